// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Footprint } from '../../../api/member.ts'
import { toastStore } from '../../../components/toast/toast.ts'
import { itemCard } from '../../../api/test-item-card.ts'
import { apiStub, renderPage } from '../coupon/asset-test-kit.tsx'
import FoottracePage from './FoottracePage.tsx'
import { groupByDay } from './footprint-days.ts'
import type { FoottraceData } from './load-foottrace.ts'

const api = apiStub()
beforeAll(() => vi.stubGlobal('fetch', api.fetchMock))
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => api.reset())
afterEach(() => {
  cleanup()
  toastStore.setState({ toasts: [] })
})

/** 2026-11-23 10:00 China time. */
const NOW = 1795399200
const HOUR = 3600

function footprint(historyId: number, viewedAt: number, name: string): Footprint {
  return {
    ...itemCard({ item_id: historyId, item_name: name }),
    history_id: historyId,
    viewed_at: viewedAt,
    updated: viewedAt,
  }
}

const LIST = [
  footprint(1, NOW - HOUR, '今天看的手机'),
  footprint(2, NOW - 9 * HOUR, '今天早上看的耳机'),
  footprint(3, NOW - 11 * HOUR, '昨天看的充电器'),
  footprint(4, NOW - 4 * 24 * HOUR, '几天前看的键盘'),
]

const data = (overrides: Partial<FoottraceData> = {}): FoottraceData => ({
  page: 1,
  list: LIST,
  total: LIST.length,
  now: NOW,
  ...overrides,
})
const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)

describe('groupByDay', () => {
  it('names today and yesterday in China time, and dates before that', () => {
    expect(groupByDay(LIST, NOW).map((day) => [day.label, day.items.map((item) => item.history_id)])).toEqual([
      ['今天', [1, 2]],
      ['昨天', [3]],
      ['2026-11-19', [4]],
    ])
  })
})

describe('FoottracePage', () => {
  it('shows the footprints grouped by day, each card linking to its goods', async () => {
    renderPage(FoottracePage, '/member/foottrace', '/member/foottrace', data())
    const today = await screen.findByRole('region', { name: '今天' })
    expect(within(today).getAllByRole('article')).toHaveLength(2)
    expect(
      within(today)
        .getByRole('link', { name: /今天看的手机/ })
        .getAttribute('href'),
    ).toBe('/items/1')
    expect(screen.getByRole('region', { name: '昨天' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '2026-11-19' })).toBeTruthy()
    expect(screen.getByText('共浏览 4 件商品')).toBeTruthy()
  })

  it('deletes one footprint at once and reads the list again', async () => {
    const { loader } = renderPage(FoottracePage, '/member/foottrace', '/member/foottrace', data())
    const loads = loader.mock.calls.length
    fireEvent.click(await screen.findByRole('button', { name: '删除足迹：昨天看的充电器' }))
    await waitFor(() => expect(toasts()).toContain('删除成功！'))
    const call = api.sent.find((sent) => sent.path === 'member/browse/history')!
    expect(call.method).toBe('DELETE')
    expect(call.body.getAll('history_ids[]')).toEqual(['3'])
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads))
  })

  it('clears every footprint only after the confirm', async () => {
    renderPage(FoottracePage, '/member/foottrace', '/member/foottrace', data())
    fireEvent.click(await screen.findByRole('button', { name: '清空足迹' }))
    const dialog = await screen.findByRole('dialog', { name: '清空足迹' })
    expect(api.sent).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toContain('删除成功！'))
    expect(api.sent.find((sent) => sent.path === 'member/browse/history')!.body.get('is_empty')).toBe('1')
  })

  it('shows the empty state without 清空足迹', async () => {
    renderPage(FoottracePage, '/member/foottrace', '/member/foottrace', data({ list: [], total: 0 }))
    await screen.findByText('您还没有浏览记录')
    expect(screen.queryByRole('button', { name: '清空足迹' })).toBeNull()
  })
})
