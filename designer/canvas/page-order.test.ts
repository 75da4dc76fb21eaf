import { describe, expect, it } from 'vitest'
import { applyCommand } from '../store/commands/index.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { canStep, insertBeside, stepInOrder } from './page-order.ts'
import { pageDefaults } from '../../schemas/page.ts'

const widget = (uuid: string, y: number, height: number, extra: Partial<DraftWidget> = {}): DraftWidget => ({
  uuid,
  type: 'W0011',
  x: 20,
  y,
  width: 300,
  height,
  ...extra,
})

const page = pageDefaults()

function doc(widgets: DraftWidget[]): Doc {
  return { page, widgets }
}

const slots = (d: Doc) => d.widgets.map((w) => `${w.uuid}@${w.y}`)

describe('adding above and below', () => {
  const base = doc([widget('a', 0, 100), widget('b', 120, 50), widget('c', 200, 40)])
  const make = (at: { x: number; y: number }) => widget('new', at.y, 60, { x: at.x })

  it('puts the new widget where the anchor started and moves the anchor and everything under it down', () => {
    const command = insertBeside(base, 'b', 'above', make)!
    expect(command).toMatchObject({ kind: 'batch', label: '上方添加文本' })
    expect(slots(applyCommand(base, command))).toEqual(['a@0', 'new@120', 'b@180', 'c@260'])
  })

  it('puts the new widget under the anchor, after it in the list', () => {
    const command = insertBeside(base, 'a', 'below', make)!
    const next = applyCommand(base, command)
    expect(slots(next)).toEqual(['a@0', 'new@100', 'b@180', 'c@260'])
    expect(next.widgets[1].x).toBe(20)
  })

  it('works among a free panel’s children', () => {
    const panel = widget('p', 0, 300, { type: 'W0006', childWidgets: [widget('k1', 0, 30), widget('k2', 40, 30)] })
    const inPanel = doc([panel])
    const next = applyCommand(inPanel, insertBeside(inPanel, 'k1', 'below', make)!)
    expect((next.widgets[0].childWidgets as DraftWidget[]).map((w) => `${w.uuid}@${w.y}`)).toEqual([
      'k1@0',
      'new@30',
      'k2@100',
    ])
  })
})

describe('moving up and down', () => {
  const base = doc([widget('a', 0, 100), widget('b', 110, 50), widget('c', 200, 40)])

  it('swaps list places and vertical slots with the neighbour, keeping the gap', () => {
    const up = applyCommand(base, stepInOrder(base, 'b', -1)!)
    expect(slots(up)).toEqual(['b@0', 'a@60', 'c@200'])
    const down = applyCommand(base, stepInOrder(base, 'b', 1)!)
    expect(slots(down)).toEqual(['a@0', 'c@110', 'b@190'])
  })

  it('has nothing to do at the ends of the list', () => {
    expect(canStep(base, 'a', -1)).toBe(false)
    expect(canStep(base, 'c', 1)).toBe(false)
    expect(stepInOrder(base, 'a', -1)).toBeNull()
    expect(canStep(base, 'a', 1)).toBe(true)
  })
})
