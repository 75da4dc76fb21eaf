// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { Coupon } from '../../api/coupons.ts'
import { centreCoupons } from './test-coupons.ts'
import { rememberSession } from '../../lib/auth-storage.ts'
import { toastStore } from '../../components/toast/toast.ts'
import { CouponCenter } from './CouponCenter.tsx'

const coupons = centreCoupons

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
}

// The browser's API client binds fetch when first made, so one stub serves the whole file.
const fetchMock = vi.fn<typeof fetch>()
beforeAll(() => vi.stubGlobal('fetch', fetchMock))
afterAll(() => vi.unstubAllGlobals())

beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('user/receiveCard'))
      return answer({ data: { status: true, code: 'X', card_id: 1, user_card_id: 9 } })
    // After the claim the server reports the personal limit reached.
    return answer({ data: { list: coupons.map((c) => (c.card_id === 1 ? { ...c, getted: 1 } : c)), total_count: 3 } })
  })
})

afterEach(() => {
  cleanup()
  rememberSession('customer', false)
  localStorage.clear()
  toastStore.setState({ toasts: [] })
})

function LoginProbe() {
  const location = useLocation()
  return <p>登录页 {location.pathname + location.search}</p>
}

function renderCenter(list: Coupon[] = coupons) {
  const router = createMemoryRouter(
    [
      {
        path: '/receive/coupons',
        loader: () => ({ coupons: list }),
        Component: CouponCenter,
        HydrateFallback: () => null,
      },
      { path: '/auth/login', Component: LoginProbe },
    ],
    { initialEntries: ['/receive/coupons'] },
  )
  render(<RouterProvider router={router} />)
}

const claimButton = (title: string) => screen.findByRole('button', { name: new RegExp(`：${title}$`) })

describe('CouponCenter', () => {
  it('lists every coupon under 全部 and filters by type on the tabs', async () => {
    renderCenter()
    await claimButton('满100减10')
    expect(screen.getAllByRole('article')).toHaveLength(3)
    fireEvent.click(screen.getByRole('tab', { name: '折扣券' }))
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['全场8折'])
    expect(screen.getByRole('tab', { name: '折扣券' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: '赠品券' }))
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['赠品保温杯'])
    fireEvent.click(screen.getByRole('tab', { name: '满减券' }))
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['满100减10'])
    fireEvent.click(screen.getByRole('tab', { name: '全部' }))
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('shows the empty state for a type without coupons', async () => {
    renderCenter([coupons[0]])
    await claimButton('满100减10')
    fireEvent.click(screen.getByRole('tab', { name: '赠品券' }))
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByText('暂无可领取的优惠券')).toBeTruthy()
  })

  it('disables received and sold-out coupons', async () => {
    renderCenter()
    expect(((await claimButton('全场8折')) as HTMLButtonElement).disabled).toBe(true)
    expect(((await claimButton('赠品保温杯')) as HTMLButtonElement).disabled).toBe(true)
    expect(((await claimButton('满100减10')) as HTMLButtonElement).disabled).toBe(false)
  })

  it('sends a guest to the login page and back here afterwards', async () => {
    renderCenter()
    fireEvent.click(await claimButton('满100减10'))
    expect(await screen.findByText('登录页 /auth/login?redirectUrl=%2Freceive%2Fcoupons')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('claims for a member, shows 领取成功 and reloads the list', async () => {
    rememberSession('customer', true)
    renderCenter()
    fireEvent.click(await claimButton('满100减10'))
    await waitFor(async () =>
      expect(((await claimButton('满100减10')) as HTMLButtonElement).textContent).toBe('已领取'),
    )
    const urls = fetchMock.mock.calls.map(([input]) => String(input))
    expect(urls[0]).toContain('/api/h5app/wxapp/user/receiveCard?')
    expect(urls[0]).toContain('card_id=1')
    expect(urls[1]).toContain('/api/h5app/wxapp/user/newGetCardList?')
    expect(urls[1]).toMatch(/end_date=1.*page_size=999|page_size=999.*end_date=1/)
    expect(toastStore.getState().toasts.map((t) => [t.kind, t.message])).toContainEqual(['success', '领取成功'])
  })

  it('keeps the list when the server refuses, showing its message', async () => {
    rememberSession('customer', true)
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ status_code: 409, code: 'SOLD_OUT', message: '优惠券已领完' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    )
    renderCenter()
    fireEvent.click(await claimButton('满100减10'))
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('优惠券已领完'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(((await claimButton('满100减10')) as HTMLButtonElement).textContent).toBe('立即领取')
  })
})
