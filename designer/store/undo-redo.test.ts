import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { widgetTypes } from '../../schemas/widgets/index.ts'
import type { EditorStore } from './editor-store.ts'
import { newWidget } from './new-widget.ts'
import { canUndo } from './selectors.ts'
import { json, loadedStore, sampleDoc } from './test-doc.ts'
import { allUuids, findWidget, isPanel } from './tree.ts'
import type { Doc } from './types.ts'

/** Every kind of edit, with numbers that are mapped onto whatever the document holds when it runs. */
const coordinate = fc.integer({ min: -60, max: 1400 })
const value = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -5, max: 200 }),
  fc.boolean(),
  fc.constant(undefined),
  fc.constant(null),
  fc.array(fc.record({ title: fc.string({ maxLength: 4 }) }), { maxLength: 3 }),
)
const widgetPaths = [
  '/text',
  '/fontSize',
  '/title',
  '/data',
  '/data/0/imgUrl',
  '/data/-',
  '/data/1',
  '/borders/width',
  '/colours/backgroundColor',
  '/extra/list/0/name',
  '/x',
  '/alias',
]
const pagePaths = ['/backgroundColor', '/themeColor', '/merchantSettlement', '/extra/0']
const edit = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.constantFrom(...widgetTypes),
    x: coordinate,
    y: coordinate,
    into: fc.nat(),
    index: fc.nat(),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), x: coordinate, y: coordinate }),
  fc.record({
    kind: fc.constant('resize' as const),
    pick: fc.nat(),
    x: coordinate,
    y: coordinate,
    width: coordinate,
    height: coordinate,
  }),
  fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), path: fc.constantFrom(...widgetPaths), value }),
  fc.record({ kind: fc.constant('page' as const), path: fc.constantFrom(...pagePaths), value }),
  fc.record({ kind: fc.constant('reorder' as const), pick: fc.nat(), to: fc.integer({ min: -2, max: 12 }) }),
  fc.record({ kind: fc.constant('paste' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('nudge' as const),
    pick: fc.nat(),
    dx: fc.integer({ min: -10, max: 10 }),
    dy: fc.integer({ min: -10, max: 10 }),
  }),
  fc.record({ kind: fc.constant('into-panel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reload' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('undo' as const) }),
  fc.record({ kind: fc.constant('redo' as const) }),
)
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never

const pick = (doc: Doc, n: number): string | null => {
  const uuids = [...allUuids(doc)]
  return uuids.length ? uuids[n % uuids.length] : null
}

function run(store: EditorStore, step: Edit) {
  const state = store.getState()
  const { doc } = state
  const uuid = 'pick' in step ? pick(doc, step.pick) : null
  switch (step.kind) {
    case 'add': {
      const panels = doc.widgets.filter(isPanel)
      const parent = step.into % 3 === 0 && panels.length ? panels[step.into % panels.length] : undefined
      const widget = newWidget(step.type, { x: step.x, y: step.y }, parent)
      return state.dispatch({ kind: 'add', widget, at: { parentId: parent?.uuid ?? null, index: step.index % 10 } })
    }
    case 'delete':
      state.select(uuid)
      return state.deleteSelected()
    case 'move':
      return uuid && state.dispatch({ kind: 'move', uuid, from: { x: 0, y: 0 }, to: { x: step.x, y: step.y } })
    case 'resize':
      return uuid && state.dispatch({ kind: 'resize', uuid, from: { x: 0, y: 0, width: 0, height: 0 }, to: step })
    case 'field':
      return uuid && state.setField(uuid, step.path, step.value)
    case 'page':
      return state.setField('page', step.path, step.value)
    case 'reorder':
      return uuid && state.dispatch({ kind: 'reorder', uuid, parentId: null, from: 0, to: step.to })
    case 'paste':
      state.select(uuid)
      state.copy()
      return state.paste()
    case 'duplicate':
      state.select(uuid)
      return state.duplicate()
    case 'nudge':
      state.select(uuid)
      return state.nudge(step.dx, step.dy)
    case 'into-panel': {
      const found = uuid ? findWidget(doc, uuid) : null
      const panel = doc.widgets.find(isPanel)
      if (!found || !panel || found.widget.uuid === panel.uuid) return
      const moved = { ...found.widget, x: 0, y: 0, leaf: true }
      return state.dispatch({
        kind: 'batch',
        label: '移入自由面板',
        commands: [
          { kind: 'delete', widget: found.widget, at: { parentId: found.parentId, index: found.index } },
          { kind: 'add', widget: moved, at: { parentId: panel.uuid, index: 0 } },
        ],
      })
    }
    case 'reload': {
      const other = sampleDoc()
      other.widgets = other.widgets.slice(step.pick % 4)
      return state.reloadFromServer(other, state.revision + 1)
    }
    case 'undo':
      return state.undo()
    case 'redo':
      return state.redo()
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
}

describe('undo and redo', () => {
  it('undoes 200 random edits of every kind back to the exact initial JSON and redoes them to the final JSON', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 200, maxLength: 200 }), (edits) => {
        const store = loadedStore()
        const initial = json(store.getState().doc)
        deepFreeze(store.getState().doc)
        for (const step of edits) {
          run(store, step)
          // Frozen documents prove that no command writes into a document in place.
          deepFreeze(store.getState().doc)
        }
        const final = json(store.getState().doc)
        const steps = store.getState().past.length
        while (canUndo(store.getState())) store.getState().undo()
        expect(json(store.getState().doc)).toBe(initial)
        // Redo stops where the edits ended (a trailing undo left entries beyond it).
        for (let i = 0; i < steps; i++) store.getState().redo()
        expect(json(store.getState().doc)).toBe(final)
      }),
      { numRuns: 25 },
    )
  })
})
