import type { Kysely } from 'kysely'
import type { Database, Member } from '../../db/types.ts'
import { createSession } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { passwordMatches } from '../../lib/password-match.ts'
import { isMobile } from '../../../schemas/form-rules.ts'
import { consumeSmsCode } from '../sms/service.ts'
import { findMemberByMobile, updateMember } from './repo.ts'
import { assertMobile } from './rules.ts'
import { now } from '../../../schemas/time.ts'

/** What a member sign-in needs: the database, the token secret and the browser's user agent for the session row. */
export interface SignInDeps {
  db: Kysely<Database>
  secret: string
  userAgent: string
}

export interface Session {
  token: string
  expiresAt: number
}

const wrongCredentials = () => fail('WRONG_CREDENTIALS')

/** Opens a member token for an active member and records the sign-in. */
export async function memberSession(deps: SignInDeps, member: Member): Promise<Session> {
  if (member.status !== 'active') throw fail('ACCOUNT_DISABLED')
  await updateMember(deps.db, member.id, { last_login_at: now() })
  return createSession(deps.db, deps.secret, 'member', member.id, deps.userAgent)
}

export interface PasswordLogin {
  companyId: number
  username?: string
  password?: string
}

/** The member a mobile and password prove; one refusal for an unknown mobile and a wrong password alike. */
export async function memberByPassword(deps: SignInDeps, input: PasswordLogin): Promise<Member> {
  const username = (input.username ?? '').trim()
  if (!username) throw fail('MOBILE_REQUIRED')
  if (!input.password) throw fail('PASSWORD_REQUIRED')
  // Members sign in by mobile; anything else cannot match and is not worth a query.
  const member = isMobile(username) ? await findMemberByMobile(deps.db, input.companyId, username) : undefined
  if (!(await passwordMatches(input.password, member?.password_hash)) || !member) throw wrongCredentials()
  return member
}

export async function loginWithPassword(deps: SignInDeps, input: PasswordLogin): Promise<Session> {
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
export async function loginWithSms(deps: SignInDeps, input: SmsLogin): Promise<Session> {
  const mobile = assertMobile(input.mobile)
  await consumeSmsCode(deps.db, deps.secret, { mobile, purpose: 'login', code: input.vcode })
  const member = await findMemberByMobile(deps.db, input.companyId, mobile)
  if (!member) throw fail('MOBILE_UNKNOWN')
  return memberSession(deps, member)
}
