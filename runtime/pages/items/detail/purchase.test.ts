import { describe, expect, it } from 'vitest'
import { purchaseOf } from './purchase.ts'

describe('purchaseOf', () => {
  it.each([
    [
      { is_gift: true, approve_status: 'onsale', seckill: false },
      { kind: 'blocked', text: '赠品不能购买' },
    ],
    [
      { is_gift: 1, approve_status: 'instock', seckill: false },
      { kind: 'blocked', text: '赠品不能购买' },
    ],
    [
      { is_gift: 0, approve_status: 'instock', seckill: false },
      { kind: 'blocked', text: '商品已下架' },
    ],
    [
      { is_gift: false, approve_status: 'instock', seckill: true },
      { kind: 'blocked', text: '商品已下架' },
    ],
    [
      { is_gift: 0, approve_status: 'onsale', seckill: false },
      { kind: 'buy', addToCart: true },
    ],
    [
      { is_gift: 0, approve_status: 'onsale', seckill: true },
      { kind: 'buy', addToCart: false },
    ],
  ])('%o → %o', (facts, expected) => {
    expect(purchaseOf(facts)).toEqual(expected)
  })
})
