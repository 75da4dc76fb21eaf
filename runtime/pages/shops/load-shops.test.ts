import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/api-error.ts'
import type { Http } from '../../api/http.ts'
import { loadNearbyShops, loadShopInfo, loadShopList } from './load-shops.ts'
import { thrownStatus } from '../../routing/test-thrown.ts'

const shopList = { list: [], tagList: [], total_count: 0, defaultCity: '北京', fallback: 1 }
const shop = { distributor_id: 3, name: '望京店', goods_list: [], goods_count: 0, tagList: [] }

const url = (path: string) => new URL(`http://mall.test${path}`)

describe('loadNearbyShops', () => {
  it('loads the Beijing shops for the first paint', async () => {
    const get = vi.fn().mockResolvedValue(shopList)
    await loadNearbyShops({ get } as unknown as Http)
    expect(get).toHaveBeenCalledWith('distributor/list', { city: '北京' })
  })
})

describe('loadShopInfo', () => {
  it('loads the shop, nothing of the member', async () => {
    const get = vi.fn(async () => shop)
    await expect(loadShopInfo({ get } as unknown as Http, url('/shops/info?distributor_id=3'))).resolves.toEqual({
      shop,
    })
    expect(get.mock.calls).toEqual([['distributor/info', { distributor_id: 3 }]])
  })

  it('answers 404 for a missing, malformed or unknown shop', async () => {
    const get = vi.fn().mockRejectedValue(new ApiError(404, 'NOT_FOUND', '店铺不存在'))
    const http = { get } as unknown as Http
    for (const path of ['/shops/info', '/shops/info?distributor_id=abc', '/shops/info?distributor_id=0']) {
      expect(await thrownStatus(() => loadShopInfo(http, url(path)))).toBe(404)
    }
    expect(get).not.toHaveBeenCalled()
    expect(await thrownStatus(() => loadShopInfo(http, url('/shops/info?distributor_id=999')))).toBe(404)
  })
})

describe('loadShopList', () => {
  it('filters by the chosen province, else shows the default city, with the provinces for the filter', async () => {
    const get = vi.fn(async (path: string) =>
      path === 'distributor/list' ? shopList : [{ id: '110000', label: '北京市' }],
    )
    const http = { get } as unknown as Http
    const data = await loadShopList(http, url('/shop?province=上海市&page=2'))
    expect(get).toHaveBeenCalledWith('distributor/list', { province: '上海市', type: 1, page: 2, pageSize: 10 })
    expect(data).toMatchObject({ province: '上海市', page: 2 })
    await loadShopList(http, url('/store?page=x'))
    expect(get).toHaveBeenCalledWith('distributor/list', { city: '北京', page: 1, pageSize: 10 })
  })
})
