import { createSession } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { assertMobile, assertNewPassword } from '../member/rules.ts'
import type { Session, SignInDeps } from '../member/sign-in.ts'
import { consumeSmsCode } from '../sms/service.ts'
import { findMerchantByName, insertMerchantAccount } from './repo.ts'
import { now } from '../../../schemas/time.ts'

export interface MerchantRegisterInput {
  mobile?: string
  vcode?: string
  password?: string
  password_confirm?: string
}

/**
 * POST merchant/register (商家注册): a mobile proven by an SMS code (type merchant_login) and a
 * password open a merchant account whose username is the mobile; it is signed in at once with a
 * shop token. The account may fill in its settlement application; it becomes a merchant when an
 * operator approves that (merchant/standing.ts).
 */
export async function merchantRegister(deps: SignInDeps, input: MerchantRegisterInput): Promise<Session> {
  const mobile = assertMobile(input.mobile)
  const password = assertNewPassword(input.password, input.password_confirm)
  if (await findMerchantByName(deps.db, mobile)) throw fail('MERCHANT_MOBILE_REGISTERED')
  await consumeSmsCode(deps.db, deps.secret, { mobile, purpose: 'merchant', code: input.vcode })
  const passwordHash = await hashPassword(password)
  const id = await insertMerchantAccount(deps.db, { mobile, passwordHash, now: now() })
  // A second sign-up of the same mobile racing this one.
  if (id === undefined) throw fail('MERCHANT_MOBILE_REGISTERED')
  return createSession(deps.db, deps.secret, 'shop', id, deps.userAgent)
}
