import { createSession, revokeAllSessions } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { passwordMatches } from '../../lib/password-match.ts'
import { signInAccount } from '../../lib/sign-in/account-name.ts'
import { findMemberByMobile, updateMember } from '../member/repo.ts'
import { assertMobile, assertNewPassword, hasControlCharacters } from '../member/rules.ts'
import {
  loginWithPassword,
  loginWithSms,
  memberByPassword,
  memberSession,
  type PasswordLogin,
  type Session,
  type SignInDeps,
} from '../member/sign-in.ts'
import { consumeSmsCode } from '../sms/service.ts'
import { resetPasswordWithKey } from '../account/service.ts'
import { signInWithCode, type TrustLoginPending } from '../trustlogin/service.ts'
import { findMerchantByMobile, findMerchantByName, touchMerchantLogin } from './repo.ts'
import { now } from '../../../schemas/time.ts'

export interface LoginInput extends PasswordLogin {
  authType?: string
  checkType?: string
  mobile?: string
  vcode?: string
  /** pc_wxqrcode: the provider callback's code and state, and the browser key cookie the state is bound to. */
  code?: string
  state?: string
  browserKey?: string
}

/** Whether POST login signs in by SMS code (auth_type sms, or local with check_type mobile) rather than by password. */
function signsInBySms(input: { authType?: string; checkType?: string }): boolean {
  const authType = input.authType || 'local'
  return authType === 'sms' || (authType === 'local' && input.checkType === 'mobile')
}

/** Whether POST login checks a password: auth_type local (the default) without check_type mobile. */
export function signsInByPassword(input: { authType?: string; checkType?: string }): boolean {
  return (input.authType || 'local') === 'local' && !signsInBySms(input)
}

/**
 * POST login: auth_type local (password, or SMS with check_type mobile), sms, or pc_wxqrcode
 * (a session when the WeChat identity is bound, else a ticket to bind it with).
 */
export async function login(deps: SignInDeps, input: LoginInput): Promise<Session | TrustLoginPending> {
  const authType = input.authType || 'local'
  const bySms = signsInBySms(input)
  // The same account the per-account limit counted, whichever way the form signs in.
  const account = signInAccount(input)
  if (bySms) return loginWithSms(deps, { companyId: input.companyId, mobile: account, vcode: input.vcode })
  if (authType === 'local')
    return loginWithPassword(deps, { companyId: input.companyId, username: account, password: input.password })
  if (authType === 'pc_wxqrcode') {
    const outcome = await signInWithCode(deps, {
      companyId: input.companyId,
      code: input.code,
      state: input.state,
      browserKey: input.browserKey,
    })
    return 'member' in outcome ? memberSession(deps, outcome.member) : outcome.pending
  }
  throw fail('AUTH_TYPE')
}

/** POST staff/login: a staff member (is_staff 1) signs in like any member and gets a member token. */
export async function staffLogin(deps: SignInDeps, input: PasswordLogin): Promise<Session> {
  const member = await memberByPassword(deps, input)
  if (member.is_staff !== 1) throw fail('NOT_STAFF')
  return memberSession(deps, member)
}

export interface ResetPasswordInput {
  companyId: number
  mobile?: string
  vcode?: string
  /** From /user.account.verify, instead of mobile and vcode. */
  verifyKey?: string
  password?: string
  passwordConfirm?: string
}

/**
 * POST member/reset/password: a new password proven by an SMS code, or by the verify_key of
 * password recovery by account (which it uses up); every session is signed out.
 */
export async function resetPassword(deps: Omit<SignInDeps, 'userAgent'>, input: ResetPasswordInput): Promise<void> {
  if (input.verifyKey)
    return resetPasswordWithKey(deps, {
      verifyKey: input.verifyKey,
      password: input.password,
      passwordConfirm: input.passwordConfirm,
    })
  const mobile = assertMobile(input.mobile)
  const password = assertNewPassword(input.password, input.passwordConfirm)
  // Code first, as for SMS sign-in: only the captcha-guarded code request says a mobile is unknown.
  await consumeSmsCode(deps.db, deps.secret, { mobile, purpose: 'reset_password', code: input.vcode })
  const member = await findMemberByMobile(deps.db, input.companyId, mobile)
  if (!member) throw fail('MOBILE_UNKNOWN')
  const passwordHash = await hashPassword(password)
  await deps.db.transaction().execute(async (trx) => {
    await updateMember(trx, member.id, { password_hash: passwordHash, updated_at: now() })
    await revokeAllSessions(trx, 'member', member.id)
  })
}

/** The first step of the legacy reset form: is this the right code? (It stays usable for the reset.) */
export async function checkResetCode(
  deps: Omit<SignInDeps, 'userAgent'>,
  input: { companyId: number; mobile?: string; vcode?: string },
) {
  const mobile = assertMobile(input.mobile)
  await consumeSmsCode(deps.db, deps.secret, { mobile, purpose: 'reset_password', code: input.vcode, keep: true })
  if (!(await findMemberByMobile(deps.db, input.companyId, mobile))) throw fail('MOBILE_UNKNOWN')
}

export interface MerchantLoginInput {
  username?: string
  mobile?: string
  password?: string
  vcode?: string
}

/** POST merchant/login: username (or mobile) and password, or mobile and SMS code; answers a shop token. */
export async function merchantLogin(deps: SignInDeps, input: MerchantLoginInput): Promise<Session> {
  let account: Awaited<ReturnType<typeof findMerchantByName>>
  const name = signInAccount(input)
  if (input.password) {
    if (!name) throw fail('USERNAME_REQUIRED')
    account = hasControlCharacters(name) ? undefined : await findMerchantByName(deps.db, name)
    if (!(await passwordMatches(input.password, account?.password_hash)) || !account)
      throw fail('ACCOUNT_WRONG_CREDENTIALS')
  } else if (input.vcode) {
    const mobile = assertMobile(name)
    await consumeSmsCode(deps.db, deps.secret, { mobile, purpose: 'merchant', code: input.vcode })
    account = await findMerchantByMobile(deps.db, mobile)
    if (!account) throw fail('MERCHANT_NOT_FOUND')
  } else {
    throw fail('PASSWORD_REQUIRED')
  }
  if (account.status !== 'active') throw fail('MERCHANT_DISABLED')
  await touchMerchantLogin(deps.db, account.id, now())
  return createSession(deps.db, deps.secret, 'shop', account.id, deps.userAgent)
}
