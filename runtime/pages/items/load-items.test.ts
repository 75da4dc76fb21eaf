import { describe, expect, it, vi } from 'vitest'
import type { Category, ItemCard } from '../../api/catalogue.ts'
import type { Http } from '../../api/http.ts'
import { itemCard } from '../../api/test-item-card.ts'
import { loadItems } from './load-items.ts'

const tree: Category[] = [
  {
    category_id: 1,
    category_name: '手机数码',
    children: [
      { category_id: 11, category_name: '手机通讯', children: [{ category_id: 111, category_name: '5G手机' }] },
    ],
  },
]

const card = (item_id: number): ItemCard =>
  itemCard({ item_id, title: `商品${item_id}`, image_default_id: '', price: 100 })

function fakeHttp(total: number) {
  const get = vi.fn(async (path: string) =>
    path === 'goods/category' ? tree : { list: [card(1), card(2)], total_count: total },
  )
  return { http: { get } as unknown as Http, get }
}

describe('loadItems', () => {
  it('asks for 18 goods of the filtered page, offering the top categories without a category filter', async () => {
    const { http, get } = fakeHttp(40)
    const data = await loadItems(http, new URL('http://shop.test/items?keywords=%E6%89%8B%E6%9C%BA&sort=sales&page=2'))
    expect(get.mock.calls).toEqual([
      [
        'goods/items',
        {
          keywords: '手机',
          cat_id: undefined,
          main_category: undefined,
          tag: undefined,
          sort: 'sales',
          page: 2,
          pageSize: 18,
        },
      ],
      ['goods/category'],
    ])
    expect(data).toMatchObject({ total: 40, trail: [], query: { keywords: '手机', page: 2, sort: 'sales' } })
    expect(data.list).toHaveLength(2)
    expect(data.facets).toEqual({
      label: '分类',
      links: [
        {
          category_id: 1,
          category_name: '手机数码',
          href: '/items?keywords=%E6%89%8B%E6%9C%BA&sort=sales&main_category=1',
          current: false,
        },
      ],
    })
  })

  it('names the filtered category and its ancestors for the breadcrumb', async () => {
    const { http, get } = fakeHttp(5)
    const data = await loadItems(http, new URL('http://shop.test/items?cat_id=111'))
    expect(get).toHaveBeenCalledWith('goods/category')
    expect(data.trail.map((c) => c.category_name)).toEqual(['手机数码', '手机通讯', '5G手机'])
  })

  it('still lists the goods when the category tree fails', async () => {
    const get = vi.fn(async (path: string) => {
      if (path === 'goods/category') throw new Error('offline')
      return { list: [card(1)], total_count: 1 }
    })
    const data = await loadItems({ get } as unknown as Http, new URL('http://shop.test/items?main_category=1'))
    expect(data.trail).toEqual([])
    expect(data.facets.links).toEqual([])
    expect(data.list).toHaveLength(1)
  })

  it('redirects a page past the end to the last page, keeping the filters', async () => {
    const { http } = fakeHttp(40)
    const thrown = await loadItems(http, new URL('http://shop.test/items?keywords=a&page=9')).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toBe('/items?keywords=a&page=3')
  })

  it('shows an empty result without redirecting', async () => {
    const get = vi.fn(async (path: string) => (path === 'goods/category' ? tree : { list: [], total_count: 0 }))
    const data = await loadItems({ get } as unknown as Http, new URL('http://shop.test/items?keywords=none&page=5'))
    expect(data).toMatchObject({ list: [], total: 0 })
  })
})
