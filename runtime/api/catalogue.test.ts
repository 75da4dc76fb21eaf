import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Http } from './http.ts'

type Catalogue = typeof import('./catalogue.ts')

/** A client whose GET answers are scripted per test; only GET is used by the catalogue. */
function fakeHttp(get: (path: string, query?: unknown) => Promise<unknown>) {
  const spy = vi.fn(get)
  const http = { get: spy } as unknown as Http
  return { http, get: spy }
}

let catalogue: Catalogue

beforeEach(async () => {
  // A fresh module per test, so the region cache starts empty.
  vi.resetModules()
  catalogue = await import('./catalogue.ts')
})

describe('catalogue calls', () => {
  it('read categories, lists and details from their paths', async () => {
    const { http, get } = fakeHttp(async () => ({}))
    await catalogue.getCategories(http)
    await catalogue.getGoodsList(http, { keywords: '茶', page: 2, pageSize: 18 })
    await catalogue.getGoodsDetail(http, 42, { distributor_id: 3 })
    expect(get.mock.calls).toEqual([
      ['goods/category'],
      ['goods/items', { keywords: '茶', page: 2, pageSize: 18 }],
      ['goods/items/42', { distributor_id: 3 }],
    ])
  })
})

describe('getRegions', () => {
  const tree = [{ id: '110000', label: '北京市', children: [] }]

  it('shares one request between concurrent callers and keeps the answer', async () => {
    let answer: (value: unknown) => void = () => {}
    const { http, get } = fakeHttp(() => new Promise((resolve) => (answer = resolve)))
    const first = catalogue.getRegions(http)
    const second = catalogue.getRegions(http)
    answer(tree)
    await expect(Promise.all([first, second])).resolves.toEqual([tree, tree])
    await expect(catalogue.getRegions(http)).resolves.toBe(tree)
    expect(get).toHaveBeenCalledTimes(1)
    expect(get).toHaveBeenCalledWith('espier/address')
  })

  it('asks again after a failed request', async () => {
    const { http, get } = fakeHttp(vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(tree))
    await expect(catalogue.getRegions(http)).rejects.toThrow('offline')
    await expect(catalogue.getRegions(http)).resolves.toBe(tree)
    expect(get).toHaveBeenCalledTimes(2)
  })
})
