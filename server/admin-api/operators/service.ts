import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { revokeAllSessions } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { now } from '../../../schemas/time.ts'
import { SUPER_ADMIN_ROLE } from '../../../schemas/api/admin/areas.ts'
import { strongOperatorPassword } from '../../../schemas/api/admin/operator-password.ts'
import type { OperatorCreateBody, OperatorUpdateBody, OperatorView } from '../../../schemas/api/admin/operators.ts'
import { optionalMobile } from './mobile.ts'
import * as repo from './repo.ts'

const USERNAME = /^[A-Za-z0-9_.@-]{3,50}$/
const CONTROL = /[\u0000-\u001f\u007f]/

type OperatorRow = NonNullable<Awaited<ReturnType<typeof repo.findCompanyOperator>>>

export function toOperatorView(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    status: row.status,
    role_id: row.role_id,
    role_name: row.role_name ?? '',
    mobile: row.mobile ?? '',
    created_at: Number(row.created_at),
    last_login_at: row.last_login_at === null ? null : Number(row.last_login_at),
  }
}

export function requirePassword(password: string): string {
  if (!strongOperatorPassword(password)) throw fail('OPERATOR_PASSWORD_WEAK')
  return password
}

function requireName(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) throw fail('OPERATOR_NAME_REQUIRED')
  if (CONTROL.test(trimmed)) throw fail('OPERATOR_NAME_INVALID')
  return trimmed
}

export async function requireUsername(db: Kysely<Database>, username: string): Promise<string> {
  const trimmed = username.trim()
  if (!USERNAME.test(trimmed)) throw fail('OPERATOR_USERNAME_INVALID')
  if (await repo.usernameTaken(db, trimmed)) throw fail('OPERATOR_USERNAME_TAKEN')
  return trimmed
}

async function requireRole(db: Kysely<Database>, companyId: number, roleId: number) {
  const role = await repo.findRole(db, companyId, roleId)
  if (!role) throw fail('ROLE_NOT_FOUND')
  return role
}

export async function requireOperatorRow(db: Kysely<Database>, companyId: number, id: number) {
  const row = await repo.findCompanyOperator(db, companyId, id)
  if (!row) throw fail('OPERATOR_NOT_FOUND')
  return row
}

export async function createOperator(db: Kysely<Database>, companyId: number, input: OperatorCreateBody) {
  const username = await requireUsername(db, input.username)
  const name = requireName(input.name)
  const mobile = optionalMobile(input.mobile)
  await requireRole(db, companyId, input.role_id)
  const passwordHash = await hashPassword(requirePassword(input.password))
  const id = await repo.insertOperator(db, {
    company_id: companyId,
    username,
    name,
    password_hash: passwordHash,
    role_id: input.role_id,
    mobile,
    created_at: now(),
  })
  return toOperatorView(await requireOperatorRow(db, companyId, id))
}

/**
 * Renames, moves to another role, sets or removes the mobile, disables or enables an account. Nobody disables themselves or
 * changes their own role, and the company always keeps one active 超级管理员.
 */
export async function updateOperator(
  db: Kysely<Database>,
  actor: { id: number; companyId: number },
  id: number,
  input: OperatorUpdateBody,
) {
  const before = await requireOperatorRow(db, actor.companyId, id)
  const changes: { name?: string; role_id?: number; status?: 'active' | 'disabled'; mobile?: string | null } = {}
  if (input.name !== undefined) changes.name = requireName(input.name)
  if (input.mobile !== undefined) changes.mobile = optionalMobile(input.mobile)
  if (input.role_id !== undefined && input.role_id !== before.role_id) {
    if (id === actor.id) throw fail('OPERATOR_SELF_ROLE')
    await requireRole(db, actor.companyId, input.role_id)
    changes.role_id = input.role_id
  }
  if (input.status !== undefined && input.status !== before.status) {
    if (id === actor.id) throw fail('OPERATOR_SELF_DISABLE')
    changes.status = input.status
  }
  const leavesSuperAdmins =
    before.role_name === SUPER_ADMIN_ROLE && (changes.role_id !== undefined || changes.status === 'disabled')
  await db.transaction().execute(async (trx) => {
    await repo.updateOperator(trx, actor.companyId, id, changes)
    if (
      leavesSuperAdmins &&
      before.role_id !== null &&
      (await repo.countWithRole(trx, actor.companyId, before.role_id, true)) === 0
    )
      throw fail('LAST_SUPER_ADMIN')
  })
  if (changes.status === 'disabled') await revokeAllSessions(db, 'operator', id)
  return { before: toOperatorView(before), after: toOperatorView(await requireOperatorRow(db, actor.companyId, id)) }
}

/** Sets a new password and signs the account out everywhere. */
export async function resetOperatorPassword(db: Kysely<Database>, companyId: number, id: number, password: string) {
  const row = await requireOperatorRow(db, companyId, id)
  const passwordHash = await hashPassword(requirePassword(password))
  await repo.updateOperator(db, companyId, id, { password_hash: passwordHash })
  await revokeAllSessions(db, 'operator', id)
  return toOperatorView(row)
}
