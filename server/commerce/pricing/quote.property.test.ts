import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.ts'
import { pointsToCents } from './points.ts'
import type { PromotionRule } from './promotions.ts'
import { buildQuote } from './quote.ts'
import type { HeldCoupon, PriceKind, Quote, QuoteInput, QuoteLine } from './quote-types.ts'

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

const lineArb = fc
  .record({
    goods_id: fc.integer({ min: 1, max: 6 }),
    sale_price: fc.integer({ min: 0, max: 2_000_000 }),
    savingPercent: fc.integer({ min: 0, max: 100 }),
    kind: fc.constantFrom<PriceKind>('sale', 'member', 'staff', 'seckill'),
    num: fc.integer({ min: 1, max: 99_999 }),
    selected_promotion: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  })
  .map(
    ({ goods_id, sale_price, savingPercent, kind, num, selected_promotion }): Omit<QuoteLine, 'sku_id'> => ({
      cart_id: null,
      goods_id,
      distributor_id: 0,
      title: `商品${goods_id}`,
      pic: '',
      spec_desc: '',
      bn: '',
      market_price: sale_price,
      sale_price,
      unit_price: kind === 'sale' ? sale_price : Math.floor((sale_price * (100 - savingPercent)) / 100),
      price_kind: kind,
      point_price: 0,
      num,
      store: 99_999,
      selected_promotion,
    }),
  )

const promotionArb = (id: number) =>
  fc
    .record({
      type: fc.constantFrom('full_reduction', 'discount', 'gift') as fc.Arbitrary<PromotionRule['promotion_type']>,
      goods: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }), { nil: null }),
      tiers: fc.array(
        fc.record({ full: fc.integer({ min: 0, max: 5_000_000 }), minus: fc.integer({ min: 1, max: 5_000_000 }) }),
        { maxLength: 3 },
      ),
      discount: fc.integer({ min: 1, max: 99 }),
      giftFull: fc.integer({ min: 0, max: 1_000_000 }),
    })
    .map(
      ({ type, goods, tiers, discount, giftFull }): PromotionRule => ({
        id,
        promotion_type: type,
        promotion_tag: type,
        marketing_name: `活动${id}`,
        goods_ids: goods,
        tiers: type === 'full_reduction' ? tiers : [],
        discount: type === 'discount' ? discount : 0,
        gift: type === 'gift' ? { full: giftFull, gifts: [{ sku_id: 900, num: 1 }] } : null,
      }),
    )

const couponArb = (id: number, lines: number) =>
  fc
    .record({
      card_type: fc.constantFrom('cash', 'discount', 'gift') as fc.Arbitrary<HeldCoupon['card_type']>,
      reduce_cost: fc.integer({ min: 0, max: 10_000_000 }),
      discount: fc.integer({ min: 0, max: 100 }),
      least_cost: fc.integer({ min: 0, max: 10_000_000 }),
      covers: fc.array(fc.boolean(), { minLength: lines, maxLength: lines }),
    })
    .map(
      (c): HeldCoupon => ({
        ...c,
        id,
        card_id: id,
        title: `券${id}`,
        gift: '赠品',
        begin_date: 0,
        end_date: 1000 + id,
      }),
    )

const inputArb: fc.Arbitrary<QuoteInput> = fc.array(lineArb, { minLength: 1, maxLength: 6 }).chain((lines) =>
  fc.record({
    order_type: fc.constantFrom('normal', 'normal', 'normal', 'normal_seckill') as fc.Arbitrary<
      QuoteInput['order_type']
    >,
    lines: fc.constant(lines.map((line, i) => ({ ...line, sku_id: i + 1 }))),
    promotions: fc.tuple(...[1, 2, 3, 4].map(promotionArb)).chain((all) => fc.subarray(all)),
    giftSkus: fc.constant([
      { goods_id: 90, sku_id: 900, distributor_id: 0, title: '赠品', pic: '', spec_desc: '', bn: '', store: 5 },
    ]),
    coupons: fc.tuple(...[1, 2, 3, 4].map((id) => couponArb(id, lines.length))).chain((all) => fc.subarray(all)),
    coupon: fc.oneof(
      fc.constant({ kind: 'best' as const }),
      fc.constant({ kind: 'none' as const }),
      fc.integer({ min: 1, max: 5 }).map((id) => ({ kind: 'id' as const, id })),
    ),
    points: fc.record({
      balance: fc.integer({ min: 0, max: 100_000_000 }),
      requested: fc.integer({ min: 0, max: 100_000_000 }),
    }),
    region: fc.option(
      fc.constantFrom('110000', '310000', '650000', '810000').map((code) => ({ provinceCode: code })),
      { nil: null },
    ),
    freeShipping: fc.boolean(),
  }),
)

describe('buildQuote', () => {
  it('adds up: totals, allocations and every line stay whole, exact and never negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        let quote: Quote
        try {
          quote = buildQuote(input)
        } catch (error) {
          // The only refusal: a coupon the shopper named that this order cannot use.
          expect(error).toBeInstanceOf(AppError)
          expect(input.coupon.kind).toBe('id')
          return
        }
        const lines = quote.lines
        for (const line of lines) {
          for (const value of [
            line.item_fee,
            line.promotion_fee,
            line.coupon_fee,
            line.point_fee,
            line.discount_fee,
            line.total_fee,
          ]) {
            expect(Number.isSafeInteger(value)).toBe(true)
            expect(value).toBeGreaterThanOrEqual(0)
          }
          expect(line.item_fee).toBe(line.unit_price * line.num)
          expect(line.discount_fee).toBe(line.promotion_fee + line.coupon_fee + line.point_fee)
          expect(line.total_fee).toBe(line.item_fee - line.discount_fee)
        }
        // The whole equals its parts.
        expect(quote.total_fee).toBe(
          sum(lines.map((l) => l.item_fee)) - sum(lines.map((l) => l.discount_fee)) + quote.freight_fee,
        )
        expect(quote.total_fee).toBe(sum(lines.map((l) => l.total_fee)) + quote.freight_fee)
        expect(quote.total_fee).toBeGreaterThanOrEqual(0)
        expect(quote.total_fee).toBe(
          quote.item_fee -
            quote.discount_fee -
            quote.coupon_fee -
            quote.member_discount -
            quote.point_fee +
            quote.freight_fee,
        )
        expect(sum(lines.map((l) => l.promotion_fee))).toBe(quote.promotion_fee)
        expect(sum(quote.promotions.map((p) => p.discount_fee))).toBe(quote.promotion_fee)
        expect(sum(lines.map((l) => l.coupon_fee))).toBe(quote.coupon_fee)
        expect(sum(lines.map((l) => l.point_fee))).toBe(quote.point_fee)

        // The coupon: one at most, only on the lines it covers, worth what the list said.
        if (quote.coupon) {
          expect(quote.coupon_fee).toBe(quote.coupon.coupon_fee)
          const covers = input.coupons.find((c) => c.id === quote.coupon!.id)!.covers
          lines.forEach((line, i) => {
            if (!covers[i]) expect(line.coupon_fee).toBe(0)
          })
        } else {
          expect(quote.coupon_fee).toBe(0)
        }
        if (input.order_type !== 'normal') {
          expect(quote.coupon_list).toEqual([])
          expect(quote.promotion_fee).toBe(0)
        }

        // Points: within the rule's cap, the balance and what was asked; worth their cash value.
        expect(quote.point_use).toBeLessThanOrEqual(quote.max_point)
        expect(quote.max_point).toBeLessThanOrEqual(input.points.balance)
        expect(quote.point_use).toBeLessThanOrEqual(input.points.requested)
        expect(quote.point_fee).toBe(pointsToCents(quote.point_use))
        expect(quote.freight_fee).toBeGreaterThanOrEqual(0)
        if (input.freeShipping || input.region === null) expect(quote.freight_fee).toBe(0)
      }),
      { numRuns: 1500 },
    )
  })

  it('charges points-mall goods in points only, with no cash and no freight', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ point_price: fc.integer({ min: 0, max: 1_000_000 }), num: fc.integer({ min: 1, max: 99_999 }) }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 10_000_000 }),
        (items, balance) => {
          const lines = items.map(
            (item, i): QuoteLine => ({
              cart_id: null,
              goods_id: i + 1,
              sku_id: i + 1,
              distributor_id: 0,
              title: '积分商品',
              pic: '',
              spec_desc: '',
              bn: '',
              market_price: 0,
              sale_price: 0,
              unit_price: 0,
              price_kind: 'point',
              point_price: item.point_price,
              num: item.num,
              store: 99_999,
              selected_promotion: null,
            }),
          )
          const quote = buildQuote({
            order_type: 'point',
            lines,
            promotions: [],
            giftSkus: [],
            coupons: [],
            coupon: { kind: 'best' },
            points: { balance, requested: 0 },
            region: { provinceCode: '650000' },
            freeShipping: false,
          })
          expect(quote).toMatchObject({ total_fee: 0, freight_fee: 0, point_fee: 0, coupon_fee: 0, max_point: 0 })
          expect(quote.point_use).toBe(sum(items.map((item) => item.point_price * item.num)))
        },
      ),
      { numRuns: 1000 },
    )
  })
})
