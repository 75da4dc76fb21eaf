// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Http } from '../../../api/http.ts'
import { ItemRatings } from './ItemRatings.tsx'
import type { ItemRate } from './item-ratings.ts'

afterEach(cleanup)

const rate = (id: number, extra: Partial<ItemRate> = {}): ItemRate => ({
  rate_id: id,
  item_id: 7,
  spec_desc: '',
  star: 4,
  content: `评价${id}`,
  pics: [],
  anonymous: 0,
  username: '138****0000',
  mobile: '138****0000',
  avatar: '',
  created_at: 1_764_000_000,
  ...extra,
})

function fakeHttp(total: number, lists: Record<number, ItemRate[]>) {
  const get = vi.fn(async (_path: string, query?: Record<string, unknown>) => ({
    list: lists[Number(query?.page_no)] ?? [],
    total_count: total,
    average_star: 4.5,
    good_rate: 90,
  }))
  return { http: { get } as unknown as Http, get }
}

describe('ItemRatings', () => {
  it('shows stars, text, photos, the masked name and date, and pages the list', async () => {
    const { http, get } = fakeHttp(12, {
      1: [rate(1, { pics: ['/uploads/a.png', '/uploads/b.png'], star: 5 }), rate(2, { username: '匿名用户' })],
      2: [rate(11)],
    })
    render(<ItemRatings itemId={7} http={http} />)
    expect(await screen.findByText('评价1')).toBeTruthy()
    expect(get).toHaveBeenCalledWith('order/rate/list', { item_id: 7, page_no: 1, page_size: 10 }, { silent: true })
    expect(screen.getByRole('heading', { name: '商品评价（12）' })).toBeTruthy()
    expect(screen.getByText('90%')).toBeTruthy()
    const first = screen.getByText('评价1').closest('li')!
    expect(within(first).getByRole('img', { name: '5星' })).toBeTruthy()
    expect(within(first).getByText('138****0000')).toBeTruthy()
    expect(within(first).getAllByRole('button', { name: /查看晒单图片/ })).toHaveLength(2)
    expect(screen.getByText('匿名用户')).toBeTruthy()
    fireEvent.click(within(first).getByRole('button', { name: '查看晒单图片 2' }))
    expect((await screen.findByRole('dialog')).querySelector('img')?.getAttribute('src')).toBe('/uploads/b.png')
    fireEvent.click(screen.getByRole('button', { name: '关闭' }))
    fireEvent.click(screen.getByRole('button', { name: /下一页/ }))
    expect(await screen.findByText('评价11')).toBeTruthy()
  })

  it('says 暂无评价 without ratings', async () => {
    render(<ItemRatings itemId={7} http={fakeHttp(0, {}).http} />)
    expect(await screen.findByText('暂无评价')).toBeTruthy()
  })
})
