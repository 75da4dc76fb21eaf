import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { safeRedirectPath } from '../../../schemas/redirect.ts'
import { getMemberProfile, userInfoOf } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { useUserStoreApi } from '../../stores/user.ts'

export interface SignInOptions {
  /** How the member signed in, kept as the user info's login_type. */
  loginType: string
  /** Where to go afterwards; checked again here (safeRedirectPath) before the browser goes there. */
  redirectPath: string
  /** Waits this long before leaving, so a success toast can be read. */
  delayMs?: number
  /** An account without a mobile goes to /auth/bindphone first (a WeChat sign-in), then on to redirectPath. */
  requireMobile?: boolean
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * What happens once the server signed the member in (spec 4 "Login"): it has set the HttpOnly
 * session cookie, so the page only notes that a session exists (the token in the answer is for
 * API clients, the page never keeps it), fetches the member info and stores it as user info
 * (the personal call that follows a sign-in brings the mini cart's count), and goes on to where
 * the shopper came from.
 */
export function useCompleteSignIn(): (options: SignInOptions) => Promise<void> {
  const userStore = useUserStoreApi()
  const navigate = useNavigate()

  return useCallback(
    async ({ loginType, redirectPath, delayMs = 0, requireMobile = false }) => {
      userStore.getState().login()
      let withoutMobile = false
      try {
        const profile = await getMemberProfile(getApi(), { silent: true })
        userStore.getState().setUserInfo(userInfoOf(profile, loginType))
        withoutMobile = !profile.memberInfo.mobile
      } catch {
        // The session is valid; the header falls back to 我的账户 until the info is read again.
      }
      if (delayMs > 0) await pause(delayMs)
      const next = safeRedirectPath(redirectPath)
      navigate(requireMobile && withoutMobile ? withRedirect('/auth/bindphone', next) : next, { replace: true })
    },
    [userStore, navigate],
  )
}
