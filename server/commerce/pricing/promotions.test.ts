import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyPromotions,
  coversGoods,
  giftRuleOf,
  giftSkuIds,
  toPromotionRules,
  type PromotionLine,
  type PromotionRow,
  type PromotionRule,
} from './promotions.ts'

const rule = (values: Partial<PromotionRule> & Pick<PromotionRule, 'id' | 'promotion_type'>): PromotionRule => ({
  promotion_tag: '',
  marketing_name: `促销${values.id}`,
  goods_ids: null,
  tiers: [],
  discount: 0,
  gift: null,
  ...values,
})

const line = (goods_id: number, amount: number, selected_promotion: number | null = null): PromotionLine => ({
  goods_id,
  sku_id: goods_id,
  num: 1,
  amount,
  selected_promotion,
})

const row = (values: Partial<PromotionRow> & Pick<PromotionRow, 'id' | 'promotion_type' | 'rule'>): PromotionRow => ({
  goods_id: null,
  use_bound: 'all',
  promotion_tag: '',
  marketing_name: '',
  ...values,
})

describe('toPromotionRules', () => {
  it('reads the seed’s rule JSON for each type and gathers the covered goods', () => {
    const rules = toPromotionRules([
      row({ id: 2, promotion_type: 'discount', rule: '{"discount":12}', use_bound: 'goods', goods_id: 7 }),
      row({
        id: 1,
        promotion_type: 'full_reduction',
        rule: '{"tiers":[{"full":19900,"minus":3000},{"full":39900,"minus":7000}]}',
        use_bound: 'goods',
        goods_id: 5,
      }),
      row({
        id: 1,
        promotion_type: 'full_reduction',
        rule: '{"tiers":[{"full":19900,"minus":3000},{"full":39900,"minus":7000}]}',
        use_bound: 'goods',
        goods_id: 6,
      }),
      row({ id: 3, promotion_type: 'gift', rule: '{"full":50000,"gifts":[{"sku_id":42,"num":1}]}' }),
    ])
    expect(rules.map((r) => [r.id, r.goods_ids, r.tiers, r.discount, r.gift])).toEqual([
      [
        1,
        [5, 6],
        [
          { full: 19900, minus: 3000 },
          { full: 39900, minus: 7000 },
        ],
        0,
        null,
      ],
      [2, [7], [], 12, null],
      [3, null, [], 0, { full: 50000, gifts: [{ sku_id: 42, num: 1 }] }],
    ])
    expect(giftSkuIds(rules)).toEqual([42])
  })

  it('turns unreadable rules into promotions that take nothing off', () => {
    const rules = toPromotionRules([
      row({ id: 1, promotion_type: 'full_reduction', rule: 'not json' }),
      row({ id: 2, promotion_type: 'discount', rule: '{"discount":150}' }),
      row({
        id: 3,
        promotion_type: 'full_reduction',
        rule: '{"tiers":[{"full":-1,"minus":5},{"full":100,"minus":"5"}]}',
      }),
      row({ id: 4, promotion_type: 'gift', rule: '{"full":100,"gifts":[{"sku_id":0,"num":1}]}' }),
    ])
    expect(applyPromotions([line(1, 100_000)], rules).discounts).toEqual([0])
    expect(rules.map((r) => [r.tiers, r.discount, r.gift])).toEqual([
      [[], 0, null],
      [[], 0, null],
      [[], 0, null],
      [[], 0, null],
    ])
    expect(giftRuleOf('[]')).toBeNull()
  })
})

describe('applyPromotions', () => {
  const fullReduction = rule({
    id: 1,
    promotion_type: 'full_reduction',
    goods_ids: [1, 2],
    tiers: [
      { full: 19900, minus: 3000 },
      { full: 39900, minus: 7000 },
    ],
  })

  it('takes the best tier reached and spreads it by amount', () => {
    const outcome = applyPromotions([line(1, 15000), line(2, 5000), line(3, 9000)], [fullReduction])
    expect(outcome.discounts).toEqual([2250, 750, 0])
    expect(outcome.joined).toEqual([1, 1, null])
    expect(outcome.applied).toEqual([expect.objectContaining({ promotion_id: 1, discount_fee: 3000 })])
    expect(applyPromotions([line(1, 40000)], [fullReduction]).discounts).toEqual([7000])
    expect(applyPromotions([line(1, 19899)], [fullReduction]).discounts).toEqual([0])
  })

  it('takes a percent off, rounded down to the cent', () => {
    const discount = rule({ id: 1, promotion_type: 'discount', discount: 12 })
    expect(applyPromotions([line(1, 29997)], [discount]).discounts).toEqual([3599])
  })

  it('puts each line in one promotion: the picked one while it covers the goods, else the lowest id', () => {
    const tenOff = rule({ id: 5, promotion_type: 'discount', discount: 10 })
    const halfOff = rule({ id: 9, promotion_type: 'discount', discount: 50, goods_ids: [1] })
    expect(applyPromotions([line(1, 1000)], [halfOff, tenOff]).discounts).toEqual([100])
    expect(applyPromotions([line(1, 1000, 9)], [halfOff, tenOff]).discounts).toEqual([500])
    expect(applyPromotions([line(2, 1000, 9)], [halfOff, tenOff]).discounts).toEqual([100])
  })

  it('earns gifts at the threshold without taking anything off', () => {
    const gift = rule({ id: 3, promotion_type: 'gift', gift: { full: 50000, gifts: [{ sku_id: 42, num: 2 }] } })
    expect(applyPromotions([line(1, 49999)], [gift])).toMatchObject({ discounts: [0], gifts: [] })
    expect(applyPromotions([line(1, 30000), line(2, 20000)], [gift])).toMatchObject({
      discounts: [0, 0],
      gifts: [{ promotion_id: 3, sku_id: 42, num: 2 }],
    })
  })

  it('never takes more than the basket', () => {
    const huge = rule({ id: 1, promotion_type: 'full_reduction', tiers: [{ full: 0, minus: 1_000_000 }] })
    expect(applyPromotions([line(1, 300), line(2, 700)], [huge]).discounts).toEqual([300, 700])
  })

  const arbitraryRule = (id: number) =>
    fc
      .oneof(
        fc.record({
          promotion_type: fc.constant('full_reduction' as const),
          tiers: fc.array(
            fc.record({ full: fc.integer({ min: 0, max: 5_000_000 }), minus: fc.integer({ min: 1, max: 2_000_000 }) }),
            { maxLength: 4 },
          ),
        }),
        fc.record({ promotion_type: fc.constant('discount' as const), discount: fc.integer({ min: 1, max: 99 }) }),
        fc.record({
          promotion_type: fc.constant('gift' as const),
          gift: fc.record({
            full: fc.integer({ min: 0, max: 5_000_000 }),
            gifts: fc.array(
              fc.record({ sku_id: fc.integer({ min: 1, max: 50 }), num: fc.integer({ min: 1, max: 5 }) }),
              { minLength: 1, maxLength: 3 },
            ),
          }),
        }),
      )
      .chain((shape) =>
        fc
          .option(fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }), { nil: null })
          .map((goods_ids) => rule({ id, goods_ids, ...shape })),
      )

  const arbitraryCase = fc
    .uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 6 })
    .chain((ids) => fc.tuple(...ids.map((id) => arbitraryRule(id))))
    .chain((rules) =>
      fc.tuple(
        fc.constant(rules as PromotionRule[]),
        fc.array(
          fc.record({
            goods_id: fc.integer({ min: 1, max: 8 }),
            sku_id: fc.integer({ min: 1, max: 50 }),
            num: fc.integer({ min: 1, max: 99_999 }),
            amount: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 1_000_000_000 })),
            selected_promotion: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
          }),
          { maxLength: 12 },
        ),
      ),
    )

  it('allocates whole cents that add up exactly, never negative, never above a line', () => {
    fc.assert(
      fc.property(arbitraryCase, ([rules, lines]) => {
        const outcome = applyPromotions(lines, rules)
        expect(outcome.discounts).toHaveLength(lines.length)
        outcome.discounts.forEach((discount, i) => {
          expect(Number.isSafeInteger(discount)).toBe(true)
          expect(discount).toBeGreaterThanOrEqual(0)
          expect(discount).toBeLessThanOrEqual(lines[i]!.amount)
        })
        const total = outcome.discounts.reduce((a, b) => a + b, 0)
        expect(total).toBe(outcome.applied.reduce((a, p) => a + p.discount_fee, 0))
        for (const applied of outcome.applied) {
          const members = lines.flatMap((_line, i) => (outcome.joined[i] === applied.promotion_id ? [i] : []))
          const base = members.reduce((a, i) => a + lines[i]!.amount, 0)
          // Each promotion's discount is carried exactly by the lines that joined it, within their amount.
          expect(members.reduce((a, i) => a + outcome.discounts[i]!, 0)).toBe(applied.discount_fee)
          expect(applied.discount_fee).toBeLessThanOrEqual(base)
          if (applied.promotion_type === 'gift') expect(applied.discount_fee).toBe(0)
        }
        // A line only joins a promotion that covers its goods, and one that gave nothing off keeps its amount.
        lines.forEach((l, i) => {
          const joined = rules.find((r) => r.id === outcome.joined[i])
          if (joined) expect(coversGoods(joined, l.goods_id)).toBe(true)
          else expect(outcome.discounts[i]).toBe(0)
        })
      }),
      { numRuns: 2000 },
    )
  })
})
