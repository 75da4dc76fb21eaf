import { describe, expect, it, vi } from 'vitest'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import type { Http } from '../../api/http.ts'
import { pointItemDetail } from '../../api/test-item-detail.ts'
import { loader } from './PointItemDetailPage.tsx'
import { loadPointItem } from './load-point-item.ts'
import { choiceOf, initialSku, skuOfChoice, valueAvailable } from './point-variant.ts'

const failing = (error: unknown) => ({ get: vi.fn(async () => Promise.reject(error)) }) as unknown as Http

describe('loadPointItem', () => {
  it('reads the points good by id', async () => {
    const get = vi.fn(async () => ({ item_id: 5, item_name: '保温杯' }))
    const item = await loadPointItem({ get } as unknown as Http, 5)
    expect(get).toHaveBeenCalledWith('pointsmall/goods/items/5')
    expect(item.item_name).toBe('保温杯')
  })

  it('shows the 404 page for an id the mall does not know', async () => {
    const thrown = await loadPointItem(failing(new ApiError(404, 'NOT_FOUND', '商品不存在')), 999).catch(
      (e: unknown) => e,
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })

  it('passes other failures on', async () => {
    const error = new ApiError(0, 'NETWORK', '网络连接失败，请检查网络后重试')
    await expect(loadPointItem(failing(error), 1)).rejects.toBe(error)
  })

  it('answers a malformed id with 404 without asking the API', async () => {
    const get = vi.fn()
    const thrown = await Promise.resolve()
      .then(() =>
        loader({
          params: { id: 'abc' },
          request: new Request('http://shop.test/pointitems/abc'),
          context: { api: { get }, pages: {} },
        } as unknown as LoaderFunctionArgs),
      )
      .catch((e: unknown) => e)
    expect((thrown as Response).status).toBe(404)
    expect(get).not.toHaveBeenCalled()
  })
})

const spec = (spec_id: number, spec_value_id: number, spec_value_name: string) => ({
  spec_id,
  spec_name: '',
  spec_value_id,
  spec_value_name,
  spec_image_url: '',
})
const item = pointItemDetail({
  item_id: 5,
  item_name: '保温杯',
  distributor_id: 0,
  pics: [],
  point: 800,
  store: 3,
  approve_status: 'onsale',
  default_sku_id: 52,
  item_spec_desc: [],
  spec_items: [
    { item_id: 51, sku_id: 51, store: 0, point: 800, item_spec: [spec(1, 11, '白色'), spec(2, 21, '350ml')] },
    { item_id: 52, sku_id: 52, store: 2, point: 900, item_spec: [spec(1, 11, '白色'), spec(2, 22, '500ml')] },
    { item_id: 53, sku_id: 53, store: 1, point: 800, item_spec: [spec(1, 12, '黑色'), spec(2, 21, '350ml')] },
  ],
})

describe('points variant picker', () => {
  it('starts on the default variant and finds the variant of a choice', () => {
    const first = initialSku(item)
    expect(first?.sku_id).toBe(52)
    expect(skuOfChoice(item, { 1: 12, 2: 21 })?.sku_id).toBe(53)
    expect(skuOfChoice(item, { 1: 12, 2: 22 })).toBeUndefined()
    expect(choiceOf(first!)).toEqual({ 1: 11, 2: 22 })
  })

  it('offers only values that lead to a variant in stock', () => {
    const choice = { 1: 11, 2: 22 }
    expect(valueAvailable(item, choice, 2, 21)).toBe(false)
    expect(valueAvailable(item, choice, 1, 12)).toBe(false)
    expect(valueAvailable(item, { 1: 12, 2: 21 }, 1, 12)).toBe(true)
  })
})
