import { describe, expect, it } from 'vitest'
import { categoryIdsOfPath, couponCovers, parseScopeIds } from './scope.ts'

describe('coupon scope', () => {
  const goods = { goodsId: 7, distributorId: 2, categoryIds: categoryIdsOfPath('1/5/23/') }

  it('reads category paths and scope ids defensively', () => {
    expect(categoryIdsOfPath('1/5/23/')).toEqual([1, 5, 23])
    expect(categoryIdsOfPath('')).toEqual([])
    expect(parseScopeIds('[3, "x", 4]')).toEqual([3, 4])
    expect(parseScopeIds('not json')).toEqual([])
  })

  it("covers only the coupon shop's goods", () => {
    expect(couponCovers({ distributor_id: 2, use_scope: 'all', scopeIds: [] }, goods)).toBe(true)
    expect(couponCovers({ distributor_id: 0, use_scope: 'all', scopeIds: [] }, goods)).toBe(false)
  })

  it('covers listed goods, and goods in or below a listed category', () => {
    expect(couponCovers({ distributor_id: 2, use_scope: 'goods', scopeIds: [7] }, goods)).toBe(true)
    expect(couponCovers({ distributor_id: 2, use_scope: 'goods', scopeIds: [8] }, goods)).toBe(false)
    expect(couponCovers({ distributor_id: 2, use_scope: 'category', scopeIds: [5] }, goods)).toBe(true)
    expect(couponCovers({ distributor_id: 2, use_scope: 'category', scopeIds: [6] }, goods)).toBe(false)
  })
})
