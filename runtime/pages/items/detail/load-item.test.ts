import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/api-error.ts'
import type { Http } from '../../../api/http.ts'
import { loadItem } from './load-item.ts'

const item = {
  item_id: 5,
  item_name: '商品',
  distributor_id: 2,
  pics: [],
  price: 100,
  approve_status: 'onsale',
  store: 3,
}

function fakeHttp(overrides: Record<string, () => Promise<unknown>> = {}) {
  const answers: Record<string, () => Promise<unknown>> = {
    'goods/items/5': async () => item,
    'user/newGetCardList': async () => ({ list: [{ card_id: 1 }], total_count: 1 }),
    'promotions/recommendlike': async () => ({ list: [{ item_id: 9 }], total_count: 1 }),
    ...overrides,
  }
  const get = vi.fn((path: string) => answers[path]!())
  return { http: { get } as unknown as Http, get }
}

describe('loadItem', () => {
  it('loads goods, coupons and recommendations in parallel, nothing of the member', async () => {
    const { http, get } = fakeHttp()
    const data = await loadItem(http, 5, new URL('http://shop.test/items/5?distributor_id=2'))
    expect(get.mock.calls).toEqual([
      ['goods/items/5', { distributor_id: 2 }],
      [
        'user/newGetCardList',
        { item_id: 5, distributor_id: 2, end_date: 1, page: 1, page_size: 999 },
        { silent: true },
      ],
      ['promotions/recommendlike', { item_id: 5, page: 1, pageSize: 5 }, { silent: true }],
    ])
    expect(data).toMatchObject({
      distributorId: 2,
      coupons: [{ card_id: 1 }],
      recommendations: [{ item_id: 9 }],
    })
  })

  it('takes the item’s shop without a valid distributor_id', async () => {
    const { http, get } = fakeHttp()
    const data = await loadItem(http, 5, new URL('http://shop.test/items/5?distributor_id=x'))
    expect(get).toHaveBeenCalledWith('goods/items/5', {})
    expect(data).toMatchObject({ distributorId: 2 })
  })

  it('throws the 404 response for an unknown item', async () => {
    const { http } = fakeHttp({
      'goods/items/5': async () => Promise.reject(new ApiError(404, 'GOODS_NOT_FOUND', '商品不存在或已下架')),
    })
    const thrown = await loadItem(http, 5, new URL('http://shop.test/items/5')).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })

  it('hands over the goods description sanitized, so the page can insert it as it is', async () => {
    const description = '<p onclick="steal()">好货<img src="/a.jpg" onerror="steal()"></p><script>steal()</script>'
    const { http } = fakeHttp({ 'goods/items/5': async () => ({ ...item, description }) })
    const data = await loadItem(http, 5, new URL('http://shop.test/items/5'))
    expect(data.item.description).toContain('好货')
    expect(data.item.description).toContain('<img src="/a.jpg"')
    expect(data.item.description).not.toMatch(/steal|script|onclick|onerror/)
  })

  it('still renders the goods when a side list fails', async () => {
    const { http } = fakeHttp({
      'user/newGetCardList': async () => Promise.reject(new ApiError(500, 'INTERNAL', '服务器错误')),
    })
    const data = await loadItem(http, 5, new URL('http://shop.test/items/5'))
    expect(data.coupons).toEqual([])
    expect(data.item.item_id).toBe(5)
  })
})
