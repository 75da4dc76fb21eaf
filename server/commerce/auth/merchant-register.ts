import { createSession } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { assertMobile, assertNewPassword } from '../member/rules.ts'
import { consumeSmsCode } from '../sms/service.ts'
import { findMerchantByName } from './repo.ts'
import type { AuthDeps, Session } from './service.ts'

export interface MerchantRegisterInput {
  mobile?: string
  vcode?: string
  password?: string
  password_confirm?: string
}

const now = () => Math.floor(Date.now() / 1000)

/**
 * POST merchant/register (商家注册): a mobile proven by an SMS code (type merchant_login) and a
 * password open a merchant account whose username is the mobile; it is signed in at once with a
 * shop token. The account may fill in its settlement application; it becomes a merchant when an
 * operator approves that (merchant/standing.ts).
 */
export async function merchantRegister(deps: AuthDeps, input: MerchantRegisterInput): Promise<Session> {
  const mobile = assertMobile(input.mobile)
  const password = assertNewPassword(input.password, input.password_confirm)
  if (await findMerchantByName(deps.db, mobile)) throw fail('MERCHANT_MOBILE_REGISTERED')
  await consumeSmsCode(deps.db, deps.secret, { mobile, purpose: 'merchant', code: input.vcode })
  const passwordHash = await hashPassword(password)
  const time = now()
  const row = await deps.db
    .insertInto('merchant_accounts')
    .values({
      username: mobile,
      mobile,
      password_hash: passwordHash,
      distributor_id: null,
      application_id: null,
      created_at: time,
      last_login_at: time,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst()
  // A second sign-up of the same mobile racing this one.
  if (!row) throw fail('MERCHANT_MOBILE_REGISTERED')
  return createSession(deps.db, deps.secret, 'shop', row.id, deps.userAgent)
}
