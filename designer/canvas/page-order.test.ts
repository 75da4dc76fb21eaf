import { describe, expect, it } from 'vitest'
import { pageDefaults } from '../../schemas/page.ts'
import { applyCommand } from '../store/commands/index.ts'
import { createEditorStore } from '../store/editor-store.ts'
import type { Command, Doc, DraftWidget } from '../store/types.ts'
import { canStep, insertBeside, moveInOrder, stepInOrder } from './page-order.ts'

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

/** The document after the store dispatched `command` (with its reflow), and the step it recorded. */
function dispatched(base: Doc, command: Command) {
  const store = createEditorStore()
  store.getState().load(1, base, 1)
  store.getState().dispatch(command)
  return { doc: store.getState().doc, past: store.getState().past, undo: () => store.getState().undo(), store }
}

describe('adding above and below', () => {
  const base = doc([widget('a', 0, 100), widget('b', 120, 50), widget('c', 200, 40)])
  const make = (at: { x: number; y: number }) => widget('new', at.y, 60, { x: at.x })

  it('puts the new widget where the anchor started; the reflow moves the anchor and everything under it down', () => {
    const command = insertBeside(base, 'b', 'above', make)!
    expect(command).toMatchObject({ kind: 'batch', label: '上方添加文本' })
    expect(slots(applyCommand(base, command))).toEqual(['a@0', 'new@120', 'b@120', 'c@200'])
    const { doc: next, past, undo, store } = dispatched(base, command)
    expect(slots(next)).toEqual(['a@0', 'new@120', 'b@180', 'c@260'])
    expect(past.map((entry) => entry.label)).toEqual(['上方添加文本'])
    undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
  })

  it('puts the new widget under the anchor, after it in the list', () => {
    const { doc: next } = dispatched(base, insertBeside(base, 'a', 'below', make)!)
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

  it('moves nothing else through the store: the pair ends where it ended', () => {
    const { doc: next, past } = dispatched(base, stepInOrder(base, 'a', 1)!)
    expect(slots(next)).toEqual(['b@0', 'a@60', 'c@200'])
    expect(past.map((entry) => entry.label)).toEqual(['下移文本'])
  })

  it('takes a widget several places on as one step of 上移 / 下移s', () => {
    const command = moveInOrder(base, 'a', 2)!
    expect(command).toMatchObject({ kind: 'batch', label: '调整文本顺序' })
    const { doc: next, past, undo, store } = dispatched(base, command)
    expect(slots(next)).toEqual(['b@0', 'c@60', 'a@140'])
    expect(past).toHaveLength(1)
    undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
    expect(moveInOrder(base, 'c', 1)).toEqual(stepInOrder(base, 'c', -1))
    expect(moveInOrder(base, 'c', 2)).toBeNull()
  })
})
