import { describe, expect, it } from 'vitest'
import { maxDeductiblePoints, pointsEarnedFor, pointsOfLines, pointsToCents } from './points.ts'

describe('points rule', () => {
  it('values 100 points at 1 yuan', () => {
    expect(pointsToCents(100)).toBe(100)
    expect(pointsToCents(250)).toBe(250)
  })

  it('lets points pay at most half the order, and no more than the balance', () => {
    expect(maxDeductiblePoints(10000, 100000)).toBe(5000)
    expect(maxDeductiblePoints(10000, 1200)).toBe(1200)
    expect(maxDeductiblePoints(0, 1200)).toBe(0)
  })

  it('earns a point per whole yuan, times the grade multiplier', () => {
    expect(pointsEarnedFor(12999)).toBe(129)
    expect(pointsEarnedFor(12999, 2)).toBe(258)
  })
})

describe('pointsOfLines', () => {
  it('adds points price × quantity over the lines', () => {
    expect(
      pointsOfLines([
        { point_price: 300, quantity: 2 },
        { point_price: 50, quantity: 1 },
      ]),
    ).toBe(650)
    expect(pointsOfLines([])).toBe(0)
  })
})
