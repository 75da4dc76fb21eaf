import { describe, expect, it } from 'vitest'
import { pageDefaults } from '../../schemas/page.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { startGesture } from './gesture-session.ts'
import { edgesOf, type Rect } from './snapping.ts'

const widget = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  uuid,
  type: 'W0011',
  x: 0,
  y: 0,
  width: 100,
  height: 40,
  ...fields,
})

const doc: Doc = {
  page: pageDefaults(),
  widgets: [
    widget('a', { x: 100, y: 100 }),
    widget('b', { x: 400, y: 300, width: 200 }),
    widget('p', {
      type: 'W0006',
      x: 50,
      y: 500,
      width: 300,
      height: 200,
      grid: 10,
      childWidgets: [widget('k', { x: 20, y: 20, width: 80, height: 30 })],
    }),
    widget('img', { type: 'W0003', x: 0, y: 800, width: 300, height: 150, proportion: true }),
  ],
}

/** Where a resize of `uuid` on a 1000 px canvas ends when the pointer asks for `rect`. */
const resized = (uuid: string, rect: Rect, direction: string) =>
  startGesture(doc, uuid, 1000)!.resize(rect, edgesOf(direction)).value

describe('a gesture on a page widget', () => {
  it('snaps to the other page widgets and keeps the widget on the page', () => {
    const session = startGesture(doc, 'a', 1000)!
    expect(session.from).toEqual({ x: 100, y: 100, width: 100, height: 40 })
    const snapped = session.move({ x: 396, y: 150, width: 100, height: 40 })
    expect(snapped.value).toEqual({ x: 400, y: 150 })
    expect(snapped.guides).toContainEqual({ orientation: 'vertical', position: 400, start: 150, end: 340 })
    expect(session.move({ x: 1150, y: -30, width: 100, height: 40 }).value).toEqual({ x: 1090, y: 0 })
  })

  it('does not snap to itself', () => {
    expect(startGesture(doc, 'a', 1000)!.move({ x: 700, y: 104, width: 100, height: 40 }).value.y).toBe(104)
  })

  it('resizes a proportional widget with its aspect ratio', () => {
    const rect = resized('img', { x: 0, y: 800, width: 400, height: 150 }, 'right')
    expect(rect).toEqual({ x: 0, y: 800, width: 400, height: 200 })
  })
})

describe('a gesture on a free panel child', () => {
  it('moves on the panel grid, inside the panel', () => {
    const session = startGesture(doc, 'k', 1000)!
    expect(session.move({ x: 33, y: 47, width: 80, height: 30 })).toEqual({ value: { x: 30, y: 50 }, guides: [] })
    expect(session.move({ x: 290, y: 260, width: 80, height: 30 }).value).toEqual({ x: 220, y: 170 })
  })

  it('resizes to the grid', () => {
    const rect = resized('k', { x: 20, y: 20, width: 94, height: 33 }, 'bottomRight')
    expect(rect).toEqual({ x: 20, y: 20, width: 90, height: 30 })
  })

  it('has nothing to do for a widget that is gone', () => {
    expect(startGesture(doc, 'nope', 1000)).toBeNull()
  })
})
