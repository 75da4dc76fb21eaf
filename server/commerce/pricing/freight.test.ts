import { describe, expect, it } from 'vitest'
import { freightFee } from './freight.ts'
import { DEFAULT_ZONE, zoneOf } from './freight-zones.ts'

describe('zoneOf', () => {
  it('finds the zone by province code', () => {
    expect(zoneOf({ provinceCode: '310000' }).name).toBe('江浙沪皖')
    expect(zoneOf({ provinceCode: '650000' }).name).toBe('偏远地区')
    expect(zoneOf({ provinceCode: '540000' }).name).toBe('偏远地区')
    expect(zoneOf({ provinceCode: '640000' }).name).toBe('西北及内蒙古')
    expect(zoneOf({ provinceCode: '110000' })).toBe(DEFAULT_ZONE)
  })

  it('falls back to the province name when the address has no code', () => {
    expect(zoneOf({ provinceCode: '', province: '新疆维吾尔自治区' }).name).toBe('偏远地区')
    expect(zoneOf({ province: '浙江省' }).name).toBe('江浙沪皖')
    expect(zoneOf({ province: '广东省' })).toBe(DEFAULT_ZONE)
  })
})

describe('freightFee', () => {
  const shanghai = { provinceCode: '310000' }
  const xinjiang = { provinceCode: '650000' }
  const beijing = { provinceCode: '110000' }
  const hongKong = { provinceCode: '810000' }

  it('charges the zone fee below its free-shipping threshold', () => {
    expect(freightFee({ region: shanghai, goodsAmount: 9899, freeShipping: false })).toBe(600)
    expect(freightFee({ region: beijing, goodsAmount: 19899, freeShipping: false })).toBe(1000)
    expect(freightFee({ region: xinjiang, goodsAmount: 30000, freeShipping: false })).toBe(2000)
  })

  it('ships free from the threshold on', () => {
    expect(freightFee({ region: shanghai, goodsAmount: 9900, freeShipping: false })).toBe(0)
    expect(freightFee({ region: beijing, goodsAmount: 19900, freeShipping: false })).toBe(0)
    expect(freightFee({ region: xinjiang, goodsAmount: 49900, freeShipping: false })).toBe(0)
  })

  it('never ships free by amount where the zone has no threshold', () => {
    expect(freightFee({ region: hongKong, goodsAmount: 10_000_000, freeShipping: false })).toBe(3000)
  })

  it('ships free for grades with free shipping, wherever it goes', () => {
    expect(freightFee({ region: xinjiang, goodsAmount: 100, freeShipping: true })).toBe(0)
  })

  it('costs nothing before an address is chosen', () => {
    expect(freightFee({ region: null, goodsAmount: 100, freeShipping: false })).toBe(0)
  })

  it('still charges an order its coupon made free of goods cost', () => {
    expect(freightFee({ region: beijing, goodsAmount: 0, freeShipping: false })).toBe(1000)
  })
})
