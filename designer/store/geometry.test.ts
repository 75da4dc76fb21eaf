import { describe, expect, it } from 'vitest'
import { clampGeometry, clampPosition, resizeWithin, snapToGrid } from './geometry.ts'
import type { Geometry } from './types.ts'
import { widget } from './test-doc.ts'

describe('geometry (spec 5 designer limits)', () => {
  it('keeps width within 0..1190, x within the page and heights at 0 or more', () => {
    expect(clampGeometry({ x: -20, y: -5, width: 1500, height: -10 })).toEqual({ x: 0, y: 0, width: 1190, height: 0 })
    expect(clampGeometry({ x: 1000, y: 10.4, width: 300.6, height: 80 })).toEqual({
      x: 889,
      y: 10,
      width: 301,
      height: 80,
    })
    expect(clampPosition({ x: 1180, y: 4000 }, { width: 375, height: 40 })).toEqual({ x: 815, y: 4000 })
  })

  it('keeps a widget inside a free panel', () => {
    expect(clampPosition({ x: 590, y: 295 }, { width: 100, height: 50 }, { width: 600, height: 300 })).toEqual({
      x: 500,
      y: 250,
    })
    expect(clampGeometry({ x: 0, y: 0, width: 800, height: 400 }, { width: 600, height: 300 })).toEqual({
      x: 0,
      y: 0,
      width: 600,
      height: 300,
    })
  })

  it('resizes a proportional widget keeping its aspect ratio, anchored at the opposite edge', () => {
    const image = widget('W0003', { x: 100, y: 100, width: 400, height: 200 })
    const from = { x: 100, y: 100, width: 400, height: 200 }
    const resized = (to: Geometry) => resizeWithin(image, from, to)
    expect(resized({ x: 100, y: 100, width: 600, height: 210 })).toEqual({ x: 100, y: 100, width: 600, height: 300 })
    expect(resized({ x: 100, y: 100, width: 410, height: 100 })).toEqual({ x: 100, y: 100, width: 200, height: 100 })
    expect(resized({ x: 0, y: 100, width: 500, height: 200 })).toEqual({ x: 0, y: 100, width: 500, height: 250 })
    expect(resized({ x: 100, y: 100, width: 3000, height: 200 })).toEqual({ x: 0, y: 100, width: 1190, height: 595 })
  })

  it('resizes other widgets freely, within the limits', () => {
    const text = widget('W0011')
    expect(resizeWithin(text, { x: 0, y: 0, width: 52, height: 20 }, { x: 0, y: 0, width: 300, height: 90 })).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 90,
    })
  })

  it('snaps to the panel grid', () => {
    expect(snapToGrid(14, 10)).toBe(10)
    expect(snapToGrid(15, 10)).toBe(20)
    expect(snapToGrid(33, 0)).toBe(30)
  })
})
