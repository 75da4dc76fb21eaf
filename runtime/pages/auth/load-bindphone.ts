import { redirect } from 'react-router-dom'
import { loginUrl } from '../../lib/login-url.ts'
import { currentMember, loadAuthPage, type AuthPageData } from './load-auth.ts'

export interface BindPhoneData extends AuthPageData {
  /** The member's mobile; '' for an account that has none yet (one signed in by WeChat). */
  mobile: string
}

/**
 * Loader of /auth/bindphone, a member page: a guest (or an expired session) signs in first and
 * comes back here, with the redirectUrl kept.
 */
export async function loadBindPhone(context: unknown, request: Request): Promise<BindPhoneData> {
  const [member, page] = await Promise.all([currentMember(context, request), loadAuthPage(context, request, false)])
  if (!member) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname + url.search))
  }
  return { ...page, mobile: member.memberInfo.mobile ?? '' }
}
