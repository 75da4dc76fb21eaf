// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { readCookie } from '../../lib/cookies.ts'
import { toastStore } from '../../components/toast/toast.ts'
import LoginPage from './LoginPage.tsx'
import { readPendingBind } from './pending-bind.ts'
import { demoProfile, forgetVisitor, ok, refused, renderAuthPage, serveFakeApi } from './test-frame.tsx'
import WxLoginPage from './WxLoginPage.tsx'

const server = serveFakeApi()
afterEach(() => {
  vi.useRealTimers()
  forgetVisitor()
})

const testProvider = { type: 'weixin', name: '微信', is_test: true }
const authorizeUrl = (state: string) =>
  `http://localhost/api/h5app/wxapp/trustlogin/test/authorize?appid=wxtest&redirect_uri=${encodeURIComponent('http://localhost/auth/wx-login?redirectUrl=%2Fcart')}&state=${state}`
const params = (state: string, expiresIn = 600) =>
  ok({
    type: 'weixin',
    appid: 'wxtest',
    scope: 'snsapi_login',
    state,
    redirect_uri: 'http://localhost/auth/wx-login?redirectUrl=%2Fcart',
    url: authorizeUrl(state),
    expires_in: expiresIn,
  })

describe('LoginPage 其他登录方式', () => {
  it('offers 微信登录 when the mall has WeChat sign-in, keeping redirectUrl', async () => {
    renderAuthPage(LoginPage, '/auth/login?redirectUrl=%2Fcart', { redirectPath: '/cart', wechat: testProvider })
    const wechat = await screen.findByRole('link', { name: '微信登录' })
    expect(wechat.getAttribute('href')).toBe('/auth/wx-login?redirectUrl=%2Fcart')
    expect(screen.getByText('其他登录方式')).toBeTruthy()
  })

  it('has no 其他登录方式 row when WeChat sign-in is off', async () => {
    renderAuthPage(LoginPage, '/auth/login', { wechat: null })
    await screen.findByRole('tablist', { name: '登录方式' })
    expect(screen.queryByRole('link', { name: '微信登录' })).toBeNull()
    expect(screen.queryByText('其他登录方式')).toBeNull()
  })
})

describe('WxLoginPage: the QR code', () => {
  it('asks for params from the browser with this page as the callback and draws the QR code', async () => {
    server.answer({ 'GET trustlogin/params': () => params('s1') })
    renderAuthPage(WxLoginPage, '/auth/wx-login?redirectUrl=%2Fcart', { redirectPath: '/cart', wechat: testProvider })
    expect(await screen.findByRole('img', { name: '微信扫码二维码' })).toBeTruthy()
    const [request] = server.callsTo('GET', 'trustlogin/params')
    expect(request!.params.get('auth_type')).toBe('pc_wxqrcode')
    expect(request!.params.get('redirect_url')).toBe('/auth/wx-login?redirectUrl=%2Fcart')
    expect(screen.getByText('请使用微信扫一扫登录')).toBeTruthy()
    expect(screen.getByText('二维码 10:00 后失效')).toBeTruthy()
    expect(screen.getByRole('link', { name: '使用模拟微信登录' }).getAttribute('href')).toBe(authorizeUrl('s1'))
    expect(screen.getByRole('link', { name: '使用账号密码登录' }).getAttribute('href')).toBe(
      '/auth/login?redirectUrl=%2Fcart',
    )
  })

  it('counts down, says 二维码已失效 when the state runs out, and 刷新二维码 fetches a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let issued = 0
    server.answer({ 'GET trustlogin/params': () => params(`s${++issued}`, 5) })
    renderAuthPage(WxLoginPage, '/auth/wx-login', { wechat: testProvider })
    expect(await screen.findByText('二维码 0:05 后失效')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000)
    })
    expect(screen.getByText('二维码 0:03 后失效')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000)
    })
    expect(screen.getByText('二维码已失效')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('二维码已失效，请点击刷新二维码')
    expect(screen.queryByRole('link', { name: '使用模拟微信登录' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '刷新二维码' }))
    expect(await screen.findByText('二维码 0:05 后失效')).toBeTruthy()
    expect(server.callsTo('GET', 'trustlogin/params')).toHaveLength(2)
    expect(screen.getByRole('link', { name: '使用模拟微信登录' }).getAttribute('href')).toBe(authorizeUrl('s2'))
  })

  it('shows the refusal with 刷新二维码 when params fail', async () => {
    server.answer({ 'GET trustlogin/params': () => refused(400, 'WXQRCODE_UNSUPPORTED', '暂不支持微信扫码登录') })
    renderAuthPage(WxLoginPage, '/auth/wx-login', { wechat: testProvider })
    expect(await screen.findByText('暂不支持微信扫码登录', { selector: '.mf-wx-qr__mask-text' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '刷新二维码' })).toBeTruthy()
    expect(toastStore.getState().toasts).toEqual([])
  })

  it('says WeChat is not offered, without asking for params, when the mall has none', async () => {
    server.answer({})
    renderAuthPage(WxLoginPage, '/auth/wx-login', { wechat: null })
    expect(await screen.findByText('暂不支持微信扫码登录，请使用手机号登录。')).toBeTruthy()
    expect(server.calls).toEqual([])
  })
})

describe('WxLoginPage: the callback', () => {
  it('signs in with a bound WeChat exactly like the password login and goes on to redirectUrl', async () => {
    server.answer({
      'POST login': () => ok({ token: 'wx-token' }),
      'GET member': () => ok(demoProfile),
    })
    const frame = renderAuthPage(WxLoginPage, '/auth/wx-login?redirectUrl=%2Fcart&code=c0de&state=s1', {
      redirectPath: '/cart',
      wechat: testProvider,
    })
    expect(await screen.findByText('正在登录，请稍候…')).toBeTruthy()
    expect((await screen.findByTestId('location')).textContent).toBe('/cart')
    const logins = server.callsTo('POST', 'login')
    expect(logins).toHaveLength(1)
    expect(Object.fromEntries(logins[0]!.params)).toMatchObject({ auth_type: 'pc_wxqrcode', code: 'c0de', state: 's1' })
    expect(server.callsTo('GET', 'trustlogin/params')).toEqual([])
    expect(frame.user.getState().signedIn).toBe(true)
    expect(readCookie('customer_token')).toBeUndefined()
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(frame.user.getState().userInfo).toMatchObject({
      userId: 7,
      login_type: 'wxqrcode',
      memberInfo: { mobile: '13800000000' },
    })
  })

  it('goes to /auth/bind with the ticket kept in sessionStorage, never in the address', async () => {
    server.answer({
      'POST login': () =>
        ok({
          token: '',
          need_bind: true,
          trust_ticket: 'ticket-abc',
          nickname: '小明',
          avatar: 'https://thirdwx.qlogo.cn/a/132',
        }),
    })
    const frame = renderAuthPage(WxLoginPage, '/auth/wx-login?redirectUrl=%2Fcart&code=c0de&state=s1', {
      redirectPath: '/cart',
      wechat: testProvider,
    })
    const location = (await screen.findByTestId('location')).textContent!
    expect(location).toBe('/auth/bind?redirectUrl=%2Fcart')
    expect(location).not.toContain('ticket')
    expect(readPendingBind()).toMatchObject({
      ticket: 'ticket-abc',
      nickname: '小明',
      avatar: 'https://thirdwx.qlogo.cn/a/132',
    })
    expect(frame.user.getState().signedIn).toBe(false)
    expect(readCookie('customer_token')).toBeUndefined()
  })

  it('shows 登录状态已失效，请重新扫码 with 重新扫码, which draws a new QR code', async () => {
    server.answer({
      'POST login': () => refused(400, 'TRUST_STATE', '登录状态已失效，请重新扫码'),
      'GET trustlogin/params': () => params('fresh'),
    })
    renderAuthPage(WxLoginPage, '/auth/wx-login?redirectUrl=%2Fcart&code=c0de&state=old', {
      redirectPath: '/cart',
      wechat: testProvider,
    })
    const message = await screen.findByText('登录状态已失效，请重新扫码')
    expect(message.closest('[role="alert"]')).toBeTruthy()
    expect(toastStore.getState().toasts).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: '重新扫码' }))
    expect(await screen.findByRole('img', { name: '微信扫码二维码' })).toBeTruthy()
    expect(server.callsTo('POST', 'login')).toHaveLength(1)
    expect(server.callsTo('GET', 'trustlogin/params')[0]!.params.get('redirect_url')).toBe(
      '/auth/wx-login?redirectUrl=%2Fcart',
    )
  })

  it('treats a callback without a code (the shopper cancelled) as a failed scan', async () => {
    server.answer({ 'POST login': () => refused(400, 'TRUST_CODE', '微信授权失败，请重新扫码') })
    renderAuthPage(WxLoginPage, '/auth/wx-login?state=s1', { wechat: testProvider })
    expect(await screen.findByText('微信授权失败，请重新扫码')).toBeTruthy()
    await waitFor(() => expect(server.callsTo('POST', 'login')[0]!.params.get('code')).toBe(''))
  })
})
