import { describe, expect, it, vi } from 'vitest'
import type { Http } from '../../api/http.ts'
import { loadPointsList } from './load-points.ts'
import { parsePointsQuery, pointsHref } from './points-query.ts'

function fakeHttp(total: number) {
  const get = vi.fn(async () => ({ list: [{ item_id: 1, title: '保温杯', point: 800, store: 3 }], total_count: total }))
  return { http: { get } as unknown as Http, get }
}

const page = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} })

describe('points list address', () => {
  it('reads sort and page, falling back to defaults', () => {
    expect(parsePointsQuery(new URLSearchParams('sort=price_asc&page=3'))).toEqual({ sort: 'price_asc', page: 3 })
    expect(parsePointsQuery(new URLSearchParams('sort=evil&page=-2'))).toEqual({ sort: 'default', page: 1 })
  })

  it('leaves defaults out of the address', () => {
    expect(pointsHref({ sort: 'default', page: 1 })).toBe('/pointitems')
    expect(pointsHref({ sort: 'sales', page: 2 })).toBe('/pointitems?sort=sales&page=2')
  })
})

describe('loadPointsList', () => {
  it('asks for 18 goods of the page in the address, and nothing of a member', async () => {
    const { http, get } = fakeHttp(40)
    const data = await loadPointsList(http, page('/pointitems?sort=sales&page=2', 'customer_token=abc'))
    expect(get.mock.calls).toEqual([['pointsmall/goods/items', { page: 2, pageSize: 18, sort: 'sales' }]])
    expect(data).toEqual({
      total: 40,
      list: [expect.objectContaining({ item_id: 1 })],
      query: { sort: 'sales', page: 2 },
    })
  })

  it('redirects a page past the end to the last page, keeping the sort', async () => {
    const { http } = fakeHttp(40)
    const thrown = await loadPointsList(http, page('/pointitems?sort=newest&page=9')).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toBe('/pointitems?sort=newest&page=3')
  })
})
