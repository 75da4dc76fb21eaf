import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageDefaults } from '../../schemas/page.ts'
import { stepInOrder } from '../canvas/page-order.ts'
import { createEditorStore } from './editor-store.ts'
import { insertionLine, withReflow } from './reflow.ts'
import { findWidget } from './tree.ts'
import type { Doc, DraftWidget } from './types.ts'

const box = (uuid: string, y: number, height: number, extra: Partial<DraftWidget> = {}): DraftWidget => ({
  uuid,
  type: 'W0011',
  x: 20,
  y,
  width: 300,
  height,
  ...extra,
})

const docOf = (widgets: DraftWidget[]): Doc => ({ page: pageDefaults(), widgets })

function storeWith(doc: Doc) {
  const store = createEditorStore()
  store.getState().load(1, doc, 1)
  return store
}

const slots = (doc: Doc) => doc.widgets.map((widget) => `${widget.uuid}@${widget.y}`)

/** a 0–100, b 120–170, c 200–240: gaps of 20 and 30. */
const stack = () => docOf([box('a', 0, 100), box('b', 120, 50), box('c', 200, 40)])

describe('reflow of the page stack', () => {
  it('moves the widgets under a taller widget down by the difference, as one step with the resize label', () => {
    const base = stack()
    const store = storeWith(base)
    store
      .getState()
      .dispatch({ kind: 'resize', uuid: 'a', from: base.widgets[0], to: { x: 20, y: 0, width: 300, height: 180 } })
    expect(slots(store.getState().doc)).toEqual(['a@0', 'b@200', 'c@280'])
    expect(store.getState().past.map((entry) => entry.label)).toEqual(['调整文本大小'])
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
  })

  it('pulls the widgets under a shorter widget up, keeping the gaps', () => {
    const store = storeWith(stack())
    store
      .getState()
      .dispatch({ kind: 'resize', uuid: 'b', from: stack().widgets[1], to: { x: 20, y: 120, width: 300, height: 10 } })
    expect(slots(store.getState().doc)).toEqual(['a@0', 'b@120', 'c@160'])
  })

  it('follows the inspector’s 高度 and Y fields, and a typing burst stays one step', () => {
    const base = stack()
    const store = storeWith(base)
    store.getState().setField('a', '/height', 1)
    store.getState().setField('a', '/height', 15)
    store.getState().setField('a', '/height', 150)
    expect(slots(store.getState().doc)).toEqual(['a@0', 'b@170', 'c@250'])
    expect(store.getState().past).toHaveLength(1)
    expect(store.getState().past[0].label).toBe('修改文本')
    store.getState().setField('b', '/y', 190)
    expect(slots(store.getState().doc)).toEqual(['a@0', 'b@190', 'c@270'])
    store.getState().undo()
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
  })

  it('keeps a widget’s top under the widget above it: Y typed digit by digit, a top edge dragged up', () => {
    const base = stack()
    const store = storeWith(base)
    for (const y of [2, 20, 200]) store.getState().setField('c', '/y', y)
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
    store.getState().setField('c', '/y', 5)
    expect(slots(store.getState().doc)).toEqual(['a@0', 'b@120', 'c@170'])
    const b = store.getState().doc.widgets[1]
    store.getState().dispatch({ kind: 'resize', uuid: 'b', from: b, to: { x: 20, y: 50, width: 300, height: 120 } })
    expect(findWidget(store.getState().doc, 'b')?.widget).toMatchObject({ y: 100, height: 70 })
    expect(slots(store.getState().doc)).toEqual(['a@0', 'b@100', 'c@170'])
  })

  it('moves the stack with a height a field effect sets (W0011 font size)', () => {
    const store = storeWith(docOf([box('t', 0, 20, { fontSize: 14 }), box('b', 30, 50)]))
    store.getState().setField('t', '/fontSize', 30)
    expect(slots(store.getState().doc)).toEqual(['t@0', 'b@60'])
    expect(store.getState().past).toHaveLength(1)
  })

  it('closes a deleted widget’s slot: the next widget takes its top', () => {
    const base = stack()
    const store = storeWith(base)
    store.getState().dispatch({ kind: 'delete', widget: base.widgets[1], at: { parentId: null, index: 1 } })
    expect(slots(store.getState().doc)).toEqual(['a@0', 'c@120'])
    expect(store.getState().past[0].label).toBe('删除文本')
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
  })

  it('inserts at a line: the widgets on or under it move down by the new height, listed by y', () => {
    const base = stack()
    const store = storeWith(base)
    store.getState().dispatch({ kind: 'add', widget: box('n', 120, 60), at: { parentId: null, index: 3 } })
    expect(slots(store.getState().doc)).toEqual(['a@0', 'n@120', 'b@180', 'c@260'])
    expect(store.getState().past[0].label).toBe('添加文本')
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
  })

  it('never cuts through a widget: the line goes to its nearer edge', () => {
    const widgets = stack().widgets
    expect(insertionLine(widgets, 30)).toBe(0)
    expect(insertionLine(widgets, 60)).toBe(100)
    expect(insertionLine(widgets, 110)).toBe(110)
    const store = storeWith(stack())
    store.getState().dispatch({ kind: 'paste', widget: box('n', 150, 10), at: { parentId: null, index: 0 } })
    expect(slots(store.getState().doc)).toEqual(['a@0', 'b@120', 'n@170', 'c@210'])
  })

  it('applies a batch part by part, and leaves moves, reorders and free-panel children alone', () => {
    const panel = box('p', 260, 200, { type: 'W0006', childWidgets: [box('k1', 0, 30), box('k2', 40, 30)] })
    const base = docOf([...stack().widgets, panel])
    const batch = {
      kind: 'batch' as const,
      label: '整理',
      commands: [
        { kind: 'delete' as const, widget: base.widgets[0], at: { parentId: null, index: 0 } },
        { kind: 'update-field' as const, target: 'c', path: '/height', before: 40, after: 60 },
      ],
    }
    const store = storeWith(base)
    store.getState().dispatch(batch)
    expect(slots(store.getState().doc)).toEqual(['b@0', 'c@80', 'p@160'])
    expect(store.getState().past[0].label).toBe('整理')
    const move = { kind: 'move' as const, uuid: 'b', from: { x: 20, y: 0 }, to: { x: 20, y: 5 } }
    expect(withReflow(store.getState().doc, move)).toBe(move)
    const child = { kind: 'update-field' as const, target: 'k1', path: '/height', before: 30, after: 90 }
    expect(withReflow(store.getState().doc, child)).toBe(child)
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
  })

  it('does not pull a widget past one beside the shrunk widget (a page made before the stack)', () => {
    // a and s side by side; c under both. Shrinking a may only bring c up to s's bottom.
    const base = docOf([box('a', 0, 100), box('s', 0, 150, { x: 400 }), box('c', 200, 40, { width: 1000 })])
    const store = storeWith(base)
    store.getState().setField('a', '/height', 20)
    expect(slots(store.getState().doc)).toEqual(['a@0', 's@0', 'c@150'])
  })

  it('keeps the list sorted when a Y change carries a widget past its neighbour', () => {
    const base = docOf([box('a', 0, 100), box('s', 50, 100, { x: 400 }), box('c', 200, 40)])
    const store = storeWith(base)
    store.getState().setField('a', '/y', 60)
    expect(slots(store.getState().doc)).toEqual(['s@50', 'a@60', 'c@260'])
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
  })
})

/** The property: any sequence of edits (resize, 高度 / Y fields, add, delete, 上移 / 下移) keeps a non-overlapping stack non-overlapping and sorted; undo all gives it back. */
describe('reflow properties', () => {
  const overlap = (a: DraftWidget, b: DraftWidget) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

  const initialStack = fc
    .array(
      fc.record({
        gap: fc.integer({ min: 0, max: 60 }),
        height: fc.integer({ min: 0, max: 300 }),
        x: fc.integer({ min: 0, max: 600 }),
        width: fc.integer({ min: 0, max: 590 }),
      }),
      { minLength: 0, maxLength: 8 },
    )
    .map((rows) => {
      let y = 0
      return rows.map((row, index) => {
        const widget = box(`w${index}`, y + row.gap, row.height, { x: row.x, width: row.width })
        y = widget.y + widget.height
        return widget
      })
    })

  const edit = fc.oneof(
    fc.record({ kind: fc.constant('resize' as const), pick: fc.nat(), height: fc.integer({ min: 0, max: 400 }) }),
    fc.record({ kind: fc.constant('height-field' as const), pick: fc.nat(), height: fc.integer({ min: 0, max: 400 }) }),
    fc.record({ kind: fc.constant('y-field' as const), pick: fc.nat(), y: fc.integer({ min: 0, max: 2500 }) }),
    fc.record({
      kind: fc.constant('insert' as const),
      y: fc.integer({ min: 0, max: 2500 }),
      height: fc.integer({ min: 0, max: 300 }),
      x: fc.integer({ min: 0, max: 600 }),
      width: fc.integer({ min: 0, max: 590 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('step' as const), pick: fc.nat(), up: fc.boolean() }),
  )

  it('keeps the stack free of overlaps and sorted, and undoing every step restores the exact JSON', () => {
    fc.assert(
      fc.property(initialStack, fc.array(edit, { maxLength: 25 }), (widgets, edits) => {
        const base = docOf(widgets)
        const store = storeWith(base)
        let made = 0
        for (const step of edits) {
          const { doc, dispatch, setField } = store.getState()
          const target = doc.widgets.length > 0 && 'pick' in step ? doc.widgets[step.pick % doc.widgets.length] : null
          if (step.kind === 'insert') {
            made += 1
            const widget = box(`n${made}`, step.y, step.height, { x: step.x, width: step.width })
            dispatch({ kind: 'add', widget, at: { parentId: null, index: 0 } })
          } else if (!target) continue
          else if (step.kind === 'resize')
            dispatch({ kind: 'resize', uuid: target.uuid, from: target, to: { ...target, height: step.height } })
          else if (step.kind === 'height-field') setField(target.uuid, '/height', step.height)
          else if (step.kind === 'y-field') setField(target.uuid, '/y', step.y)
          else if (step.kind === 'delete') {
            const at = findWidget(doc, target.uuid)!
            dispatch({ kind: 'delete', widget: target, at: { parentId: null, index: at.index } })
          } else {
            const command = stepInOrder(doc, target.uuid, step.up ? -1 : 1)
            if (command) dispatch(command)
          }
          const now = store.getState().doc.widgets
          for (const [i, a] of now.entries()) {
            if (i > 0) expect(now[i - 1].y).toBeLessThanOrEqual(a.y)
            for (const b of now.slice(i + 1)) expect(overlap(a, b), `${a.uuid} over ${b.uuid}`).toBe(false)
          }
        }
        while (store.getState().past.length > 0) store.getState().undo()
        expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(base))
      }),
      { numRuns: 300 },
    )
  })
})
