// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import ForgetPasswordPage from './ForgetPasswordPage.tsx'
import { ok, refused, renderAuthPage, serveFakeApi } from './test-frame.tsx'

const server = serveFakeApi()

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const currentStep = () =>
  within(screen.getByRole('list', { name: '找回密码步骤' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')

const recovery = {
  'GET member/image/code': () => ok({ imageToken: 'forget-token', imageData: 'data:image/svg+xml;base64,PHN2Zy8+' }),
  'GET member/sms/code': () => ok({ status: true, message: '短信发送成功' }),
  'POST member.safe.checkResetLoginPassword': () => ok({ status: true }),
  'POST member/reset/password': () => ok({ status: true }),
}

async function verifyIdentity() {
  renderAuthPage(ForgetPasswordPage, '/auth/forget-password')
  await screen.findByRole('img', { name: '图片验证码' })
  type('手机号', '13800000000')
  type('图片验证码', 'K7WM')
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  await screen.findByText('验证码已发送至 138****0000，5分钟内有效')
  type('短信验证码', '135790')
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
}

describe('ForgetPasswordPage', () => {
  it('walks 验证身份 → 设置新密码 → 完成, checking the code before asking for the password', async () => {
    server.answer(recovery)
    await verifyIdentity()
    expect(await screen.findByText('正在为 138****0000 设置新密码')).toBeTruthy()
    expect(currentStep()?.textContent).toContain('设置新密码')
    const [sms] = server.callsTo('GET', 'member/sms/code')
    expect(Object.fromEntries(sms!.params)).toMatchObject({ type: 'forget', token: 'forget-token', yzm: 'K7WM' })
    expect(Object.fromEntries(server.callsTo('POST', 'member.safe.checkResetLoginPassword')[0]!.params)).toMatchObject({
      mobile: '13800000000',
      vcode: '135790',
    })
    expect(server.callsTo('POST', 'member/reset/password')).toEqual([])
    expect(document.activeElement).toBe(field('新密码'))

    type('新密码', 'abc')
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))
    expect(screen.getByText('8-20位密码，必须为数字和字母混合')).toBeTruthy()
    expect(screen.getByText('请再次输入密码')).toBeTruthy()
    type('新密码', 'reset2026x')
    type('确认密码', 'reset2026x')
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))

    expect(await screen.findByText('密码重置成功')).toBeTruthy()
    expect(currentStep()?.textContent).toContain('完成')
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/auth/login')
    expect(Object.fromEntries(server.callsTo('POST', 'member/reset/password')[0]!.params)).toMatchObject({
      mobile: '13800000000',
      vcode: '135790',
      password: 'reset2026x',
      password_confirm: 'reset2026x',
    })
  })

  it('stays on step 1 with the message when the code is wrong', async () => {
    server.answer({
      ...recovery,
      'POST member.safe.checkResetLoginPassword': () => refused(400, 'SMS_CODE_WRONG', '短信验证码错误'),
    })
    await verifyIdentity()
    expect(await screen.findByText('短信验证码错误')).toBeTruthy()
    expect(currentStep()?.textContent).toContain('验证身份')
  })

  it('offers to verify again when the code expired before the new password was saved', async () => {
    server.answer({
      ...recovery,
      'POST member/reset/password': () => refused(400, 'SMS_CODE_EXPIRED', '短信验证码已失效，请重新获取'),
    })
    await verifyIdentity()
    await screen.findByText('正在为 138****0000 设置新密码')
    type('新密码', 'reset2026x')
    type('确认密码', 'reset2026x')
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))
    expect(await screen.findByText('短信验证码已失效，请重新获取')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新验证身份' }))
    expect(currentStep()?.textContent).toContain('验证身份')
    expect(field('手机号')).toBeTruthy()
  })
})
