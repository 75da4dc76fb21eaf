import { describe, expect, it } from 'vitest'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { PAGE_BOUNDS } from '../store/geometry.ts'
import type { DraftWidget } from '../store/types.ts'
import { keyResized } from './resize.ts'

const widget = (fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(w0011Defaults as unknown as DraftWidget),
  uuid: 'w',
  x: 100,
  y: 50,
  width: 200,
  height: 100,
  ...fields,
})

describe('resizing from the keyboard', () => {
  it('grows and shrinks the height and the width, the top-left corner staying', () => {
    expect(keyResized(widget(), 0, 1, PAGE_BOUNDS)).toEqual({ x: 100, y: 50, width: 200, height: 101 })
    expect(keyResized(widget(), 0, -10, PAGE_BOUNDS)).toEqual({ x: 100, y: 50, width: 200, height: 90 })
    expect(keyResized(widget(), 10, 0, PAGE_BOUNDS)).toEqual({ x: 100, y: 50, width: 210, height: 100 })
  })

  it('changes nothing it may not: a fixed height or width, below zero, past the page', () => {
    expect(keyResized(widget({ heightDisabled: true }), 0, 1, PAGE_BOUNDS)).toBeNull()
    expect(keyResized(widget({ widthDisabled: true }), -1, 0, PAGE_BOUNDS)).toBeNull()
    expect(keyResized(widget({ height: 0 }), 0, -1, PAGE_BOUNDS)).toBeNull()
    expect(keyResized(widget({ x: 0, width: 1190 }), 1, 0, PAGE_BOUNDS)).toBeNull()
  })

  it('keeps a proportional widget’s aspect ratio and stays inside a free panel', () => {
    expect(keyResized(widget({ proportion: true }), 0, 10, PAGE_BOUNDS)).toEqual({
      x: 100,
      y: 50,
      width: 220,
      height: 110,
    })
    expect(keyResized(widget({ x: 0, y: 0 }), 0, 10, { width: 300, height: 105 })).toEqual({
      x: 0,
      y: 0,
      width: 200,
      height: 105,
    })
  })
})
