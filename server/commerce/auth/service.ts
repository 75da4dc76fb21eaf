import type { Kysely } from 'kysely'
import type { Database, Member } from '../../db/types.ts'
import { createSession, revokeAllSessions } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import { findMemberByMobile, updateMember } from '../member/repo.ts'
import { assertMobile, assertNewPassword, hasControlCharacters } from '../member/rules.ts'
import { isMobile } from '../../../schemas/form-rules.ts'
import { consumeSmsCode } from '../sms/service.ts'
import { resetPasswordWithKey } from '../account/service.ts'
import { signInWithCode, type TrustLoginPending } from '../trustlogin/service.ts'
import { signInAccount } from './account-name.ts'
import { findMerchantByMobile, findMerchantByName, touchMerchantLogin } from './repo.ts'

const now = () => Math.floor(Date.now() / 1000)

export interface AuthDeps {
  db: Kysely<Database>
  secret: string
  userAgent: string
}

export interface Session {
  token: string
  expiresAt: number
}

const wrongCredentials = () => fail('WRONG_CREDENTIALS')

/**
 * Unknown accounts are checked against this hash too, so the answer takes as long as for a
 * known account and timing does not tell which mobiles are registered.
 */
let decoyHash: Promise<string> | undefined
const decoy = () => (decoyHash ??= hashPassword('decoy-password-0'))

async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    await verifyPassword(password, await decoy())
    return false
  }
  return verifyPassword(password, stored)
}

async function memberSession(deps: AuthDeps, member: Member): Promise<Session> {
  if (member.status !== 'active') throw fail('ACCOUNT_DISABLED')
  await updateMember(deps.db, member.id, { last_login_at: now() })
  return createSession(deps.db, deps.secret, 'member', member.id, deps.userAgent)
}

export interface PasswordLogin {
  companyId: number
  username?: string
  password?: string
}

async function memberByPassword(deps: AuthDeps, input: PasswordLogin): Promise<Member> {
  const username = (input.username ?? '').trim()
  if (!username) throw fail('MOBILE_REQUIRED')
  if (!input.password) throw fail('PASSWORD_REQUIRED')
  // Members sign in by mobile; anything else cannot match and is not worth a query.
  const member = isMobile(username) ? await findMemberByMobile(deps.db, input.companyId, username) : undefined
  if (!(await passwordMatches(input.password, member?.password_hash)) || !member) throw wrongCredentials()
  return member
}

export async function loginWithPassword(deps: AuthDeps, input: PasswordLogin): Promise<Session> {
  return memberSession(deps, await memberByPassword(deps, input))
}

export interface SmsLogin {
  companyId: number
  mobile?: string
  vcode?: string
}

/**
 * The code is checked before the member is looked up: an unknown mobile never got a code, so it
 * gets the same answer as a wrong code and the form does not tell which mobiles are registered.
 */
export async function loginWithSms(deps: AuthDeps, input: SmsLogin): Promise<Session> {
  const mobile = assertMobile(input.mobile)
  await consumeSmsCode(deps.db, deps.secret, { mobile, purpose: 'login', code: input.vcode })
  const member = await findMemberByMobile(deps.db, input.companyId, mobile)
  if (!member) throw fail('MOBILE_UNKNOWN')
  return memberSession(deps, member)
}

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

/**
 * POST login: auth_type local (password, or SMS with check_type mobile), sms, or pc_wxqrcode
 * (a session when the WeChat identity is bound, else a ticket to bind it with).
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<Session | TrustLoginPending> {
  const authType = input.authType || 'local'
  const bySms = authType === 'sms' || (authType === 'local' && input.checkType === 'mobile')
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
export async function staffLogin(deps: AuthDeps, input: PasswordLogin): Promise<Session> {
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
export async function resetPassword(deps: Omit<AuthDeps, 'userAgent'>, input: ResetPasswordInput): Promise<void> {
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
  deps: Omit<AuthDeps, 'userAgent'>,
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
export async function merchantLogin(deps: AuthDeps, input: MerchantLoginInput): Promise<Session> {
  let account
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
