import { describe, expect, it } from 'vitest'
import { placeToolbar } from './toolbar-placement.ts'

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
})
const size = { width: 36, height: 186 }
const view = box(240, 48, 806, 720)

describe('the edit toolbar’s place', () => {
  it('stands beside the page’s right edge at the widget’s height, where no widget is under it', () => {
    const page = box(297, 100, 690, 2000)
    expect(placeToolbar(box(420, 194, 446, 197), page, view, size)).toEqual({
      x: 995,
      y: 194,
      side: 'right',
      orientation: 'vertical',
    })
  })

  it('stays inside the visible canvas when the widget starts above it or ends below it', () => {
    const page = box(297, -3000, 690, 5000)
    expect(placeToolbar(box(300, -400, 690, 1000), page, view, size).y).toBe(52)
    expect(placeToolbar(box(300, 700, 690, 400), page, view, size).y).toBe(768 - 186 - 4)
  })

  it('goes left of the page when its right edge is scrolled out of view', () => {
    const page = box(320, 100, 1190, 2000)
    expect(placeToolbar(box(400, 300, 300, 200), page, view, size)).toMatchObject({ x: 276, side: 'left' })
  })

  it('goes inside the widget’s top-right corner when neither side of the page shows, lying flat on a low widget', () => {
    const page = box(-100, 100, 1190, 2000)
    expect(placeToolbar(box(0, 300, 1190, 400), page, view, size)).toEqual({
      x: 1046 - 4 - 36,
      y: 304,
      side: 'inside',
      orientation: 'vertical',
    })
    expect(placeToolbar(box(0, 300, 1190, 60), page, view, size)).toEqual({
      x: 1046 - 4 - 186,
      y: 304,
      side: 'inside',
      orientation: 'horizontal',
    })
  })
})
