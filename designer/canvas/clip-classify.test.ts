import { describe, expect, it } from 'vitest'
import { type ClipMeasure, MIN_CARD_WIDTH, MIN_TEXT_COLUMN, classifyClip } from './clip-classify.ts'

const fits: ClipMeasure = {
  type: 'W0002',
  height: 320,
  boxHeight: 320,
  boxWidth: 1190,
  overflowY: 0,
  overflowX: 0,
  textWidth: null,
  narrowestCard: null,
  narrowestText: null,
}
const measure = (fields: Partial<ClipMeasure>): ClipMeasure => ({ ...fits, ...fields })

describe('clipped content, from what the canvas measured', () => {
  it('reports nothing for content that fits, or overflows by a rounding pixel', () => {
    expect(classifyClip(fits)).toBeNull()
    expect(classifyClip(measure({ overflowY: 1 }))).toBeNull()
    expect(classifyClip(measure({ boxHeight: 0, overflowY: 50 }))).toBeNull()
  })

  it('reports content taller than its box, with the height that shows all of it', () => {
    expect(classifyClip(measure({ overflowY: 62 }))).toEqual({ kind: 'height', fitHeight: 382 })
    // Measured on a canvas laid out at half size: the fit is in the document's pixels.
    expect(classifyClip(measure({ boxHeight: 160, overflowY: 31 }))).toEqual({ kind: 'height', fitHeight: 382 })
    expect(classifyClip(measure({ overflowY: 10.2 }))).toEqual({ kind: 'height', fitHeight: 331 })
  })

  it('reports a text wider than its box, wrapped past its height or cut at its side', () => {
    const text = measure({ type: 'W0011', height: 20, boxHeight: 20, boxWidth: 52 })
    expect(classifyClip({ ...text, textWidth: 130, overflowY: 47 })).toEqual({ kind: 'width', fitHeight: 67 })
    expect(classifyClip({ ...text, textWidth: 60, overflowX: 8 })).toEqual({ kind: 'width', fitHeight: null })
    // Wider than its box but wrapped inside a box tall enough: it fits.
    expect(classifyClip({ ...text, boxHeight: 80, height: 80, textWidth: 130 })).toBeNull()
    // Lines that fit the width, too many for the height: a height report.
    expect(classifyClip({ ...text, textWidth: 52, overflowY: 30 })).toEqual({ kind: 'height', fitHeight: 50 })
  })

  it('reports showcase cards or text columns narrower than their minimum as squeezed, without a fit height', () => {
    const showcase = measure({ type: 'W0014', narrowestCard: 233, narrowestText: 200 })
    expect(classifyClip(showcase)).toBeNull()
    expect(classifyClip({ ...showcase, narrowestCard: MIN_CARD_WIDTH - 1 })).toEqual({
      kind: 'squeezed',
      fitHeight: null,
    })
    expect(classifyClip({ ...showcase, narrowestText: 53, overflowY: 40 })).toEqual({
      kind: 'squeezed',
      fitHeight: null,
    })
    // At half size the minimum halves too.
    expect(classifyClip({ ...showcase, boxHeight: 160, narrowestText: MIN_TEXT_COLUMN / 2 + 1 })).toBeNull()
  })

  it('leaves the free panel and the category menu alone', () => {
    expect(classifyClip(measure({ type: 'W0006', overflowY: 200 }))).toBeNull()
    expect(classifyClip(measure({ type: 'W0007', overflowY: 68 }))).toBeNull()
  })
})
