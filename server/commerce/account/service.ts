import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, Member } from '../../db/types.ts'
import { revokeAllSessions } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { verifyCaptcha } from '../captcha/service.ts'
import { consumeEmailCode, sendEmailCode } from '../email/service.ts'
import type { EmailProvider } from '../email/provider.ts'
import { findMemberById, findMemberByMobile } from '../member/repo.ts'
import { assertEmail, assertMobile, assertNewPassword, maskMobile } from '../member/rules.ts'
import type { SmsProvider } from '../sms/provider.ts'
import { smsKind } from '../sms/purposes.ts'
import { consumeSmsCode, deliverSmsCode } from '../sms/service.ts'
import { maskEmail } from './mask.ts'
import { issuePass, passwordStamp, readPass, sameStamp, type Pass, type PassKind } from './passes.ts'
import { findMembersByEmail, replacePasswordHash } from './repo.ts'
import { now } from '../../../schemas/time.ts'

/**
 * Password recovery by account (the legacy 找回密码 flow of /auth/forget-password):
 * 1. /user.check.account: account (mobile or email) + image captcha → masked contacts and an account_ticket;
 * 2. /user.account.verify.code or /user.account.send.email: a code to the account's own mobile or email;
 * 3. /user.account.verify: the code → a one-time verify_key;
 * 4. member/reset/password (or member.safe.resetLoginPassword) with verify_key and the new password.
 */

export type VerifyType = 'mobile' | 'email'

export interface AccountDeps {
  db: Kysely<Database>
  secret: string
  log: FastifyBaseLogger
  sms: SmsProvider
  email: EmailProvider
}

/** The SMS kind of password recovery: purpose reset_password, label 找回密码. */
const RESET_SMS = smsKind('forget_password')!

const ticketExpired = () => fail('ACCOUNT_TICKET_EXPIRED')
const verifyKeyExpired = () => fail('VERIFY_KEY_EXPIRED')
const noEmail = () => fail('EMAIL_NOT_BOUND')

type Account = { kind: 'mobile'; mobile: string } | { kind: 'email'; email: string }

/** A mobile or an email, each checked with its own spec 5 message. */
function parseAccount(value: string | undefined): Account {
  const account = (value ?? '').trim()
  if (!account) throw fail('ACCOUNT_REQUIRED')
  if (account.includes('@')) return { kind: 'email', email: assertEmail(account) }
  return { kind: 'mobile', mobile: assertMobile(account) }
}

async function findAccount(db: Kysely<Database>, companyId: number, account: Account): Promise<Member> {
  let member: Member | undefined
  if (account.kind === 'mobile') {
    member = await findMemberByMobile(db, companyId, account.mobile)
  } else {
    const members = await findMembersByEmail(db, companyId, account.email)
    if (members.length > 1) throw fail('EMAIL_AMBIGUOUS')
    member = members[0]
  }
  if (!member) throw fail('ACCOUNT_NOT_FOUND')
  return member
}

function validPass(secret: string, kind: PassKind, token: string, expired: () => Error): Pass {
  const pass = readPass(secret, kind, token, now())
  if (!pass) throw expired()
  return pass
}

/** The member a pass names, while the member's password is still the one the pass was issued against. */
async function memberOfPass(db: Kysely<Database>, secret: string, pass: Pass, expired: () => Error): Promise<Member> {
  const member = await findMemberById(db, pass.memberId)
  if (!member || !sameStamp(pass.stamp, passwordStamp(secret, member.password_hash))) throw expired()
  return member
}

const memberOfTicket = (deps: Pick<AccountDeps, 'db' | 'secret'>, ticket: string) =>
  memberOfPass(deps.db, deps.secret, validPass(deps.secret, 'account_ticket', ticket, ticketExpired), ticketExpired)

export interface CaptchaAnswer {
  captchaToken?: string
  captchaAnswer?: string
}

export interface CheckAccountInput extends CaptchaAnswer {
  companyId: number
  account?: string
}

function hasEmail(member: Member): member is Member & { email: string } {
  return typeof member.email === 'string' && member.email.trim() !== ''
}

/**
 * /user.check.account: which ways the account can prove itself, with its contacts masked. The
 * captcha comes before the lookup, so nobody learns which accounts exist without solving one.
 */
export async function checkAccount(deps: Pick<AccountDeps, 'db' | 'secret'>, input: CheckAccountInput) {
  const account = parseAccount(input.account)
  await verifyCaptcha(deps.db, deps.secret, 'forget_password', input.captchaToken, input.captchaAnswer)
  const member = await findAccount(deps.db, input.companyId, account)
  const verifyTypes: VerifyType[] = hasEmail(member) ? ['mobile', 'email'] : ['mobile']
  return {
    account_exists: true,
    mobile: maskMobile(member.mobile),
    email: hasEmail(member) ? maskEmail(member.email.trim()) : '',
    verify_types: verifyTypes,
    account_ticket: issuePass(deps.secret, 'account_ticket', member, now()),
  }
}

export interface SendCodeInput extends CaptchaAnswer {
  companyId: number
  accountTicket?: string
  /** Instead of a ticket: the account itself, with a captcha answer as /user.check.account takes. */
  account?: string
}

/** The member a code request is for: by ticket, or by account behind a captcha. */
async function memberForCode(deps: AccountDeps, input: SendCodeInput): Promise<Member> {
  if (input.accountTicket) return memberOfTicket(deps, input.accountTicket)
  if (!input.account?.trim()) throw fail('ACCOUNT_TICKET_REQUIRED')
  const account = parseAccount(input.account)
  await verifyCaptcha(deps.db, deps.secret, 'forget_password', input.captchaToken, input.captchaAnswer)
  return findAccount(deps.db, input.companyId, account)
}

/** /user.account.verify.code: texts a recovery code to the account's own mobile (never to a number from the request). */
export async function sendAccountSmsCode(deps: AccountDeps, input: SendCodeInput): Promise<void> {
  const member = await memberForCode(deps, input)
  await deliverSmsCode(
    { db: deps.db, secret: deps.secret, log: deps.log, provider: deps.sms },
    member.mobile,
    RESET_SMS,
  )
}

/** /user.account.send.email: mails a recovery code to the account's own email. */
export async function sendAccountEmailCode(deps: AccountDeps, input: SendCodeInput): Promise<void> {
  const member = await memberForCode(deps, input)
  if (!hasEmail(member)) throw noEmail()
  await sendEmailCode(
    { db: deps.db, secret: deps.secret, log: deps.log, provider: deps.email },
    member.email,
    'reset_password',
  )
}

export interface VerifyInput {
  accountTicket?: string
  type?: string
  vcode?: string
}

/** /user.account.verify: uses up the code sent to the account's mobile or email and answers a one-time verify_key. */
export async function verifyAccount(
  deps: Pick<AccountDeps, 'db' | 'secret'>,
  input: VerifyInput,
): Promise<{ verify_key: string }> {
  if (!input.accountTicket) throw fail('ACCOUNT_TICKET_REQUIRED')
  if (input.type !== 'mobile' && input.type !== 'email') throw fail('VERIFY_TYPE')
  const member = await memberOfTicket(deps, input.accountTicket)
  if (input.type === 'mobile') {
    await consumeSmsCode(deps.db, deps.secret, { mobile: member.mobile, purpose: 'reset_password', code: input.vcode })
  } else {
    if (!hasEmail(member)) throw noEmail()
    await consumeEmailCode(deps.db, deps.secret, { email: member.email, purpose: 'reset_password', code: input.vcode })
  }
  return { verify_key: issuePass(deps.secret, 'verify_key', member, now()) }
}

export interface KeyResetInput {
  verifyKey: string
  password?: string
  passwordConfirm?: string
}

/**
 * The last step: a new password for the member the verify_key names; every session is signed
 * out. The key is used up by the change itself (it names the old password), and of two requests
 * with one key only the first can replace the password.
 */
export async function resetPasswordWithKey(
  deps: Pick<AccountDeps, 'db' | 'secret'>,
  input: KeyResetInput,
): Promise<void> {
  const pass = validPass(deps.secret, 'verify_key', input.verifyKey, verifyKeyExpired)
  const password = assertNewPassword(input.password, input.passwordConfirm)
  const member = await memberOfPass(deps.db, deps.secret, pass, verifyKeyExpired)
  const passwordHash = await hashPassword(password)
  await deps.db.transaction().execute(async (trx) => {
    if (!(await replacePasswordHash(trx, member.id, member.password_hash, passwordHash, now())))
      throw verifyKeyExpired()
    await revokeAllSessions(trx, 'member', member.id)
  })
}
