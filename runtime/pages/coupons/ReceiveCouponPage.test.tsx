// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { centreCoupons } from './test-coupons.ts'
import { rememberSession } from '../../lib/auth-storage.ts'
import { toastStore } from '../../components/toast/toast.ts'
import { loadCouponCenter } from './load-coupons.ts'
import ReceiveCouponPage from './ReceiveCouponPage.tsx'
import { pageRoute, renderSignedIn } from '../../stores/test-render.tsx'

const coupons = centreCoupons.slice(0, 2)
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input instanceof Request ? input.url : input)
  if (url.includes('user/receiveCard')) return json({ data: { status: true, code: 'X', card_id: 1, user_card_id: 9 } })
  return json({ data: { list: coupons.map((c) => (c.card_id === 1 ? { ...c, getted: 1 } : c)), total_count: 2 } })
})
beforeAll(() => vi.stubGlobal('fetch', fetchMock))
afterAll(() => vi.unstubAllGlobals())
afterEach(() => {
  cleanup()
  rememberSession('customer', false)
  toastStore.setState({ toasts: [] })
})

function renderPage() {
  renderSignedIn([pageRoute('/member/receiveCoupon', ReceiveCouponPage, () => ({ coupons }))], '/member/receiveCoupon')
}

describe('/member/receiveCoupon', () => {
  it('shows the coupon centre’s tabs and coupons inside the member centre', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: '领取优惠券', level: 1 })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: '会员中心' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('claims a coupon with the centre’s rules and reads the list again', async () => {
    rememberSession('customer', true)
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: /：满100减10$/ }))
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['领取成功']))
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('user/receiveCard'))).toBe(true)
  })

  it('sends a guest to log in and back', async () => {
    const error = await loadCouponCenter({} as never, new Request('http://shop.test/member/receiveCoupon'), true).catch(
      (e: unknown) => e,
    )
    expect((error as Response).headers.get('location')).toBe('/auth/login?redirectUrl=%2Fmember%2FreceiveCoupon')
  })
})
