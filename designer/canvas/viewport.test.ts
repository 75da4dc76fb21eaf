import { describe, expect, it } from 'vitest'
import { registerVisibleTop, scrollDelta, visibleStageTop } from './viewport.ts'

const view = { left: 0, top: 0, right: 800, bottom: 600 }
const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
})

describe('scrolling a widget into view', () => {
  it('does not scroll for a widget already in view', () => {
    expect(scrollDelta(box(100, 100, 200, 200), view)).toEqual({ dx: 0, dy: 0 })
  })

  it('scrolls down and right just enough for a widget below and to the right', () => {
    expect(scrollDelta(box(700, 900, 200, 100), view)).toEqual({ dx: 124, dy: 424 })
  })

  it('scrolls up and left to a widget above and to the left', () => {
    expect(scrollDelta(box(-300, -500, 100, 100), view)).toEqual({ dx: -324, dy: -524 })
  })

  it('brings the top-left of a widget larger than the view to the view’s top-left', () => {
    expect(scrollDelta(box(100, 300, 2000, 1500), view)).toEqual({ dx: 76, dy: 276 })
  })
})

describe('the visible top of the page', () => {
  it('is what the mounted canvas says, and null without one', () => {
    expect(visibleStageTop()).toBeNull()
    const unregister = registerVisibleTop(() => 640)
    expect(visibleStageTop()).toBe(640)
    unregister()
    expect(visibleStageTop()).toBeNull()
  })
})
