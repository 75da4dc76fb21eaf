import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { proportionalShare } from '../order/proportional-share.ts'
import { lineRefund, pointRefund } from './amounts.ts'

describe('lineRefund', () => {
  it('splits a line unit by unit, the last unit taking the remainder', () => {
    const parts = [1, 2, 3].map((units) =>
      lineRefund({
        lineTotal: 10000,
        quantity: 3,
        num: 1,
        unitsAfter: units,
        claimed: units === 1 ? 0 : units === 2 ? 3333 : 6666,
      }),
    )
    expect(parts).toEqual([3333, 3333, 3334])
  })

  it('never gives more than is left of the line', () => {
    expect(lineRefund({ lineTotal: 100, quantity: 3, num: 2, unitsAfter: 2, claimed: 90 })).toBe(10)
  })

  it('keeps live applications within the line’s paid amount, and equal to it once every unit is in', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('apply' as const), num: fc.integer({ min: 1, max: 20 }) }),
      fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(op, { maxLength: 40 }),
        (lineTotal, quantity, ops) => {
          const live: { num: number; fee: number }[] = []
          for (const step of ops) {
            const units = live.reduce((sum, a) => sum + a.num, 0)
            if (step.kind === 'close') {
              if (live.length > 0) live.splice(step.pick % live.length, 1)
              continue
            }
            if (units + step.num > quantity) continue
            const claimed = live.reduce((sum, a) => sum + a.fee, 0)
            const fee = lineRefund({ lineTotal, quantity, num: step.num, unitsAfter: units + step.num, claimed })
            expect(fee).toBeGreaterThanOrEqual(0)
            live.push({ num: step.num, fee })
            const total = live.reduce((sum, a) => sum + a.fee, 0)
            expect(total).toBeLessThanOrEqual(lineTotal)
            if (units + step.num === quantity) expect(total).toBe(lineTotal)
          }
        },
      ),
    )
  })
})

describe('pointRefund', () => {
  const base = {
    orderType: 'normal' as const,
    pointPrice: 0,
    num: 1,
    orderPoints: 1000,
    orderCash: 30000,
    claimed: 0,
    orderComplete: false,
  }

  it('gives back the points deduction in proportion to the cash refunded', () => {
    expect(pointRefund({ ...base, refundFee: 10000 })).toBe(333)
  })

  it('gives the rest to the application that completes the order', () => {
    expect(pointRefund({ ...base, refundFee: 10000, claimed: 666, orderComplete: true })).toBe(334)
  })

  it('gives back the points price of points goods', () => {
    expect(pointRefund({ ...base, orderType: 'point', pointPrice: 500, num: 2, orderPoints: 1500, refundFee: 0 })).toBe(
      1000,
    )
  })

  it('gives back nothing when no points were used', () => {
    expect(pointRefund({ ...base, orderPoints: 0, refundFee: 10000, orderComplete: true })).toBe(0)
  })
})

describe('proportionalShare', () => {
  it('rounds down exactly, even beyond 2^53', () => {
    expect(proportionalShare(10, 1, 3)).toBe(3)
    expect(proportionalShare(9_000_000_000_000, 99_999, 100_000)).toBe(8_999_910_000_000)
    expect(proportionalShare(100, 1, 0)).toBe(0)
  })
})
