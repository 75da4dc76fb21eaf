// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { readCookie } from '../../lib/cookies.ts'
import { toastStore } from '../../components/toast/toast.ts'
import BindPage from './BindPage.tsx'
import { readPendingBind, savePendingBind, TICKET_TTL_MS } from './pending-bind.ts'
import { demoProfile, forgetVisitor, ok, refused, renderAuthPage, serveFakeApi } from './test-frame.tsx'

const server = serveFakeApi()
beforeEach(() => sessionStorage.clear())
afterEach(() => {
  forgetVisitor()
})

const passwordPanel = () => within(screen.getByRole('tabpanel', { name: '密码绑定' }))
const smsPanel = () => within(screen.getByRole('tabpanel', { name: '短信绑定' }))
const signedIn = {
  'GET member': () => ok(demoProfile),
  'GET cartcount': () => ok({ item_count: 0, cart_count: 0 }),
}

describe('BindPage', () => {
  it('sends a shopper without a ticket back to the login page, keeping redirectUrl', async () => {
    server.answer({})
    renderAuthPage(BindPage, '/auth/bind?redirectUrl=%2Fcart', { redirectPath: '/cart' })
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/login?redirectUrl=%2Fcart')
    expect(server.calls).toEqual([])
  })

  it('does not use a ticket older than the server keeps it', () => {
    savePendingBind({ ticket: 't', nickname: '', avatar: '' }, 1_000)
    expect(readPendingBind(1_000 + TICKET_TTL_MS)).not.toBeNull()
    expect(readPendingBind(1_001 + TICKET_TTL_MS)).toBeNull()
  })

  it('greets the WeChat user and checks the fields before calling the server', async () => {
    savePendingBind({ ticket: 'ticket-abc', nickname: '小明', avatar: 'https://thirdwx.qlogo.cn/a/132' })
    server.answer({})
    renderAuthPage(BindPage, '/auth/bind?redirectUrl=%2Fcart', { redirectPath: '/cart' })
    expect(await screen.findByText('你好，小明')).toBeTruthy()
    expect(screen.getByText(/该微信尚未绑定商城账号/)).toBeTruthy()
    expect(screen.getByRole('img', { name: '微信头像' }).getAttribute('src')).toBe('https://thirdwx.qlogo.cn/a/132')
    expect(screen.getByRole('link', { name: '还没有账号？去注册' }).getAttribute('href')).toBe(
      '/auth/reg?redirectUrl=%2Fcart',
    )

    fireEvent.click(passwordPanel().getByRole('button', { name: '绑定并登录' }))
    expect(passwordPanel().getByText('请输入手机号').getAttribute('role')).toBe('alert')
    expect(passwordPanel().getByText('请输入密码')).toBeTruthy()
    expect(document.activeElement).toBe(passwordPanel().getByLabelText('手机号'))
    fireEvent.change(passwordPanel().getByLabelText('手机号'), { target: { value: '1234' } })
    fireEvent.blur(passwordPanel().getByLabelText('手机号'))
    expect(passwordPanel().getByText('请输入正确的手机号码')).toBeTruthy()
    expect(server.calls).toEqual([])
  })

  it('binds with mobile and password, signs in, forgets the ticket and goes on to redirectUrl', async () => {
    savePendingBind({ ticket: 'ticket-abc', nickname: '小明', avatar: '' })
    server.answer({ 'POST user.trustlogin.bindExistsUser': () => ok({ token: 'bound-token' }), ...signedIn })
    const frame = renderAuthPage(BindPage, '/auth/bind?redirectUrl=%2Fcart', { redirectPath: '/cart' })
    await screen.findByRole('tabpanel', { name: '密码绑定' })
    fireEvent.change(passwordPanel().getByLabelText('手机号'), { target: { value: '13800000000' } })
    fireEvent.change(passwordPanel().getByLabelText('密码'), { target: { value: 'demo1234' } })
    fireEvent.click(passwordPanel().getByRole('button', { name: '绑定并登录' }))

    expect((await screen.findByTestId('location')).textContent).toBe('/cart')
    const [bind] = server.callsTo('POST', 'user.trustlogin.bindExistsUser')
    expect(Object.fromEntries(bind!.params)).toEqual({
      company_id: '1',
      trust_ticket: 'ticket-abc',
      mobile: '13800000000',
      password: 'demo1234',
    })
    expect(frame.user.getState().signedIn).toBe(true)
    expect(readCookie('customer_token')).toBeUndefined()
    expect(frame.user.getState().userInfo).toMatchObject({ userId: 7, login_type: 'wxqrcode' })
    expect(readPendingBind()).toBeNull()
  })

  it('shows the server refusal (409 该账号已绑定其他微信) in the form and keeps the ticket', async () => {
    savePendingBind({ ticket: 'ticket-abc', nickname: '小明', avatar: '' })
    server.answer({
      'POST user.trustlogin.bindExistsUser': () => refused(409, 'TRUST_MEMBER_BOUND', '该账号已绑定其他微信'),
    })
    renderAuthPage(BindPage, '/auth/bind')
    await screen.findByRole('tabpanel', { name: '密码绑定' })
    fireEvent.change(passwordPanel().getByLabelText('手机号'), { target: { value: '13800000000' } })
    fireEvent.change(passwordPanel().getByLabelText('密码'), { target: { value: 'demo1234' } })
    fireEvent.click(passwordPanel().getByRole('button', { name: '绑定并登录' }))
    const alert = await passwordPanel().findByText('该账号已绑定其他微信')
    expect(alert.closest('[role="alert"]')).toBeTruthy()
    expect(toastStore.getState().toasts).toEqual([])
    expect(screen.queryByTestId('location')).toBeNull()
    expect(readPendingBind()?.ticket).toBe('ticket-abc')
    expect(passwordPanel().getByRole('button', { name: '绑定并登录' })).toHaveProperty('disabled', false)
  })

  it('binds with mobile and an SMS login code on the 短信绑定 tab', async () => {
    savePendingBind({ ticket: 'ticket-sms', nickname: '', avatar: '' })
    server.answer({
      'GET member/sms/code': () => ok({ status: true, message: '短信发送成功' }),
      'POST user.trustlogin.bindExistsUser': () => ok({ token: 'sms-bound' }),
      ...signedIn,
    })
    renderAuthPage(BindPage, '/auth/bind')
    expect(await screen.findByText('你好，微信用户')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: '短信绑定' }))
    fireEvent.change(smsPanel().getByLabelText('手机号'), { target: { value: '13800000000' } })
    fireEvent.click(smsPanel().getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(server.callsTo('GET', 'member/sms/code')).toHaveLength(1))
    expect(server.callsTo('GET', 'member/sms/code')[0]!.params.get('type')).toBe('login')
    fireEvent.change(smsPanel().getByLabelText('短信验证码'), { target: { value: '123456' } })
    fireEvent.click(smsPanel().getByRole('button', { name: '绑定并登录' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/')
    const [bind] = server.callsTo('POST', 'user.trustlogin.bindExistsUser')
    expect(Object.fromEntries(bind!.params)).toEqual({
      company_id: '1',
      trust_ticket: 'ticket-sms',
      mobile: '13800000000',
      vcode: '123456',
    })
  })
})
