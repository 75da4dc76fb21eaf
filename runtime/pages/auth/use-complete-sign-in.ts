import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { getMemberProfile, userInfoOf } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { useCartStoreApi } from '../../stores/cart.ts'
import { useUserStoreApi } from '../../stores/user.ts'

export interface SignInOptions {
  /** How the member signed in, kept as the user info's login_type. */
  loginType: string
  /** A safe same-site path (safeRedirectPath). */
  redirectPath: string
  /** Waits this long before leaving, so a success toast can be read. */
  delayMs?: number
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * What happens once the server answered a token (spec 4 "Login"): the token is kept where the
 * runtime reads it (cookie and local storage), the member info is fetched and stored as user
 * info, the mini cart's count is refreshed, and the shopper goes on to where they came from.
 */
export function useCompleteSignIn(): (token: string, options: SignInOptions) => Promise<void> {
  const userStore = useUserStoreApi()
  const cartStore = useCartStoreApi()
  const navigate = useNavigate()

  return useCallback(
    async (token, { loginType, redirectPath, delayMs = 0 }) => {
      userStore.getState().login(token)
      try {
        const profile = await getMemberProfile(getApi(), { silent: true })
        userStore.getState().setUserInfo(userInfoOf(profile, loginType))
      } catch {
        // The session is valid; the header falls back to 我的账户 until the info is read again.
      }
      await cartStore
        .getState()
        .refreshCount()
        .catch(() => undefined)
      if (delayMs > 0) await pause(delayMs)
      navigate(redirectPath, { replace: true })
    },
    [userStore, cartStore, navigate],
  )
}
