import { describe, expect, it, vi } from 'vitest'
import type { Category } from '../../api/catalogue.ts'
import type { Http } from '../../api/http.ts'
import { loadHome } from './load-home.ts'

const tops: Category[] = Array.from({ length: 8 }, (_, i) => ({ category_id: i + 1, category_name: `分类${i + 1}` }))

describe('loadHome', () => {
  it('fetches ten goods for each of the first six top categories, all at once', async () => {
    let pending = 0
    let most = 0
    const get = vi.fn(async (path: string, query?: { main_category: number }) => {
      if (path === 'goods/category') return tops
      pending++
      most = Math.max(most, pending)
      await new Promise((resolve) => setTimeout(resolve, 5))
      pending--
      return { list: [{ item_id: query!.main_category * 100, title: '', image_default_id: '', price: 1 }], total_count: 1 }
    })
    const data = await loadHome({ get } as unknown as Http)
    expect(get).toHaveBeenCalledTimes(7)
    expect(get.mock.calls.slice(1).map(([, query]) => query)).toEqual(
      [1, 2, 3, 4, 5, 6].map((id) => ({ main_category: id, page: 1, pageSize: 10 })),
    )
    expect(most).toBe(6)
    expect(data.categories).toBe(tops)
    expect(data.floors.map((f) => f.category.category_id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('leaves out a floor whose list fails or is empty', async () => {
    const get = vi.fn(async (path: string, query?: { main_category: number }) => {
      if (path === 'goods/category') return tops.slice(0, 3)
      if (query!.main_category === 1) throw new Error('offline')
      if (query!.main_category === 2) return { list: [], total_count: 0 }
      return { list: [{ item_id: 1, title: '', image_default_id: '', price: 1 }], total_count: 1 }
    })
    const data = await loadHome({ get } as unknown as Http)
    expect(data.floors.map((f) => f.category.category_id)).toEqual([3])
  })
})
