// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { App } from '../App.tsx'
import { fail, ok, operator, session, stubFetch, template } from '../test-fetch.ts'
import { accessStore } from './access-store.ts'

beforeEach(() => {
  accessStore.setState({ access: { kind: 'checking' } })
  window.history.replaceState(null, '', '/designer/')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('designer access', () => {
  it('shows only the operator sign-in to a guest (401)', async () => {
    stubFetch({ 'GET /api/designer/session': fail(401, '请先登录') })
    const { container } = render(<App />)
    expect(await screen.findByRole('heading', { name: '页面设计器 · 运营登录' })).toBeTruthy()
    expect(screen.getByLabelText('账号')).toBeTruthy()
    expect(screen.getByLabelText('密码')).toBeTruthy()
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy()
    // Nothing of the designer: no page list, no editor, no operator menu.
    expect(screen.queryByText('页面管理')).toBeNull()
    expect(container.querySelector('.dz-list-screen, .dz-editor, .dz-operator')).toBeNull()
  })

  it("shows the server's refusal inline and signs in with the typed account", async () => {
    const { calls } = stubFetch({
      'GET /api/designer/session': fail(401, '请先登录'),
      'POST /api/designer/session': ({ body }) =>
        (body as { password: string }).password === 'right' ? session : fail(400, '账号或密码错误'),
      'GET /api/designer/templates': ok({ list: [template()], total_count: 1 }),
    })
    render(<App />)
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'admin' } })
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误')
    expect(screen.queryByText('页面管理')).toBeNull()

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'right' } })
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('heading', { name: '页面管理' })).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      username: 'admin',
      password: 'right',
    })
  })

  it('asks for the texted code when the account is under attack, then sends password and code together', async () => {
    const CODE_REQUIRED = '该账号近期登录失败次数过多，请获取短信验证码，与密码一起登录'
    const sent = '如该账号已绑定手机号，验证码已发送至该手机，5分钟内有效'
    const { calls } = stubFetch({
      'GET /api/designer/session': fail(401, '请先登录'),
      'POST /api/designer/session': ({ body }) =>
        (body as { vcode?: string }).vcode === '246810'
          ? session
          : fail(403, CODE_REQUIRED, { code: 'SIGN_IN_SECOND_FACTOR_REQUIRED' }),
      'POST /api/designer/session/code': ok({ status: true, message: sent }),
      'GET /api/designer/templates': ok({ list: [template()], total_count: 1 }),
    })
    render(<App />)
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'admin' } })
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'right' } })
    expect(screen.queryByLabelText('短信验证码')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect((await screen.findByRole('alert')).textContent).toBe(CODE_REQUIRED)

    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText(sent)).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/designer/session/code')?.body).toEqual({ username: 'admin' })
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: ' 246810 ' } })
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('heading', { name: '页面管理' })).toBeTruthy()
    expect(
      calls.filter((call) => call.path === '/api/designer/session' && call.method === 'POST').at(-1)?.body,
    ).toEqual({
      username: 'admin',
      password: 'right',
      vcode: '246810',
    })
  })

  it('refuses a member or staff session with the 无权访问 page (403)', async () => {
    stubFetch({ 'GET /api/designer/session': fail(403, '无权访问') })
    render(<App />)
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeTruthy()
    expect(screen.getByText(/您当前登录的账号没有页面设计器的权限/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回商城' }).getAttribute('href')).toBe('/')
    expect(screen.queryByText('页面管理')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '切换账号' }))
    expect(screen.getByRole('heading', { name: '页面设计器 · 运营登录' })).toBeTruthy()
  })

  it("shows a signed-in operator's name and signs out from the top bar", async () => {
    const { calls } = stubFetch({
      'GET /api/designer/session': session,
      'DELETE /api/designer/session': { status: 204, body: null },
      'GET /api/designer/templates': ok({ list: [], total_count: 0 }),
    })
    render(<App />)
    const menu = await screen.findByRole('button', { name: `${operator.name}，账号菜单` })
    expect(within(menu).getByText(operator.name)).toBeTruthy()
    fireEvent.click(menu)
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }))
    expect(await screen.findByRole('heading', { name: '页面设计器 · 运营登录' })).toBeTruthy()
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/designer/session')).toBe(true)
  })
})
