import { describe, expect, it } from 'vitest'
import type { PromotionRow } from '../goods/activity-repo.ts'
import { giftSkuIds, promote, toPromotionRules, type PromotionLine } from './promotions.ts'

function row(id: number, type: PromotionRow['promotion_type'], rule: unknown, goodsId: number | null, useBound: 'all' | 'goods' = 'goods'): PromotionRow {
  return {
    id,
    goods_id: goodsId,
    use_bound: useBound,
    promotion_type: type,
    promotion_tag: type,
    marketing_name: `活动${id}`,
    description: '',
    rule: typeof rule === 'string' ? rule : JSON.stringify(rule),
    starts_at: 0,
    ends_at: 1,
  }
}

const line = (goods_id: number, amount: number, selected_promotion: number | null = null): PromotionLine => ({ goods_id, sku_id: goods_id, num: 1, amount, selected_promotion })

describe('toPromotionRules', () => {
  it('gathers the goods of each promotion and reads its rule', () => {
    const rules = toPromotionRules([
      row(1, 'full_reduction', { tiers: [{ full: 10000, minus: 1000 }] }, 5),
      row(1, 'full_reduction', { tiers: [{ full: 10000, minus: 1000 }] }, 6),
      row(2, 'discount', { discount: 20 }, null, 'all'),
    ])
    expect(rules).toMatchObject([
      { id: 1, goods_ids: [5, 6], tiers: [{ full: 10000, minus: 1000 }] },
      { id: 2, goods_ids: null, discount: 20 },
    ])
  })

  it('reads an unreadable rule as one that gives nothing', () => {
    const [rule] = toPromotionRules([row(3, 'full_reduction', 'not json', 1)])
    expect(rule).toMatchObject({ tiers: [], discount: 0, gift: null })
    expect(promote([line(1, 50000)], [rule!]).discounts).toEqual([0])
  })

  it('lists the SKUs gift promotions hand out', () => {
    expect(giftSkuIds(toPromotionRules([row(4, 'gift', { full: 100, gifts: [{ sku_id: 77, num: 1 }] }, 1)]))).toEqual([77])
  })
})

describe('promote', () => {
  const tiers = toPromotionRules([
    row(1, 'full_reduction', { tiers: [{ full: 10000, minus: 1000 }, { full: 30000, minus: 5000 }] }, 1),
    row(1, 'full_reduction', { tiers: [{ full: 10000, minus: 1000 }, { full: 30000, minus: 5000 }] }, 2),
  ])

  it('takes the best tier reached by the lines that joined, spread over them', () => {
    const outcome = promote([line(1, 20000), line(2, 10000), line(3, 99999)], tiers)
    expect(outcome.discounts).toEqual([3333, 1667, 0])
    expect(outcome.applied).toEqual([{ promotion_id: 1, promotion_type: 'full_reduction', promotion_tag: 'full_reduction', marketing_name: '活动1', discount_fee: 5000 }])
  })

  it('gives nothing below the lowest tier', () => {
    expect(promote([line(1, 9999)], tiers)).toEqual({ discounts: [0], gifts: [], applied: [] })
  })

  it('takes a percentage off for a discount promotion', () => {
    const rules = toPromotionRules([row(2, 'discount', { discount: 15 }, null, 'all')])
    expect(promote([line(1, 1001), line(2, 2000)], rules).discounts).toEqual([150, 300])
  })

  it('hands out gifts from the threshold on', () => {
    const rules = toPromotionRules([row(3, 'gift', { full: 50000, gifts: [{ sku_id: 77, num: 2 }] }, 1)])
    expect(promote([line(1, 49999)], rules).gifts).toEqual([])
    expect(promote([line(1, 50000)], rules)).toMatchObject({ discounts: [0], gifts: [{ promotion_id: 3, sku_id: 77, num: 2 }] })
  })

  it('puts each line in one promotion: the one picked in the cart, else the first that covers it', () => {
    const rules = toPromotionRules([
      row(1, 'discount', { discount: 10 }, 1),
      row(2, 'discount', { discount: 50 }, 1),
    ])
    expect(promote([line(1, 1000)], rules).discounts).toEqual([100])
    expect(promote([line(1, 1000, 2)], rules).discounts).toEqual([500])
    // A pick that does not cover the goods falls back to the first that does.
    expect(promote([line(1, 1000, 9)], rules).discounts).toEqual([100])
  })
})
