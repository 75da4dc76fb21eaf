// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { readCookie } from '../../lib/cookies.ts'
import { toastStore } from '../../components/toast/toast.ts'
import LoginPage from './LoginPage.tsx'
import StaffLoginPage from './StaffLoginPage.tsx'
import { demoProfile, forgetVisitor, ok, refused, renderAuthPage, serveFakeApi } from './test-frame.tsx'

const server = serveFakeApi()
afterEach(() => {
  vi.useRealTimers()
  forgetVisitor()
})

const passwordPanel = () => within(screen.getByRole('tabpanel', { name: '密码登录' }))
const smsPanel = () => within(screen.getByRole('tabpanel', { name: '短信登录' }))
/** The page renders once its loader has answered. */
const pageReady = () => screen.findByRole('tablist', { name: '登录方式' })

describe('LoginPage', () => {
  it('offers 密码登录 and 短信登录 as tabs the arrow keys move between', async () => {
    renderAuthPage(LoginPage, '/auth/login')
    const passwordTab = await screen.findByRole('tab', { name: '密码登录' })
    const smsTab = screen.getByRole('tab', { name: '短信登录' })
    expect(passwordTab.getAttribute('aria-selected')).toBe('true')
    expect(smsTab.getAttribute('tabindex')).toBe('-1')
    passwordTab.focus()
    fireEvent.keyDown(passwordTab, { key: 'ArrowRight' })
    expect(smsTab.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(smsTab)
    expect(screen.getByRole('tabpanel', { name: '短信登录' })).toBeTruthy()
    expect(screen.queryByRole('tabpanel', { name: '密码登录' })).toBeNull()
  })

  it('checks the fields on blur and on submit, without calling the server', async () => {
    renderAuthPage(LoginPage, '/auth/login')
    server.answer({})
    await pageReady()
    const mobile = passwordPanel().getByLabelText('手机号')
    fireEvent.change(mobile, { target: { value: '1234' } })
    fireEvent.blur(mobile)
    expect(passwordPanel().getByText('请输入正确的手机号码')).toBeTruthy()
    expect(mobile.getAttribute('aria-invalid')).toBe('true')

    fireEvent.click(passwordPanel().getByRole('button', { name: '登录' }))
    expect(passwordPanel().getByText('请输入密码').getAttribute('role')).toBe('alert')
    expect(document.activeElement).toBe(mobile)
    expect(server.calls).toEqual([])

    // The message goes as soon as the value is fixed.
    fireEvent.change(mobile, { target: { value: '13800000000' } })
    expect(passwordPanel().queryByText('请输入正确的手机号码')).toBeNull()
  })

  it('shows the server refusal in the form', async () => {
    renderAuthPage(LoginPage, '/auth/login')
    server.answer({ 'POST login': () => refused(400, 'WRONG_CREDENTIALS', '手机号或密码错误') })
    await pageReady()
    fireEvent.change(passwordPanel().getByLabelText('手机号'), { target: { value: '13800000000' } })
    fireEvent.change(passwordPanel().getByLabelText('密码'), { target: { value: 'wrong-pass1' } })
    fireEvent.click(passwordPanel().getByRole('button', { name: '登录' }))
    const alert = await passwordPanel().findByText('手机号或密码错误')
    expect(alert.closest('[role="alert"]')).toBeTruthy()
    expect(toastStore.getState().toasts).toEqual([])
    expect(screen.queryByTestId('location')).toBeNull()
  })

  it('signs in: keeps the token, stores the member info, goes to redirectUrl', async () => {
    const frame = renderAuthPage(LoginPage, '/auth/login?redirectUrl=%2Fitems%2F66', { redirectPath: '/items/66' })
    server.answer({
      'POST login': () => ok({ token: 'member-token' }),
      'GET member': () => ok(demoProfile),
    })
    await pageReady()
    fireEvent.change(passwordPanel().getByLabelText('手机号'), { target: { value: ' 13800000000 ' } })
    fireEvent.change(passwordPanel().getByLabelText('密码'), { target: { value: 'demo1234' } })
    fireEvent.click(passwordPanel().getByRole('button', { name: '登录' }))

    expect((await screen.findByTestId('location')).textContent).toBe('/items/66')
    const [login] = server.callsTo('POST', 'login')
    expect(login!.params.get('username')).toBe('13800000000')
    expect(login!.params.get('password')).toBe('demo1234')
    // The server set the HttpOnly session cookie; the page keeps the token nowhere.
    expect(frame.user.getState().signedIn).toBe(true)
    expect(readCookie('customer_token')).toBeUndefined()
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(server.callsTo('GET', 'member')).toHaveLength(1)
    expect(frame.user.getState().userInfo).toEqual({
      userId: 7,
      grade_id: 1,
      login_type: 'password',
      is_staff: '0',
      memberInfo: { mobile: '13800000000' },
    })
    expect(JSON.parse(readCookie('userinfo')!).memberInfo.mobile).toBe('13800000000')
  })

  it('asks for a texted code beside the password when the server says the account needs one, and signs in with both', async () => {
    renderAuthPage(LoginPage, '/auth/login')
    const needsCode = '该账号近期登录失败次数过多，请获取短信验证码，与密码一起登录'
    server.answer({
      'POST login': (call) =>
        call.params.get('vcode') === '654321'
          ? ok({ token: 'member-token' })
          : refused(403, 'SIGN_IN_SECOND_FACTOR_REQUIRED', needsCode),
      'GET member/sms/code': () => ok({ status: true, message: '短信发送成功' }),
      'GET member': () => ok(demoProfile),
      'GET cartcount': () => ok({ item_count: 0, cart_count: 0 }),
    })
    await pageReady()
    expect(passwordPanel().queryByLabelText('短信验证码')).toBeNull()
    fireEvent.change(passwordPanel().getByLabelText('手机号'), { target: { value: '13800000000' } })
    fireEvent.change(passwordPanel().getByLabelText('密码'), { target: { value: 'demo1234' } })
    fireEvent.click(passwordPanel().getByRole('button', { name: '登录' }))
    expect(await passwordPanel().findByText(needsCode)).toBeTruthy()

    // The code field is required now; 获取验证码 texts a login code to the account's mobile.
    fireEvent.click(passwordPanel().getByRole('button', { name: '登录' }))
    expect(await passwordPanel().findByText('请输入短信验证码')).toBeTruthy()
    expect(server.callsTo('POST', 'login')).toHaveLength(1)
    fireEvent.click(passwordPanel().getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(server.callsTo('GET', 'member/sms/code')).toHaveLength(1))
    const [request] = server.callsTo('GET', 'member/sms/code')
    expect(Object.fromEntries(request!.params)).toMatchObject({ mobile: '13800000000', type: 'login' })

    fireEvent.change(passwordPanel().getByLabelText('短信验证码'), { target: { value: '654321' } })
    fireEvent.click(passwordPanel().getByRole('button', { name: '登录' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/')
    const [, withCode] = server.callsTo('POST', 'login')
    expect(Object.fromEntries(withCode!.params)).toMatchObject({
      username: '13800000000',
      password: 'demo1234',
      vcode: '654321',
      auth_type: 'local',
    })
  })

  it('短信登录 sends a login code, counts down 60 s, and signs in with the code', async () => {
    renderAuthPage(LoginPage, '/auth/login')
    server.answer({
      'GET member/sms/code': () => ok({ status: true, message: '短信发送成功' }),
      'POST login': () => ok({ token: 'sms-token' }),
      'GET member': () => ok(demoProfile),
      'GET cartcount': () => ok({ item_count: 0, cart_count: 0 }),
    })
    fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }))
    const send = smsPanel().getByRole('button', { name: '获取验证码' })
    fireEvent.click(send)
    expect(smsPanel().getByText('请输入手机号')).toBeTruthy()
    await waitFor(() => expect(send.textContent).toBe('获取验证码'))
    expect(server.calls).toEqual([])

    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.change(smsPanel().getByLabelText('手机号'), { target: { value: '13800000000' } })
    fireEvent.click(send)
    await waitFor(() => expect(send.textContent).toBe('60秒后重新获取'))
    expect(send).toHaveProperty('disabled', true)
    const [request] = server.callsTo('GET', 'member/sms/code')
    expect(request!.params.get('type')).toBe('login')
    expect(request!.params.get('mobile')).toBe('13800000000')
    expect(smsPanel().getByText('验证码已发送至 138****0000，5分钟内有效')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(send.textContent).toBe('55秒后重新获取')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(56_000)
    })
    expect(send.textContent).toBe('重新获取验证码')
    expect(send).toHaveProperty('disabled', false)
    vi.useRealTimers()

    fireEvent.change(smsPanel().getByLabelText('短信验证码'), { target: { value: '123456' } })
    fireEvent.click(smsPanel().getByRole('button', { name: '登录' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/')
    const [login] = server.callsTo('POST', 'login')
    expect(Object.fromEntries(login!.params)).toMatchObject({
      mobile: '13800000000',
      vcode: '123456',
      auth_type: 'sms',
    })
  })

  it('keeps redirectUrl on the links to 免费注册 and 员工登录', async () => {
    renderAuthPage(LoginPage, '/auth/login?redirectUrl=%2Fcart', { redirectPath: '/cart' })
    expect((await screen.findByRole('link', { name: '免费注册' })).getAttribute('href')).toBe(
      '/auth/reg?redirectUrl=%2Fcart',
    )
    expect(screen.getByRole('link', { name: '员工登录' }).getAttribute('href')).toBe('/staff/login?redirectUrl=%2Fcart')
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/auth/forget-password')
  })
})

describe('StaffLoginPage', () => {
  it('posts to staff/login and shows 该账号不是员工账号 for a plain member', async () => {
    renderAuthPage(StaffLoginPage, '/staff/login')
    server.answer({ 'POST staff/login': () => refused(403, 'NOT_STAFF', '该账号不是员工账号') })
    fireEvent.change(await screen.findByLabelText('员工账号'), { target: { value: '13800000000' } })
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo1234' } })
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('该账号不是员工账号')).toBeTruthy()
    expect(server.callsTo('POST', 'staff/login')[0]!.params.get('username')).toBe('13800000000')
    expect(screen.getByRole('link', { name: '《员工内购协议》' }).getAttribute('href')).toBe('/license/staff')
  })
})
