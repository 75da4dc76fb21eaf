import { describe, expect, it } from 'vitest'
import type { DraftWidget } from '../store/types.ts'
import { contentBox, heightForImage, isCropped } from './hot-zone-frame.ts'

const widget = (extra: Partial<DraftWidget> = {}) =>
  ({ type: 'W0003', uuid: 'h', x: 0, y: 0, width: 1190, height: 200, ...extra }) as DraftWidget

describe('hot-zone content box', () => {
  it('is the widget less its paddings and borders', () => {
    expect(contentBox(widget())).toEqual({ width: 1190, height: 200, verticalFrame: 0 })
    const framed = widget({
      paddings: { top: 10, right: 20, bottom: 10, left: 20 },
      borders: { width: 5, style: 'solid', color: '', radius: 0 },
    })
    expect(contentBox(framed)).toEqual({ width: 1140, height: 170, verticalFrame: 30 })
    expect(contentBox(widget({ height: 0 }))).toBeNull()
    expect(contentBox(null)).toBeNull()
  })

  it('says when the image is cropped and which height shows all of it', () => {
    const box = contentBox(widget({ paddings: { top: 10, right: 0, bottom: 10, left: 0 } }))!
    expect(isCropped(box, { width: 1190, height: 180 })).toBe(false)
    expect(isCropped(box, { width: 1190, height: 400 })).toBe(true)
    expect(heightForImage(box, { width: 2380, height: 800 })).toBe(400 + 20)
  })
})
