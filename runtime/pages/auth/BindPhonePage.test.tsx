// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { rememberSession } from '../../lib/auth-storage.ts'
import BindPhonePage, { loader } from './BindPhonePage.tsx'
import { WechatCallback } from './WechatCallback.tsx'
import { demoProfile, ok, refused, renderAuthPage, serveFakeApi } from './test-frame.tsx'

const server = serveFakeApi()
afterEach(() => {
  rememberSession('customer', false)
})

const noMobile = { ...demoProfile, memberInfo: { ...demoProfile.memberInfo, mobile: '', nickname: '微信用户' } }
const redirectOf = (thrown: unknown) => (thrown as Response).headers.get('location')
const load = (url: string) => loader({ request: new Request(url), params: {}, context: undefined } as never)

describe('BindPhonePage', () => {
  it('sends a guest to sign in first, back here with the redirectUrl kept', async () => {
    server.answer({})
    const thrown = await load('http://localhost/auth/bindphone?redirectUrl=%2Fcart').catch((error: unknown) => error)
    expect(redirectOf(thrown)).toBe('/auth/login?redirectUrl=%2Fauth%2Fbindphone%3FredirectUrl%3D%252Fcart')
  })

  it('answers the member’s mobile and the redirect path to a signed-in member', async () => {
    rememberSession('customer', true)
    server.answer({ 'GET member': () => ok(noMobile), 'GET member/setting': () => refused(500, 'X', 'x') })
    const data = await load('http://localhost/auth/bindphone?redirectUrl=%2Fcart')
    expect(data).toMatchObject({ redirectPath: '/cart', mobile: '' })
  })

  it('shows a bound mobile masked with a way on', async () => {
    renderAuthPage(BindPhonePage, '/auth/bindphone', { mobile: '13800000000', redirectPath: '/cart' })
    expect(await screen.findByText('138****0000')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: '手机号' })).toBeNull()
    expect(screen.getByRole('link', { name: '继续' }).getAttribute('href')).toBe('/cart')
    expect(screen.getByRole('link', { name: '返回会员中心' })).toBeTruthy()
  })

  it('sends a bind code, binds the mobile and goes on to redirectUrl', async () => {
    renderAuthPage(BindPhonePage, '/auth/bindphone?redirectUrl=%2Fcart', { mobile: '', redirectPath: '/cart' })
    server.answer({
      'GET member/sms/code': () => ok({ status: true }),
      'POST member/bind': () => ok({ status: true, mobile: '13700000000' }),
      'GET member': () => ok({ ...demoProfile, memberInfo: { ...demoProfile.memberInfo, mobile: '13700000000' } }),
      'GET cartcount': () => ok({ item_count: 0, cart_count: 0 }),
    })
    expect(await screen.findByRole('heading', { name: '绑定手机' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '绑定并继续' }))
    expect(await screen.findByText('请输入手机号')).toBeTruthy()
    expect(server.calls).toEqual([])

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13700000000' } })
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(server.callsTo('GET', 'member/sms/code')).toHaveLength(1))
    expect(server.callsTo('GET', 'member/sms/code')[0]!.params.get('type')).toBe('bind')
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy()

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: '绑定并继续' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/cart')
    const [bind] = server.callsTo('POST', 'member/bind')
    expect(bind!.params.get('mobile')).toBe('13700000000')
    expect(bind!.params.get('vcode')).toBe('123456')
  })

  it('shows the server’s refusal under the field', async () => {
    renderAuthPage(BindPhonePage, '/auth/bindphone', { mobile: '' })
    server.answer({ 'GET member/sms/code': () => refused(400, 'MOBILE_IN_USE', '该手机号已被其他账号使用') })
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13700000000' } })
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('该手机号已被其他账号使用')).toBeTruthy()
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false)
  })
})

describe('WechatCallback', () => {
  it('sends an account signed in by WeChat without a mobile to /auth/bindphone, keeping redirectUrl', async () => {
    server.answer({
      'POST login': () => ok({ token: 'wx-token' }),
      'GET member': () => ok(noMobile),
      'GET cartcount': () => ok({ item_count: 0, cart_count: 0 }),
    })
    renderAuthPage(() => <WechatCallback code="c1" state="s1" redirectPath="/cart" />, '/auth/wx-login')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/bindphone?redirectUrl=%2Fcart'))
  })
})
