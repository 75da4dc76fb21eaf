import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { createSession } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import { findOperator, recordLogin } from './repo.ts'
import { now } from '../../../schemas/time.ts'
import type { AdminArea } from '../../../schemas/api/admin/areas.ts'

export interface OperatorLoginDeps {
  db: Kysely<Database>
  secret: string
  userAgent: string
}

const CONTROL = /[\u0000-\u001f\u007f]/

/** Unknown usernames are checked against this hash too, so timing does not tell which exist. */
let decoyHash: Promise<string> | undefined
const decoy = () => (decoyHash ??= hashPassword('decoy-password-0'))

/** POST operator/login: an operator (back office) signs in with username and password and gets an operator token. */
export async function operatorLogin(deps: OperatorLoginDeps, input: { username?: string; password?: string }) {
  const username = (input.username ?? '').trim()
  if (!username) throw fail('USERNAME_REQUIRED')
  if (!input.password) throw fail('PASSWORD_REQUIRED')
  const operator = CONTROL.test(username) ? undefined : await findOperator(deps.db, username)
  const matches = await verifyPassword(input.password, operator?.password_hash ?? (await decoy()))
  if (!operator || !matches) throw fail('ACCOUNT_WRONG_CREDENTIALS')
  if (operator.status !== 'active') throw fail('OPERATOR_DISABLED')
  await recordLogin(deps.db, operator.id, now())
  const session = await createSession(deps.db, deps.secret, 'operator', operator.id, deps.userAgent)
  return {
    token: session.token,
    expires_at: session.expiresAt,
    operator: {
      id: operator.id,
      username: operator.username,
      name: operator.name,
      role_name: operator.role_name ?? '',
      areas: operator.areas ? (JSON.parse(operator.areas) as AdminArea[]) : [],
    },
  }
}
