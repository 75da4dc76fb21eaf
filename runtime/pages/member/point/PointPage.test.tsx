// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { Http } from '../../../api/http.ts'
import type { PointLog } from '../../../api/member.ts'
import { guestRequest, memberRequest, renderPage, thrownBy } from '../coupon/asset-test-kit.tsx'
import PointPage from './PointPage.tsx'
import { loadPoint, type PointData } from './load-point.ts'
import { formatPointDelta, pointsWorthCents } from './point-format.ts'

afterEach(cleanup)

const RULE = { points_per_yuan: 100, max_deduct_percent: 50, earn_per_yuan: 1, text: '' }

const log = (overrides: Partial<PointLog>): PointLog => ({
  id: 1,
  delta: 1500,
  balance_after: 5500,
  type: 'income',
  reason: '签到与评价奖励',
  order_id: null,
  created_at: 1795276800,
  ...overrides,
})

function data(overrides: Partial<PointData> = {}): PointData {
  return {
    summary: { point: 5000, total_earned: 5500, total_spent: 500, rule: RULE },
    page: 1,
    logs: [
      log({
        id: 4,
        delta: -500,
        balance_after: 5000,
        type: 'outcome',
        reason: '积分商城兑换',
        order_id: '100000000000000009',
      }),
      log({ id: 3 }),
    ],
    total: 2,
    ...overrides,
  }
}

describe('PointPage', () => {
  it('shows the balance, what it is worth, the totals and the way to 积分商城', async () => {
    renderPage(PointPage, '/member/point', '/member/point', data())
    const card = within(await screen.findByRole('region', { name: '积分概览' }))
    expect(card.getByText('可用积分').nextElementSibling?.textContent).toBe('5,000')
    expect(card.getByText('约可抵 ¥50.00')).toBeTruthy()
    expect(card.getByText('累计获得').nextElementSibling?.textContent).toBe('5,500')
    expect(card.getByRole('link', { name: '去积分商城兑换' }).getAttribute('href')).toBe('/pointitems')
    expect(screen.getByText(/100 积分抵 1 元，结算时最多抵扣订单金额的 50%/)).toBeTruthy()
  })

  it('lists the ledger with signed changes and the balance after each', async () => {
    renderPage(PointPage, '/member/point', '/member/point', data())
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['时间', '来源/说明', '积分变动', '余额'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['2026-11-22 00:00:00', '积分商城兑换订单号：100000000000000009', '−500', '5,000'],
      ['2026-11-22 00:00:00', '签到与评价奖励', '+1,500', '5,500'],
    ])
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/member/trade/100000000000000009')
  })

  it('pages the ledger by address', async () => {
    renderPage(PointPage, '/member/point', '/member/point?page=2', data({ page: 2, total: 35 }))
    const pager = await screen.findByRole('navigation', { name: '分页' })
    expect(within(pager).getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/member/point')
    expect(within(pager).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/member/point?page=3')
  })

  it('says so when there is no change yet', async () => {
    renderPage(PointPage, '/member/point', '/member/point', data({ logs: [], total: 0 }))
    await screen.findByText('暂无积分明细')
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('point formats', () => {
  it('signs changes with plus and a true minus', () => {
    expect(formatPointDelta(1500)).toBe('+1,500')
    expect(formatPointDelta(-500)).toBe('\u2212500')
    expect(formatPointDelta(Number.NaN)).toBe('-')
  })

  it('values points by the rule', () => {
    expect(pointsWorthCents(5000, 100)).toBe(5000)
    expect(pointsWorthCents(150, 100)).toBe(150)
    expect(pointsWorthCents(5000, 0)).toBe(0)
  })
})

describe('loadPoint', () => {
  it('reads the summary and the page of the ledger; a page past the end goes to the last one', async () => {
    const get = vi.fn(async () => data().summary)
    const paged = vi.fn(async () => ({ list: [], total: 12 }))
    const http = { get, paged } as unknown as Http
    const thrown = (await thrownBy(loadPoint(http, memberRequest('/member/point?page=4')))) as Response
    expect(paged).toHaveBeenCalledWith('point/member', { page_no: 4, page_size: 10 }, undefined)
    expect(get).toHaveBeenCalledWith('point/member/info', {}, undefined)
    expect(thrown.headers.get('location')).toBe('/member/point?page=2')
    expect(await loadPoint(http, memberRequest('/member/point?page=2'))).toMatchObject({ page: 2, total: 12 })
  })

  it('sends a guest to the login page', async () => {
    const http = { get: vi.fn(), paged: vi.fn() } as unknown as Http
    const thrown = (await thrownBy(loadPoint(http, guestRequest('/member/point')))) as Response
    expect(thrown.headers.get('location')).toBe('/auth/login?redirectUrl=%2Fmember%2Fpoint')
  })
})
