import { redirect } from 'react-router-dom'
import { safeRedirectPath } from '../../../schemas/redirect.ts'
import { getMemberProfile, getMemberSetting, type MemberProfile, type MemberSetting } from '../../api/auth.ts'
import { createHttp, type Http } from '../../api/http.ts'
import { hasSession } from '../../lib/auth-storage.ts'
import { loaderApi } from '../../routing/loader-api.ts'

/** What every sign-in page needs: where to go afterwards, and which features the mall turned on. */
export interface AuthPageData {
  /** A path on this site (see schemas/redirect.ts). */
  redirectPath: string
  setting: AuthSetting
}

export type AuthSetting = Pick<MemberSetting, 'register' | 'login' | 'forget_password'> & {
  sms: { resend_seconds: number }
}

/** What the server enforces today; used when member/setting cannot be read, so signing in still works. */
export const DEFAULT_AUTH_SETTING: AuthSetting = {
  register: { need_image_code: 1, need_sms_code: 1 },
  login: { password: 1, sms: 1, wxqrcode: 0 },
  forget_password: { need_image_code: 1 },
  sms: { resend_seconds: 60 },
}

export function redirectPathOf(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get('redirectUrl'))
}

/**
 * A client for checking the session from a sign-in page. On the server it is the request's own
 * (a 401 there throws a redirect, which the caller catches); in the browser it is one that
 * neither navigates nor toasts on a 401, since an expired session is exactly why the shopper is here.
 */
function sessionApi(context: unknown): Http {
  if (typeof document === 'undefined') return loaderApi(context)
  return createHttp({ onUnauthorized: () => undefined, notifyError: () => undefined })
}

/**
 * The signed-in member, or null for a guest or an expired session. The server reads the request's
 * cookie header; the browser's own requests carry none, so it asks what the server told the page.
 */
export async function currentMember(context: unknown, request: Request): Promise<MemberProfile | null> {
  const cookieHeader = typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : undefined
  if (!hasSession('customer', cookieHeader)) return null
  try {
    return await getMemberProfile(sessionApi(context), { silent: true })
  } catch {
    return null
  }
}

async function authSetting(context: unknown): Promise<AuthSetting> {
  try {
    const setting = await getMemberSetting(loaderApi(context), { silent: true })
    return {
      register: setting.register,
      login: setting.login,
      forget_password: setting.forget_password,
      sms: { resend_seconds: setting.sms.resend_seconds },
    }
  } catch {
    return DEFAULT_AUTH_SETTING
  }
}

/** Who is sent on from a sign-in page: every signed-in member, only some (staff), or nobody. */
export type LeaveWhenSignedIn = boolean | ((member: MemberProfile) => boolean)

/**
 * Loader of the sign-in pages: a member who is already signed in goes straight on to redirectUrl
 * (or '/'). The staff page lets a plain member stay to sign in with a staff account; password
 * recovery never sends anyone away.
 */
export async function loadAuthPage(
  context: unknown,
  request: Request,
  leaveWhenSignedIn: LeaveWhenSignedIn = true,
): Promise<AuthPageData> {
  const redirectPath = redirectPathOf(request)
  const [member, setting] = await Promise.all([
    leaveWhenSignedIn ? currentMember(context, request) : null,
    authSetting(context),
  ])
  if (member && (leaveWhenSignedIn === true || (typeof leaveWhenSignedIn === 'function' && leaveWhenSignedIn(member))))
    throw redirect(redirectPath)
  return { redirectPath, setting }
}
