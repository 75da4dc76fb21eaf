import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gettedFlag } from './getted.ts'

describe('gettedFlag', () => {
  it.each([
    ['guest, copies left', { quantity: 10, get_num: 3, get_limit: 1 }, 0, 0],
    ['guest, all issued', { quantity: 10, get_num: 10, get_limit: 1 }, 0, 2],
    ['member holding fewer than the limit', { quantity: 10, get_num: 3, get_limit: 2 }, 1, 0],
    ['member at the limit', { quantity: 10, get_num: 3, get_limit: 2 }, 2, 1],
    ['member at the limit of an exhausted coupon', { quantity: 10, get_num: 10, get_limit: 2 }, 2, 2],
  ])('%s', (_name, coupon, held, expected) => {
    expect(gettedFlag(coupon, held)).toBe(expected)
  })

  it('matches its definition for any counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 200 }),
        (quantity, getNum, getLimit, held) => {
          const flag = gettedFlag({ quantity, get_num: getNum, get_limit: getLimit }, held)
          // 2 exactly when nothing is left; otherwise 1 exactly when the viewer is at the limit.
          expect(flag === 2).toBe(getNum >= quantity)
          expect(flag === 1).toBe(getNum < quantity && held >= getLimit)
          expect(flag === 0).toBe(getNum < quantity && held < getLimit)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
