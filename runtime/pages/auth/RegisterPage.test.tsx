// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { readCookie } from '../../lib/cookies.ts'
import { toastStore } from '../../components/toast/toast.ts'
import RegisterPage from './RegisterPage.tsx'
import { demoProfile, forgetVisitor, ok, refused, renderAuthPage, serveFakeApi } from './test-frame.tsx'

/**
 * Registration with the API faked. (e2e/auth.e2e.ts also registers end to end against a real
 * server, reading the SMS code from its outbox.)
 */
const server = serveFakeApi()
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  captchas = 0
})
afterEach(() => {
  vi.restoreAllMocks()
  forgetVisitor()
})

let captchas = 0
const captcha = () => ok({ imageToken: `token-${++captchas}`, imageData: 'data:image/svg+xml;base64,PHN2Zy8+' })

const happyServer = {
  'GET member/image/code': captcha,
  'GET member/sms/code': () => ok({ status: true, message: '短信发送成功' }),
  'POST member': () => ok({ token: 'new-member-token' }),
  'GET member': () =>
    ok({ ...demoProfile, memberInfo: { ...demoProfile.memberInfo, user_id: 99, mobile: '13712345678' } }),
  'GET cartcount': () => ok({ item_count: 0, cart_count: 0 }),
  'GET shops/protocol': () =>
    ok({
      type: 'member_register',
      title: 'mallfront 用户注册协议',
      content: '<h3>一、协议的确认</h3><p>欢迎注册<script>alert(1)</script></p>',
      update_date: '2026-07-26',
    }),
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

async function openPage(redirectPath = '/') {
  const frame = renderAuthPage(RegisterPage, '/auth/reg', { redirectPath })
  await screen.findByRole('heading', { name: '用户注册' })
  return frame
}

describe('RegisterPage', () => {
  it('keeps 立即注册 disabled until the agreement is ticked', async () => {
    server.answer(happyServer)
    await openPage()
    const submit = screen.getByRole('button', { name: '立即注册' })
    expect(submit).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    expect(submit).toHaveProperty('disabled', false)
  })

  it('shows spec 5 messages word for word under the fields', async () => {
    server.answer(happyServer)
    await openPage()
    type('手机号', '23800000000')
    fireEvent.blur(field('手机号'))
    type('设置密码', 'abc123')
    fireEvent.blur(field('设置密码'))
    type('确认密码', 'abc124')
    fireEvent.blur(field('确认密码'))
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy()
    expect(screen.getByText('8-20位密码，必须为数字和字母混合')).toBeTruthy()
    expect(screen.getByText('输入的密码不一致')).toBeTruthy()

    type('设置密码', 'abc12345!')
    fireEvent.blur(field('设置密码'))
    expect(screen.getByText('密码不能包括特殊字符')).toBeTruthy()

    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }))
    expect(screen.getByText('请输入短信验证码')).toBeTruthy()
    expect(server.callsTo('POST', 'member')).toEqual([])
  })

  it('asks for the image captcha before sending the code, and redraws it after every request', async () => {
    server.answer({ ...happyServer, 'GET member/sms/code': () => refused(400, 'CAPTCHA_WRONG', '图片验证码错误') })
    await openPage()
    const image = await screen.findByRole('img', { name: '图片验证码' })
    expect(image.getAttribute('width')).toBe('96')
    expect(image.getAttribute('height')).toBe('32')
    type('手机号', '13712345678')
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(screen.getByText('请输入图片验证码')).toBeTruthy()
    expect(server.callsTo('GET', 'member/sms/code')).toEqual([])

    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false))
    type('图片验证码', 'XXXX')
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('图片验证码错误')).toBeTruthy()
    const [request] = server.callsTo('GET', 'member/sms/code')
    expect(Object.fromEntries(request!.params)).toMatchObject({
      mobile: '13712345678',
      type: 'sign',
      token: 'token-1',
      yzm: 'XXXX',
    })
    await waitFor(() => expect(server.callsTo('GET', 'member/image/code').length).toBeGreaterThanOrEqual(1))
    expect((field('图片验证码') as HTMLInputElement).value).toBe('')

    // 换一张 draws another picture on demand.
    const before = server.callsTo('GET', 'member/image/code').length
    fireEvent.click(screen.getByRole('button', { name: '换一张图片验证码' }))
    await waitFor(() => expect(server.callsTo('GET', 'member/image/code').length).toBe(before + 1))
  })

  it('opens 《用户注册协议》 from shops/protocol in the modal; 同意并继续 ticks the box', async () => {
    server.answer(happyServer)
    await openPage()
    fireEvent.click(screen.getByRole('button', { name: '《用户注册协议》' }))
    const dialog = await screen.findByRole('dialog', { name: 'mallfront 用户注册协议' })
    expect(within(dialog).getByText('欢迎注册')).toBeTruthy()
    expect(dialog.querySelector('script')).toBeNull()
    expect(server.callsTo('GET', 'shops/protocol')[0]!.params.get('type')).toBe('member_register')
    fireEvent.click(within(dialog).getByRole('button', { name: '同意并继续' }))
    expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toHaveProperty('checked', true)
  })

  it('registers, is signed in at once, shows 注册成功 and goes to redirectUrl', async () => {
    server.answer(happyServer)
    const frame = await openPage('/cart')
    await screen.findByRole('img', { name: '图片验证码' })
    type('手机号', '13712345678')
    type('图片验证码', 'K7WM')
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await screen.findByText('验证码已发送至 137****5678，5分钟内有效')
    expect(await screen.findByRole('button', { name: /^60秒后重新获取$/ })).toHaveProperty('disabled', true)

    type('短信验证码', '246810')
    type('设置密码', 'newpass88')
    type('确认密码', 'newpass88')
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }))

    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('注册成功'))
    expect((await screen.findByTestId('location', {}, { timeout: 3000 })).textContent).toBe('/cart')
    const [register] = server.callsTo('POST', 'member')
    expect(Object.fromEntries(register!.params)).toMatchObject({
      mobile: '13712345678',
      vcode: '246810',
      password: 'newpass88',
      password_confirm: 'newpass88',
    })
    expect(frame.user.getState().signedIn).toBe(true)
    expect(readCookie('customer_token')).toBeUndefined()
    expect(frame.user.getState().userInfo?.memberInfo?.mobile).toBe('13712345678')
  })

  it('shows 该手机号已注册 under the mobile when the server says so', async () => {
    server.answer({ ...happyServer, 'POST member': () => refused(409, 'MOBILE_TAKEN', '该手机号已注册') })
    await openPage()
    type('手机号', '13800000000')
    type('短信验证码', '246810')
    type('设置密码', 'newpass88')
    type('确认密码', 'newpass88')
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }))
    expect(await screen.findByText('该手机号已注册')).toBeTruthy()
    expect(field('手机号').getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByTestId('location')).toBeNull()
  })
})
