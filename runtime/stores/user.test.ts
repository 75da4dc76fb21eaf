// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasSession, rememberSession } from '../lib/auth-storage.ts'
import { parseCookies, readCookie, removeCookie } from '../lib/cookies.ts'
import {
  GUEST_USER_ID,
  createUserStore,
  readUserSnapshot,
  selectIsLoggedIn,
  selectIsStaff,
  selectUserId,
} from './user.ts'

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) removeCookie(name)
  localStorage.clear()
  rememberSession('customer', false)
})

const member = { userId: 7, grade_id: 2, is_staff: '1', memberInfo: { mobile: '13800000000' } }

describe('user store', () => {
  it('starts as a guest with id -1 and a session id cookie', () => {
    const store = createUserStore()
    const state = store.getState()
    expect(selectIsLoggedIn(state)).toBe(false)
    expect(selectUserId(state)).toBe(GUEST_USER_ID)
    expect(state.sessionId).toMatch(/^[0-9a-f]{32}$/)
    expect(readCookie('user_session_id')).toBe(state.sessionId)
    expect(createUserStore().getState().sessionId).toBe(state.sessionId)
  })

  it('login notes the session the server started, and stores no token anywhere a script can read', () => {
    const store = createUserStore()
    store.getState().login()
    expect(store.getState().signedIn).toBe(true)
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(hasSession('customer')).toBe(true)
    expect(readCookie('customer_token')).toBeUndefined()
    expect(localStorage.length).toBe(0)
  })

  it('setUserInfo stores the info and its cookie', () => {
    const store = createUserStore({ signedIn: true })
    store.getState().setUserInfo(member)
    expect(selectUserId(store.getState())).toBe(7)
    expect(selectIsStaff(store.getState())).toBe(true)
    expect(JSON.parse(readCookie('userinfo') ?? '')).toEqual(member)
  })

  it('logout forgets the member and the user info with its cookie', () => {
    const store = createUserStore()
    store.getState().login()
    store.getState().setUserInfo(member)
    store.getState().logout()
    expect(store.getState()).toMatchObject({ signedIn: false, userInfo: null })
    expect(hasSession('customer')).toBe(false)
    expect(readCookie('userinfo')).toBeUndefined()
  })

  it('signOut asks the server to end the session before the page forgets the member', async () => {
    let signedInWhileEnding: boolean | undefined
    const store = createUserStore({ signedIn: true }, async () => {
      signedInWhileEnding = store.getState().signedIn
    })
    await store.getState().signOut()
    expect(signedInWhileEnding).toBe(true)
    expect(store.getState().signedIn).toBe(false)
  })

  it('signOut still forgets the member when the server cannot be reached', async () => {
    const store = createUserStore({ signedIn: true }, vi.fn().mockRejectedValue(new Error('offline')))
    await store.getState().signOut()
    expect(store.getState().signedIn).toBe(false)
  })

  it('resetUserInfo clears the user info and its cookie but keeps the session', () => {
    const store = createUserStore()
    store.getState().login()
    store.getState().setUserInfo(member)
    store.getState().resetUserInfo()
    expect(store.getState()).toMatchObject({ signedIn: true, userInfo: null })
    expect(readCookie('userinfo')).toBeUndefined()
  })

  it('keeps separate stores apart', () => {
    const first = createUserStore({ signedIn: true, sessionId: 's1' })
    const second = createUserStore({ signedIn: true, sessionId: 's2' })
    first.getState().logout()
    expect(second.getState().signedIn).toBe(true)
  })
})

describe('readUserSnapshot', () => {
  it('reads a request cookie header', () => {
    const header = `customer_token=tok.en; user_session_id=abc; userinfo=${encodeURIComponent(JSON.stringify(member))}`
    expect(readUserSnapshot(header)).toEqual({ signedIn: true, staff: false, userInfo: member, sessionId: 'abc' })
    expect(readUserSnapshot('user_session_id=abc').signedIn).toBe(false)
  })

  it('takes the sessions the server decided on: a shared page is signed in and staff without a cookie', () => {
    const snapshot = readUserSnapshot('', { customer: true, shop: false, staff: true })
    expect(snapshot).toMatchObject({ signedIn: true, staff: true, userInfo: null })
    expect(readUserSnapshot('', { customer: false, shop: false, staff: true }).staff).toBe(false)
  })

  it('ignores a malformed user info cookie', () => {
    expect(readUserSnapshot('userinfo=%7Bbroken').userInfo).toBeNull()
    expect(readUserSnapshot('userinfo=%7B%7D').userInfo).toBeNull()
  })

  it('in the browser, knows the session from what the server rendered, never from storage', () => {
    localStorage.setItem('auth_token', 'stored')
    document.cookie = 'customer_token=readable; path=/'
    expect(readUserSnapshot().signedIn).toBe(false)
    rememberSession('customer', true)
    expect(readUserSnapshot().signedIn).toBe(true)
    expect(readUserSnapshot('').signedIn).toBe(false)
  })
})
