import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocate } from './allocate.ts'

describe('allocate', () => {
  it('splits in proportion to the weights', () => {
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250])
  })

  it('gives left-over cents to the largest remainders', () => {
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0])
    expect(allocate(10, [333, 333, 334])).toEqual([3, 3, 4])
  })

  it('takes everything when the total equals the weights', () => {
    expect(allocate(1234, [1000, 0, 234])).toEqual([1000, 0, 234])
  })

  it('refuses a total above the weights or below zero', () => {
    expect(() => allocate(11, [5, 5])).toThrow(RangeError)
    expect(() => allocate(-1, [5, 5])).toThrow(RangeError)
  })

  it('always sums to the total with no part above its weight or below zero', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 20 })
          .chain((weights) =>
            fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: weights.reduce((a, b) => a + b, 0) })),
          ),
        ([weights, total]) => {
          const parts = allocate(total, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true)
            expect(part).toBeGreaterThanOrEqual(0)
            expect(part).toBeLessThanOrEqual(weights[i]!)
          })
        },
      ),
      { numRuns: 2000 },
    )
  })
})
