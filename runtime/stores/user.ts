import { createStore, type StoreApi } from 'zustand/vanilla'
import { parseCookies, removeCookie, writeCookie } from '../lib/cookies.ts'
import { rememberSession, sessionFlags, storageNames, type SessionFlags } from '../lib/auth-storage.ts'
import { ensureGuestSessionId } from '../lib/session-id.ts'
import { createStoreContext } from './store-context.tsx'

/** A visitor who is not logged in counts as user -1 (spec 9). */
export const GUEST_USER_ID = -1

export interface UserInfo {
  userId: number
  /** Member tier. */
  grade_id?: number
  login_type?: string
  /** "1" means staff (spec 6). */
  is_staff?: string
  memberInfo?: { mobile?: string }
}

export interface UserSnapshot {
  /** Whether the member's session cookie exists; the token itself is HttpOnly, out of the page's reach. */
  signedIn: boolean
  /** The member is staff, as the server said (spec 6: staff badges). */
  staff: boolean
  userInfo: UserInfo | null
  /** The guest session id from the `user_session_id` cookie; '' until the browser has one. */
  sessionId: string
}

export interface UserState extends UserSnapshot {
  /** The server has just set the session cookie (a sign-in answer); user info is fetched afterwards. */
  login(): void
  /** Forgets the member in the page (after the server ended the session, or answered 401) and the user info with its cookie. */
  logout(): void
  /** 退出: the server revokes the session and clears its cookie, then the page forgets the member. */
  signOut(): Promise<void>
  setUserInfo(userInfo: UserInfo): void
  /** Clears the stored user info and its cookie, keeping the session (spec 4 "Reset of user info"). */
  resetUserInfo(): void
}

export type UserStore = StoreApi<UserState>

export const selectIsLoggedIn = (state: UserState): boolean => state.signedIn
export const selectUserId = (state: UserState): number => state.userInfo?.userId ?? GUEST_USER_ID
export const selectIsStaff = (state: UserState): boolean => state.staff

/** The user info cookie holds only the fields the pages read, which keeps it small. */
function userInfoCookieText(info: UserInfo): string {
  const { userId, grade_id, login_type, is_staff, memberInfo } = info
  return JSON.stringify({
    userId,
    grade_id,
    login_type,
    is_staff,
    memberInfo: memberInfo && { mobile: memberInfo.mobile },
  })
}

function parseUserInfo(text: string | undefined): UserInfo | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    const userId = (value as { userId?: unknown } | null)?.userId
    return typeof userId === 'number' ? (value as UserInfo) : null
  } catch {
    return null
  }
}

/**
 * The session as the page knows it. The server passes the request's cookie header and the
 * sessions it decided on; the browser reads its own helper cookies and what the server said.
 */
export function readUserSnapshot(cookieHeader?: string, session?: SessionFlags): UserSnapshot {
  const cookies = parseCookies(cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie))
  const flags = session ?? sessionFlags(cookieHeader)
  return {
    signedIn: flags.customer,
    staff: flags.customer && flags.staff,
    userInfo: parseUserInfo(cookies[storageNames.userInfoCookie]),
    sessionId: cookies[storageNames.sessionIdCookie] ?? '',
  }
}

/** Asks the server to end the session (user.logout); a failure still signs the page out. */
export type EndSession = () => Promise<unknown>

/** A fresh store: one per request on the server, one per page in the browser. */
export function createUserStore(
  initial: Partial<UserSnapshot> = {},
  endSession: EndSession = async () => {},
): UserStore {
  return createStore<UserState>()((set, get) => ({
    signedIn: initial.signedIn ?? false,
    staff: initial.staff ?? false,
    userInfo: initial.userInfo ?? null,
    sessionId: initial.sessionId || ensureGuestSessionId(),
    login() {
      rememberSession('customer', true)
      set({ signedIn: true })
    },
    logout() {
      rememberSession('customer', false)
      removeCookie(storageNames.userInfoCookie)
      set({ signedIn: false, staff: false, userInfo: null })
    },
    async signOut() {
      await endSession().catch(() => undefined)
      get().logout()
    },
    setUserInfo(userInfo) {
      writeCookie(storageNames.userInfoCookie, userInfoCookieText(userInfo))
      set({ userInfo, staff: userInfo.is_staff === '1' })
    },
    resetUserInfo() {
      removeCookie(storageNames.userInfoCookie)
      set({ userInfo: null })
    },
  }))
}

const userContext = createStoreContext<UserState>('user')

export const UserStoreProvider = userContext.StoreProvider
export const useUserStoreApi = userContext.useStoreApi
/** Reads from the user store of the nearest provider. */
export const useUserStore = userContext.useSelected
