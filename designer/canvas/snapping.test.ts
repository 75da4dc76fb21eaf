import { describe, expect, it } from 'vitest'
import { SNAP_TOLERANCE, edgesOf, snapMove, snapResize, snapTargets } from './snapping.ts'

const page = { width: 1190, height: 1000 }
const pageOnly = snapTargets([], page)

describe('snap targets', () => {
  it('are the page edges and centre plus every other widget edge and centre', () => {
    const targets = snapTargets([{ x: 100, y: 200, width: 300, height: 50 }], page)
    expect(targets.vertical.map((line) => line.position)).toEqual([0, 595, 1190, 100, 250, 400])
    expect(targets.horizontal.map((line) => line.position)).toEqual([200, 225, 250])
  })
})

describe('snapping a move', () => {
  it('snaps the left edge to the page left edge', () => {
    const { value, guides } = snapMove({ x: 7, y: 40, width: 200, height: 100 }, pageOnly)
    expect(value).toEqual({ x: 0, y: 40 })
    expect(guides).toEqual([{ orientation: 'vertical', position: 0, start: 0, end: 1000 }])
  })

  it('snaps the right edge to the page right edge', () => {
    expect(snapMove({ x: 985, y: 0, width: 200, height: 100 }, pageOnly).value.x).toBe(990)
  })

  it('snaps the centre to the page centre', () => {
    const { value, guides } = snapMove({ x: 498, y: 0, width: 200, height: 100 }, pageOnly)
    expect(value.x).toBe(495)
    expect(guides.map((guide) => guide.position)).toEqual([595])
  })

  it('snaps to another widget edge and centre, drawing the guide across both', () => {
    const other = { x: 100, y: 500, width: 300, height: 80 }
    const targets = snapTargets([other], page)
    const top = snapMove({ x: 700, y: 504, width: 100, height: 30 }, targets)
    expect(top.value).toEqual({ x: 700, y: 500 })
    expect(top.guides).toEqual([{ orientation: 'horizontal', position: 500, start: 100, end: 800 }])
    const middle = snapMove({ x: 700, y: 522, width: 100, height: 30 }, targets)
    expect(middle.value.y).toBe(525)
    const leftToRight = snapMove({ x: 396, y: 100, width: 100, height: 40 }, targets)
    expect(leftToRight.value.x).toBe(400)
    expect(leftToRight.guides[0]).toEqual({ orientation: 'vertical', position: 400, start: 100, end: 580 })
  })

  it(`snaps at exactly ${SNAP_TOLERANCE} px and not at ${SNAP_TOLERANCE + 1}`, () => {
    expect(snapMove({ x: 10, y: 300, width: 200, height: 100 }, pageOnly).value.x).toBe(0)
    const outside = snapMove({ x: 11, y: 300, width: 200, height: 100 }, pageOnly)
    expect(outside.value.x).toBe(11)
    expect(outside.guides).toEqual([])
    const other = snapTargets([{ x: 0, y: 0, width: 100, height: 100 }], page)
    expect(snapMove({ x: 300, y: 90, width: 50, height: 50 }, other).value.y).toBe(100)
    expect(snapMove({ x: 300, y: 111, width: 50, height: 50 }, other).value.y).toBe(111)
  })

  it('takes the nearest target when several are in reach', () => {
    const targets = snapTargets([{ x: 0, y: 0, width: 104, height: 10 }], page)
    // Left edge 4 px from x = 104 and 8 px from the page edge 0... and the right edge nowhere near.
    expect(snapMove({ x: 108, y: 300, width: 100, height: 100 }, targets).value.x).toBe(104)
  })

  it('shows a guide for every line the snapped edges lie on', () => {
    const targets = snapTargets([{ x: 0, y: 0, width: 495, height: 10 }], page)
    const { value, guides } = snapMove({ x: 497, y: 300, width: 200, height: 100 }, targets)
    expect(value.x).toBe(495)
    expect(guides.map((guide) => guide.position).sort((a, b) => a - b)).toEqual([495, 595])
  })
})

describe('snapping a resize', () => {
  it('snaps only the edge the handle moves', () => {
    const rect = { x: 100, y: 100, width: 1083, height: 50 }
    const { value } = snapResize(rect, edgesOf('right'), pageOnly)
    expect(value).toEqual({ x: 100, y: 100, width: 1090, height: 50 })
    expect(snapResize({ x: 8, y: 100, width: 100, height: 50 }, edgesOf('bottom'), pageOnly).value.x).toBe(8)
  })

  it('keeps the right edge in place when the left edge snaps', () => {
    const { value } = snapResize({ x: 6, y: 0, width: 200, height: 50 }, edgesOf('left'), pageOnly)
    expect(value).toEqual({ x: 0, y: 0, width: 206, height: 50 })
  })

  it('snaps the bottom edge to another widget top', () => {
    const targets = snapTargets([{ x: 500, y: 300, width: 100, height: 100 }], page)
    const { value, guides } = snapResize({ x: 0, y: 100, width: 200, height: 191 }, edgesOf('bottomRight'), targets)
    expect(value.height).toBe(200)
    expect(guides).toContainEqual({ orientation: 'horizontal', position: 300, start: 0, end: 600 })
  })

  it('keeps the aspect ratio when the widget resizes proportionally', () => {
    const { value } = snapResize({ x: 0, y: 10, width: 1184, height: 592 }, edgesOf('bottomRight'), pageOnly, {
      ratio: 2,
    })
    expect(value).toEqual({ x: 0, y: 10, width: 1190, height: 595 })
    const top = snapResize({ x: 6, y: 10, width: 200, height: 100 }, edgesOf('topLeft'), pageOnly, { ratio: 2 })
    expect(top.value).toEqual({ x: 0, y: 7, width: 206, height: 103 })
  })

  it(`does not snap an edge ${SNAP_TOLERANCE + 1} px away`, () => {
    expect(snapResize({ x: 11, y: 0, width: 100, height: 50 }, edgesOf('left'), pageOnly).value.x).toBe(11)
  })
})
