import { describe, expect, it } from 'vitest'
import { MIN_ZONE_PER, clampZone, moveZone, resizeZone, toPercent, zoneFromDrag } from './hot-zone-math.ts'

describe('hot-zone math', () => {
  it('converts pixels to a clamped percentage of the displayed size', () => {
    expect(toPercent(50, 200)).toBe(25)
    expect(toPercent(-10, 200)).toBe(0)
    expect(toPercent(300, 200)).toBe(100)
    expect(toPercent(10, 0)).toBe(0)
  })

  it('builds a zone from a drag in any direction and ignores a click-sized drag', () => {
    expect(zoneFromDrag({ x: 60, y: 50 }, { x: 10, y: 20 })).toEqual({
      leftPer: 10,
      topPer: 20,
      widthPer: 50,
      heightPer: 30,
    })
    expect(zoneFromDrag({ x: 10, y: 10 }, { x: 11, y: 40 })).toBeNull()
    expect(zoneFromDrag({ x: 90, y: 90 }, { x: 130, y: 120 })).toEqual({
      leftPer: 90,
      topPer: 90,
      widthPer: 10,
      heightPer: 10,
    })
  })

  it('keeps a zone inside the image with at least the minimum size', () => {
    expect(clampZone({ leftPer: 95, topPer: -5, widthPer: 20, heightPer: 0.5 })).toEqual({
      leftPer: 80,
      topPer: 0,
      widthPer: 20,
      heightPer: MIN_ZONE_PER,
    })
    expect(clampZone({ leftPer: 10.123, topPer: 0, widthPer: 150, heightPer: 33.3333 })).toEqual({
      leftPer: 0,
      topPer: 0,
      widthPer: 100,
      heightPer: 33.33,
    })
  })

  it('moves a zone without leaving the image or changing its size', () => {
    const zone = { leftPer: 10, topPer: 10, widthPer: 30, heightPer: 20 }
    expect(moveZone(zone, 5, -3)).toEqual({ leftPer: 15, topPer: 7, widthPer: 30, heightPer: 20 })
    expect(moveZone(zone, 200, 200)).toEqual({ leftPer: 70, topPer: 80, widthPer: 30, heightPer: 20 })
    expect(moveZone(zone, -50, -50)).toEqual({ leftPer: 0, topPer: 0, widthPer: 30, heightPer: 20 })
  })

  it('resizes by a corner, keeping the opposite corner and the minimum size', () => {
    const zone = { leftPer: 10, topPer: 10, widthPer: 30, heightPer: 20 }
    expect(resizeZone(zone, 'se', 10, 5)).toEqual({ leftPer: 10, topPer: 10, widthPer: 40, heightPer: 25 })
    expect(resizeZone(zone, 'nw', -20, -20)).toEqual({ leftPer: 0, topPer: 0, widthPer: 40, heightPer: 30 })
    expect(resizeZone(zone, 'ne', -100, 0)).toEqual({ leftPer: 10, topPer: 10, widthPer: MIN_ZONE_PER, heightPer: 20 })
    expect(resizeZone(zone, 'sw', 0, 500)).toEqual({ leftPer: 10, topPer: 10, widthPer: 30, heightPer: 90 })
  })
})
