import { describe, expect, it } from 'vitest'
import {
  centsToYuan,
  goodsFormErrors,
  isGoodsImageUrl,
  specCombinations,
  yuanToCents,
} from '../../../schemas/goods-rules.ts'
import { nospecBody, skuInput, specBody } from './test-fixtures.ts'

/** The editor's rules as the console runs them before sending (schemas/goods-rules.ts). */

describe('the goods form rules', () => {
  it('build the SKU matrix with the first group varying slowest', () => {
    const groups = [
      { values: [{ name: '黑' }, { name: '白' }] },
      { values: [{ name: 'S' }, { name: 'M' }, { name: 'L' }] },
    ]
    expect(specCombinations(groups)).toEqual([
      ['黑', 'S'],
      ['黑', 'M'],
      ['黑', 'L'],
      ['白', 'S'],
      ['白', 'M'],
      ['白', 'L'],
    ])
    expect(specCombinations([])).toEqual([[]])
  })

  it('read yuan typed in a form as cents, and refuse what is not an amount', () => {
    expect(yuanToCents('12')).toBe(1200)
    expect(yuanToCents('12.5')).toBe(1250)
    expect(yuanToCents(' 0.01 ')).toBe(1)
    expect(yuanToCents('1.005')).toBeNull()
    expect(yuanToCents('-1')).toBeNull()
    expect(yuanToCents('abc')).toBeNull()
    expect(centsToYuan(1250)).toBe('12.50')
  })

  it('take site uploads and web images, nothing else', () => {
    expect(isGoodsImageUrl('/uploads/goods/a.jpg')).toBe(true)
    expect(isGoodsImageUrl('https://img.example.com/a.jpg')).toBe(true)
    expect(isGoodsImageUrl('/static/a.jpg')).toBe(false)
    expect(isGoodsImageUrl('javascript:alert(1)')).toBe(false)
    expect(isGoodsImageUrl('//evil.example.com/a.jpg')).toBe(false)
  })

  it('pass a complete form and name each field of a broken one', () => {
    expect(goodsFormErrors(specBody(1))).toEqual({})
    expect(goodsFormErrors(nospecBody(1))).toEqual({})
    const broken = specBody(1, { item_name: '' })
    broken.skus[0].price = 0
    broken.skus[1].store = 1.5
    broken.skus[2].market_price = -1
    broken.spec_groups[0].name = '容量'
    expect(goodsFormErrors(broken)).toEqual({
      item_name: '请输入商品名称',
      'spec_groups.1.name': '规格名重复',
      'skus.0.price': '价格须不低于0.01元',
      'skus.1.store': '库存须为不小于0的整数',
      'skus.2.market_price': '划线价不能为负数',
    })
  })

  it('hold points goods to a points price and let their cash part be 0', () => {
    const points = nospecBody(1, { item_type: 'point', point_price: 500, skus: [skuInput([], { price: 0 })] })
    expect(goodsFormErrors(points)).toEqual({})
    expect(goodsFormErrors({ ...points, point_price: 1.5 })).toEqual({ point_price: '积分价格须为不小于1的整数' })
  })

  it('want exactly one SKU without specs for single-SKU goods', () => {
    expect(goodsFormErrors(nospecBody(1, { skus: [] })).skus).toBe('单规格商品须有且只有一个规格')
    expect(goodsFormErrors(nospecBody(1, { skus: [skuInput(['黑'])] }))['skus.0.spec_values']).toBe(
      '单规格商品的规格须为空',
    )
    expect(goodsFormErrors(specBody(1, { spec_groups: [] })).spec_groups).toBe('请添加规格，或选择单规格')
  })
})
