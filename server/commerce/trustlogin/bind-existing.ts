import { revokeSession } from '../../lib/auth.ts'
import { verifyToken } from '../../lib/token.ts'
import { loginWithPassword, loginWithSms, type Session, type SignInDeps } from '../member/sign-in.ts'
import { bindTicket, liveTicket } from './service.ts'

export interface BindExistingInput {
  companyId: number
  trustTicket?: string
  mobile?: string
  password?: string
  vcode?: string
}

/**
 * POST user.trustlogin.bindExistsUser: the shopper proves an existing account with its mobile and
 * password (or mobile and SMS login code) exactly as POST login checks them, the ticket's
 * identity is bound to it, and the session of that sign-in is the answer. The ticket is checked
 * first so a dead one costs no password attempt or SMS code; when binding fails the session just
 * opened is revoked again.
 */
export async function bindExistingMember(deps: SignInDeps, input: BindExistingInput): Promise<Session> {
  await liveTicket(deps, input.trustTicket, input.companyId)
  const session =
    !input.password && input.vcode
      ? await loginWithSms(deps, { companyId: input.companyId, mobile: input.mobile, vcode: input.vcode })
      : await loginWithPassword(deps, { companyId: input.companyId, username: input.mobile, password: input.password })
  const claims = verifyToken(deps.secret, session.token)
  if (!claims) throw new Error('a session just opened does not verify')
  try {
    await bindTicket(deps, { ticket: input.trustTicket, companyId: input.companyId, memberId: claims.sub })
  } catch (error) {
    await revokeSession(deps.db, claims.sid)
    throw error
  }
  return session
}
