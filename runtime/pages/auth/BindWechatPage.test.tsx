// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { toastStore } from '../../components/toast/toast.ts'
import { Toaster } from '../../components/toast/Toaster.tsx'
import { rememberSession } from '../../lib/auth-storage.ts'
import { parseCookies, removeCookie } from '../../lib/cookies.ts'
import BindWechatPage, { loader } from './BindWechatPage.tsx'
import { loader as redirectLoader } from './RedirectPage.tsx'
import { ok, refused, serveFakeApi } from './test-frame.tsx'

const server = serveFakeApi()
afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) removeCookie(name)
  localStorage.clear()
  rememberSession('customer', false)
  toastStore.setState({ toasts: [] })
})

const provider = () => ok([{ type: 'weixin', name: '微信', is_test: true }])
const bound = { type: 'weixin', name: '微信', nickname: '小明', avatar: '', bound_at: 1_767_225_600 }
const params = () =>
  ok({
    type: 'weixin',
    appid: 'wxtest',
    scope: 'snsapi_login',
    state: 's1',
    redirect_uri: 'http://localhost/auth/bindwechat',
    url: 'http://localhost/authorize?state=s1',
    expires_in: 600,
  })

/** The page with its real loader, which reads the member's bindings through the (fake) API. */
function renderBindWechat(path: string) {
  const router = createMemoryRouter(
    [{ path: '/auth/bindwechat', loader, Component: BindWechatPage, HydrateFallback: () => null }],
    { initialEntries: [path] },
  )
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  )
}

const redirectOf = (thrown: unknown) => (thrown as Response).headers.get('location')

describe('BindWechatPage', () => {
  it('sends a guest to sign in first and back here afterwards', async () => {
    server.answer({})
    const thrown = await loader({
      request: new Request('http://localhost/auth/bindwechat'),
      params: {},
      context: undefined,
    } as never).catch((error: unknown) => error)
    expect(redirectOf(thrown)).toBe('/auth/login?redirectUrl=%2Fauth%2Fbindwechat')
    expect(server.calls).toEqual([])
  })

  it('shows the bound WeChat and unbinds it after 确定 in the confirm dialog', async () => {
    rememberSession('customer', true)
    let bindings = [bound]
    server.answer({
      'GET user.trustlogin.list': () => ok(bindings),
      'GET trustlogin/list': provider,
      'GET trustlogin/params': params,
      'POST user.trustlogin.unbind': () => {
        bindings = []
        return ok({ status: true })
      },
    })
    renderBindWechat('/auth/bindwechat')
    expect(await screen.findByText('小明')).toBeTruthy()
    expect(screen.getByText(/绑定于 2026-01-01/)).toBeTruthy()
    expect(server.callsTo('GET', 'trustlogin/params')).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }))
    const dialog = await screen.findByRole('dialog', { name: '解除绑定' })
    expect(dialog.textContent).toContain('确定解除与微信“小明”的绑定吗？')
    fireEvent.click(screen.getByRole('button', { name: '确定' }))

    expect(await screen.findByText('解绑成功')).toBeTruthy()
    expect(server.callsTo('POST', 'user.trustlogin.unbind')[0]!.params.get('type')).toBe('weixin')
    expect(await screen.findByRole('img', { name: '微信扫码二维码' })).toBeTruthy()
    expect(screen.getByText('请使用微信扫一扫绑定')).toBeTruthy()
    expect(server.callsTo('GET', 'trustlogin/params')[0]!.params.get('redirect_url')).toBe('/auth/bindwechat')
    expect(screen.getByRole('link', { name: '使用模拟微信绑定' }).getAttribute('href')).toBe(
      'http://localhost/authorize?state=s1',
    )
  })

  it('binds with the callback code and state, says 绑定成功 and shows the binding', async () => {
    rememberSession('customer', true)
    let bindings: (typeof bound)[] = []
    server.answer({
      'GET user.trustlogin.list': () => ok(bindings),
      'GET trustlogin/list': provider,
      'POST user.trustlogin.bind': () => {
        bindings = [bound]
        return ok(bound)
      },
    })
    renderBindWechat('/auth/bindwechat?code=c0de&state=s1')
    expect(await screen.findByText('绑定成功')).toBeTruthy()
    expect(await screen.findByText('小明')).toBeTruthy()
    const binds = server.callsTo('POST', 'user.trustlogin.bind')
    expect(binds).toHaveLength(1)
    expect(Object.fromEntries(binds[0]!.params)).toMatchObject({ code: 'c0de', state: 's1' })
    // The used code leaves the address bar.
    expect(window.location.search).toBe('')
    expect(server.callsTo('GET', 'trustlogin/params')).toEqual([])
  })

  it('shows a refused binding (该微信已绑定其他账号) above a fresh QR code', async () => {
    rememberSession('customer', true)
    server.answer({
      'GET user.trustlogin.list': () => ok([]),
      'GET trustlogin/list': provider,
      'GET trustlogin/params': params,
      'POST user.trustlogin.bind': () => refused(409, 'TRUST_OPENID_TAKEN', '该微信已绑定其他账号'),
    })
    renderBindWechat('/auth/bindwechat?code=c0de&state=s1')
    const message = await screen.findByText('该微信已绑定其他账号')
    expect(message.closest('[role="alert"]')).toBeTruthy()
    expect(await screen.findByRole('img', { name: '微信扫码二维码' })).toBeTruthy()
    await waitFor(() => expect(server.callsTo('GET', 'trustlogin/params')).toHaveLength(1))
  })
})

describe('RedirectPage loader', () => {
  const bounce = (query: string) => {
    try {
      redirectLoader({
        request: new Request(`http://localhost/auth/redirect${query}`),
        params: {},
        context: undefined,
      } as never)
    } catch (thrown) {
      return redirectOf(thrown)
    }
    throw new Error('the loader did not redirect')
  }

  it('sends the browser on to a page of this site', () => {
    expect(bounce('?redirectUrl=%2Fmember%2Ftrade%3Fstatus%3D1')).toBe('/member/trade?status=1')
  })

  it('falls back to the home page for a missing or off-site redirectUrl', () => {
    expect(bounce('')).toBe('/')
    expect(bounce('?redirectUrl=%2F%2Fevil.example')).toBe('/')
    expect(bounce('?redirectUrl=https%3A%2F%2Fevil.example')).toBe('/')
    expect(bounce('?redirectUrl=javascript%3Aalert(1)')).toBe('/')
  })
})
