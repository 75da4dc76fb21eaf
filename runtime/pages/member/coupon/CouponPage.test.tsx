// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { Http } from '../../../api/http.ts'
import CouponPage from './CouponPage.tsx'
import { renderPage, guestRequest, memberRequest, thrownBy } from './asset-test-kit.tsx'
import { couponUseHref, heldCouponScope, isExpiringSoon } from './held-coupon.ts'
import { loadMemberCoupons, type MemberCouponData } from './load-member-coupons.ts'
import { heldCoupon } from './test-coupons.ts'

afterEach(cleanup)

const NOW = 1795300000

function data(overrides: Partial<MemberCouponData> = {}): MemberCouponData {
  const list = [
    heldCoupon(),
    heldCoupon({
      id: 3,
      card_id: 3,
      card_type: 'discount',
      title: '数码 8 折券',
      discount: 20,
      reduce_cost: 0,
      least_cost: 0,
      object_use_for: '',
      use_scope: 'category',
      custom_url: '',
    }),
  ]
  return {
    tab: 'unused',
    page: 1,
    list,
    total: list.length,
    counts: { unused: 2, used: 1, expired: null },
    now: NOW,
    ...overrides,
  }
}

const tabs = () => screen.getByRole('navigation', { name: '优惠券状态' })

describe('CouponPage', () => {
  it('marks the tab of the address and shows each tab’s count', async () => {
    renderPage(CouponPage, '/member/coupon', '/member/coupon', data())
    await screen.findByRole('article', { name: '满199减20' })
    const current = within(tabs()).getByRole('link', { current: 'page' })
    expect(current.getAttribute('aria-label')).toBe('未使用 2')
    expect(within(tabs()).getByRole('link', { name: '已使用 1' }).getAttribute('href')).toBe(
      '/member/coupon?status=used',
    )
    // An unknown count shows no number at all.
    expect(within(tabs()).getByRole('link', { name: '已过期' }).textContent).toBe('已过期')
    expect(screen.getByRole('link', { name: '领券中心 >' }).getAttribute('href')).toBe('/member/coupon-center')
  })

  it('shows the face value, threshold, scope and dates, and 去使用 where the coupon applies', async () => {
    renderPage(CouponPage, '/member/coupon', '/member/coupon', data())
    const cash = within(await screen.findByRole('article', { name: '满199减20' }))
    expect(cash.getByText('¥20')).toBeTruthy()
    expect(cash.getByText('满199元可用')).toBeTruthy()
    expect(cash.getByText('满减券')).toBeTruthy()
    expect(cash.getByText('全场通用')).toBeTruthy()
    expect(cash.getByText('2026-11-22 至 2027-02-21')).toBeTruthy()
    expect(cash.getByRole('link', { name: '去使用：满199减20' }).getAttribute('href')).toBe('/items')

    const fold = within(screen.getByRole('article', { name: '数码 8 折券' }))
    expect(fold.getByText('8折')).toBeTruthy()
    expect(fold.getByText('无门槛')).toBeTruthy()
    expect(fold.getByText('指定分类可用')).toBeTruthy()
  })

  it('stamps used and expired coupons instead of offering 去使用', async () => {
    const used = heldCoupon({ status: 'used', used_at: 1795323600, order_id: '1' })
    renderPage(
      CouponPage,
      '/member/coupon',
      '/member/coupon?status=used',
      data({ tab: 'used', list: [used], total: 1 }),
    )
    const card = within(await screen.findByRole('article', { name: '满199减20' }))
    expect(card.getByLabelText('状态：已使用').textContent).toBe('已使用')
    expect(card.getByText('使用时间：2026-11-22 13:00:00')).toBeTruthy()
    expect(card.queryByRole('link', { name: /去使用/ })).toBeNull()
    expect(screen.queryByText(/每张订单限用一张优惠券/)).toBeNull()
  })

  it('shows each tab’s empty state, with 去领券 only under 未使用', async () => {
    renderPage(CouponPage, '/member/coupon', '/member/coupon', data({ list: [], total: 0 }))
    await screen.findByText('您暂无可用的优惠券')
    expect(screen.getByRole('link', { name: '去领券' }).getAttribute('href')).toBe('/member/coupon-center')
    cleanup()
    renderPage(
      CouponPage,
      '/member/coupon',
      '/member/coupon?status=expired',
      data({ tab: 'expired', list: [], total: 0 }),
    )
    await screen.findByText('您暂无已过期的优惠券')
    expect(screen.queryByRole('link', { name: '去领券' })).toBeNull()
  })

  it('pages with links that keep the tab', async () => {
    renderPage(
      CouponPage,
      '/member/coupon',
      '/member/coupon?status=used&page=2',
      data({ tab: 'used', page: 2, total: 30 }),
    )
    const pager = await screen.findByRole('navigation', { name: '分页' })
    expect(within(pager).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe(
      '/member/coupon?status=used&page=3',
    )
    expect(within(pager).getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/member/coupon?status=used')
  })
})

describe('held coupon helpers', () => {
  it('uses the coupon’s own page only when it is a path of the shop', () => {
    expect(couponUseHref({ custom_url: '/items?cat_id=3' })).toBe('/items?cat_id=3')
    expect(couponUseHref({ custom_url: '' })).toBe('/items')
    expect(couponUseHref({ custom_url: 'https://evil.example/' })).toBe('/items')
    expect(couponUseHref({ custom_url: '//evil.example/' })).toBe('/items')
    expect(couponUseHref({ custom_url: 'javascript:alert(1)' })).toBe('/items')
  })

  it('names the scope in the mall’s words, else by use_scope', () => {
    expect(heldCouponScope({ object_use_for: '仅限数码', use_scope: 'category' })).toBe('仅限数码')
    expect(heldCouponScope({ object_use_for: ' ', use_scope: 'goods' })).toBe('指定商品可用')
  })

  it('flags unused coupons ending within three days', () => {
    expect(isExpiringSoon({ status: 'unused', end_date: NOW + 3600 }, NOW)).toBe(true)
    expect(isExpiringSoon({ status: 'unused', end_date: NOW + 4 * 86400 }, NOW)).toBe(false)
    expect(isExpiringSoon({ status: 'used', end_date: NOW + 3600 }, NOW)).toBe(false)
  })
})

describe('loadMemberCoupons', () => {
  function fakeHttp(totals: Record<number, number | Error>) {
    const paged = vi.fn(async (_path: string, query: { status: number; page_size: number }) => {
      const total = totals[query.status]
      if (total instanceof Error) throw total
      return { list: query.page_size === 1 ? [] : [heldCoupon()], total }
    })
    return { http: { paged } as unknown as Http, paged }
  }

  it('sends a guest to the login page', async () => {
    const { http, paged } = fakeHttp({})
    const thrown = (await thrownBy(loadMemberCoupons(http, guestRequest('/member/coupon?status=used')))) as Response
    expect(thrown.headers.get('location')).toBe('/auth/login?redirectUrl=%2Fmember%2Fcoupon%3Fstatus%3Dused')
    expect(paged).not.toHaveBeenCalled()
  })

  it('reads the page of the tab and the other tabs’ counts', async () => {
    const { http, paged } = fakeHttp({ 1: 2, 2: 14, 3: new Error('offline') })
    const result = await loadMemberCoupons(http, memberRequest('/member/coupon?status=used&page=2'))
    expect(paged).toHaveBeenCalledWith('user/getUserCardList', { status: 2, page_no: 2, page_size: 12 }, undefined)
    expect(paged).toHaveBeenCalledWith(
      'user/getUserCardList',
      { status: 1, page_no: 1, page_size: 1 },
      { silent: true },
    )
    expect(result).toMatchObject({ tab: 'used', page: 2, total: 14, counts: { unused: 2, used: 14, expired: null } })
  })

  it('goes to the last page when the address is past it', async () => {
    const { http } = fakeHttp({ 1: 13, 2: 0, 3: 0 })
    const thrown = (await thrownBy(loadMemberCoupons(http, memberRequest('/member/coupon?page=5')))) as Response
    expect(thrown.headers.get('location')).toBe('/member/coupon?page=2')
  })
})
