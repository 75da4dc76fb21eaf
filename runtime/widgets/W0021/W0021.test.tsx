// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { w0021Defaults } from '../../../schemas/widgets/W0021.ts'
import { rememberSession } from '../../lib/auth-storage.ts'
import { toastStore } from '../../components/toast/toast.ts'
import { WidgetNavigationProvider } from '../shared/navigation.tsx'
import type { WidgetMode } from '../types.ts'
import { resolvedCoupon } from '../test-goods.ts'
import type { WidgetCoupon } from '../shared/coupon/coupon.ts'
import { W0021 } from './index.ts'

const coupons: WidgetCoupon[] = [
  resolvedCoupon(1, { title: '满100减10', reduce_cost: 1000, least_cost: 10000 }),
  resolvedCoupon(2, { title: '全场8折', card_type: 'discount', discount: 20, getted: 1, user_get_num: 1 }),
  resolvedCoupon(3, { title: '新人券', reduce_cost: 500, least_cost: 5000, getted: 2 }),
  resolvedCoupon(4, { title: '第二页券', reduce_cost: 300 }),
]

function renderCoupons(mode: WidgetMode, navigate = vi.fn()) {
  render(
    <WidgetNavigationProvider navigate={navigate}>
      <W0021
        settings={{ ...w0021Defaults, moreLinkData: { linkPage: 'href', href: '/coupons' } }}
        data={coupons}
        mode={mode}
      />
    </WidgetNavigationProvider>,
  )
  return navigate
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const claimButton = (title: string) => screen.getByRole('button', { name: new RegExp(`：${title}$`) })

// The browser's API client binds fetch when first made, so one stub serves the whole file.
const fetchMock = vi.fn<typeof fetch>()

beforeAll(() => vi.stubGlobal('fetch', fetchMock))
afterAll(() => vi.unstubAllGlobals())

beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => answer(200, { data: { status: true, card_id: 1 } }))
})

afterEach(() => {
  cleanup()
  rememberSession('customer', false)
  localStorage.clear()
  toastStore.setState({ toasts: [] })
})

describe('W0021 coupons', () => {
  it('labels each claim button by getted and disables the received and sold-out ones', () => {
    renderCoupons('render')
    expect(claimButton('满100减10').textContent).toBe('立即领取')
    expect((claimButton('满100减10') as HTMLButtonElement).disabled).toBe(false)
    expect(claimButton('全场8折').textContent).toBe('已领取')
    expect((claimButton('全场8折') as HTMLButtonElement).disabled).toBe(true)
    expect(claimButton('新人券').textContent).toBe('已抢光')
    expect((claimButton('新人券') as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows amounts, folds and conditions, three coupons per slide', () => {
    const { container } = render(<W0021 settings={w0021Defaults} data={coupons} mode="render" />)
    const slides = container.querySelectorAll('.mf-w0021__slide')
    expect(slides).toHaveLength(2)
    expect(slides[0].querySelectorAll('.mf-w0021__coupon')).toHaveLength(3)
    expect(screen.getByText('¥10.00')).toBeTruthy()
    expect(screen.getByText('8折')).toBeTruthy()
    expect(screen.getByText('满¥100.00可用')).toBeTruthy()
    expect(screen.getAllByText('无门槛')).toHaveLength(2)
    expect(slides[1].getAttribute('aria-hidden')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '下一组优惠券' }))
    expect(slides[1].getAttribute('aria-hidden')).toBe('false')
    expect((screen.getByRole('button', { name: '下一组优惠券' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it.each(['design', 'preview'] as const)('claims nothing in %s mode', async (mode) => {
    rememberSession('customer', true)
    const navigate = renderCoupons(mode)
    fireEvent.click(claimButton('满100减10'))
    await act(async () => {})
    expect(fetchMock).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('sends a guest to the login page with the current path to come back to', async () => {
    window.history.replaceState(null, '', '/custompage?pageid=3')
    const navigate = renderCoupons('render')
    fireEvent.click(claimButton('满100减10'))
    await act(async () => {})
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fcustompage%3Fpageid%3D3')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('claims for a member: toast, button marked received, then the go-shopping dialog leads to /items?keywords=', async () => {
    rememberSession('customer', true)
    const navigate = renderCoupons('render')
    fireEvent.click(claimButton('满100减10'))

    const dialog = await screen.findByRole('dialog')
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toContain('/api/h5app/wxapp/user/receiveCard?')
    expect(url).toContain('card_id=1')
    // The session rides on its HttpOnly cookie; the page sends no token of its own.
    expect(new Headers(init.headers).has('authorization')).toBe(false)
    expect(toastStore.getState().toasts.map((t) => [t.kind, t.message])).toContainEqual(['success', '领取成功'])
    expect(claimButton('满100减10').textContent).toBe('已领取')
    expect((claimButton('满100减10') as HTMLButtonElement).disabled).toBe(true)

    expect(dialog.getAttribute('aria-modal')).toBe('true')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(navigate).toHaveBeenCalledWith('/items?keywords=')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes the dialog on 取消 and on Escape without navigating', async () => {
    rememberSession('customer', true)
    const navigate = renderCoupons('render')
    fireEvent.click(claimButton('满100减10'))
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: '下一组优惠券' }))
    fireEvent.click(claimButton('第二页券'))
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(navigate).not.toHaveBeenCalled()
  })

  it('shows the server message when the claim is refused and keeps the coupon claimable', async () => {
    rememberSession('customer', true)
    fetchMock.mockImplementation(async () =>
      answer(409, { status_code: 409, code: 'COUPON_SOLD_OUT', message: '优惠券已领完' }),
    )
    renderCoupons('render')
    fireEvent.click(claimButton('满100减10'))
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('优惠券已领完'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(claimButton('满100减10').textContent).toBe('立即领取')
    expect((claimButton('满100减10') as HTMLButtonElement).disabled).toBe(false)
  })

  it('links the more link only in render mode', () => {
    render(
      <W0021
        settings={{ ...w0021Defaults, moreLinkData: { linkPage: 'href', href: '/coupons' } }}
        data={coupons}
        mode="design"
      />,
    )
    expect(screen.getByText('查看更多 ›').getAttribute('href')).toBeNull()
    cleanup()
    render(
      <W0021
        settings={{ ...w0021Defaults, moreLinkData: { linkPage: 'href', href: '/coupons' } }}
        data={coupons}
        mode="render"
      />,
    )
    expect(screen.getByText('查看更多 ›').getAttribute('href')).toBe('/coupons')
  })
})
