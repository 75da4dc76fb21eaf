// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { parseCookies, readCookie, removeCookie } from '../lib/cookies.ts'
import { GUEST_USER_ID, createUserStore, readUserSnapshot, selectIsLoggedIn, selectIsStaff, selectUserId } from './user.ts'

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) removeCookie(name)
  localStorage.clear()
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

  it('login keeps the token in the customer_token cookie and the auth_token local storage', () => {
    const store = createUserStore()
    store.getState().login('tok.en')
    expect(store.getState().token).toBe('tok.en')
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(readCookie('customer_token')).toBe('tok.en')
    expect(localStorage.getItem('auth_token')).toBe('tok.en')
  })

  it('setUserInfo stores the info and its cookie', () => {
    const store = createUserStore({ token: 'tok.en' })
    store.getState().setUserInfo(member)
    expect(selectUserId(store.getState())).toBe(7)
    expect(selectIsStaff(store.getState())).toBe(true)
    expect(JSON.parse(readCookie('userinfo') ?? '')).toEqual(member)
  })

  it('logout forgets the token, the user info and their cookies', () => {
    const store = createUserStore()
    store.getState().login('tok.en')
    store.getState().setUserInfo(member)
    store.getState().logout()
    expect(store.getState()).toMatchObject({ token: '', userInfo: null })
    expect(readCookie('customer_token')).toBeUndefined()
    expect(readCookie('userinfo')).toBeUndefined()
    expect(localStorage.getItem('auth_token')).toBeNull()
  })

  it('resetUserInfo clears the user info and its cookie but keeps the token', () => {
    const store = createUserStore()
    store.getState().login('tok.en')
    store.getState().setUserInfo(member)
    store.getState().resetUserInfo()
    expect(store.getState()).toMatchObject({ token: 'tok.en', userInfo: null })
    expect(readCookie('userinfo')).toBeUndefined()
  })

  it('keeps separate stores apart', () => {
    const first = createUserStore({ token: 'a', sessionId: 's1' })
    const second = createUserStore({ token: 'b', sessionId: 's2' })
    first.getState().logout()
    expect(second.getState().token).toBe('b')
  })
})

describe('readUserSnapshot', () => {
  it('reads a request cookie header', () => {
    const header = `customer_token=tok.en; user_session_id=abc; userinfo=${encodeURIComponent(JSON.stringify(member))}`
    expect(readUserSnapshot(header)).toEqual({ token: 'tok.en', userInfo: member, sessionId: 'abc' })
  })

  it('ignores a malformed user info cookie', () => {
    expect(readUserSnapshot('userinfo=%7Bbroken').userInfo).toBeNull()
    expect(readUserSnapshot('userinfo=%7B%7D').userInfo).toBeNull()
  })

  it('falls back to the local storage token in the browser', () => {
    localStorage.setItem('auth_token', 'stored')
    expect(readUserSnapshot().token).toBe('stored')
    expect(readUserSnapshot('').token).toBe('')
  })
})
