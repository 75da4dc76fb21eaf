import { describe, expect, it } from 'vitest'
import { findWidget } from '../tree.ts'
import { loadedStore, sampleDoc, widget } from '../test-doc.ts'
import type { Doc } from '../types.ts'
import { toggleFlag } from './flags.ts'
import { canAlign, groupAlign } from './group-align.ts'
import { groupDelete } from './group-delete.ts'
import { groupDistribute } from './group-distribute.ts'
import { groupNudge } from './group-move.ts'
import { moveIntoPanel, moveOutOfPanel, panelRefusal } from './reparent.ts'

const box = (doc: Doc, uuid: string) => {
  const found = findWidget(doc, uuid)?.widget
  return found ? { x: found.x, y: found.y, width: found.width, height: found.height } : null
}

/** Three texts stacked on the page, of different widths, and a panel with two children. */
function stackDoc(): Doc {
  const doc = sampleDoc()
  doc.widgets = [
    widget('W0011', { uuid: 'a', x: 100, y: 0, width: 200, height: 40 }),
    widget('W0011', { uuid: 'b', x: 300, y: 50, width: 400, height: 40 }),
    widget('W0011', { uuid: 'c', x: 50, y: 100, width: 100, height: 40 }),
    ...doc.widgets.map((item) => ({ ...item, y: item.y + 200 })),
  ]
  return doc
}

describe('group selection in the store', () => {
  it('Shift/Ctrl+click adds and takes out; the last added is the primary; select() collapses', () => {
    const store = loadedStore(stackDoc())
    const state = () => store.getState()
    state().select('a')
    state().toggleSelect('b')
    state().toggleSelect('c')
    expect(state().selectedIds).toEqual(['a', 'b', 'c'])
    expect(state().selectedId).toBe('c')
    state().toggleSelect('c')
    expect(state().selectedIds).toEqual(['a', 'b'])
    expect(state().selectedId).toBe('b')
    state().select('a')
    expect(state().selectedIds).toEqual(['a'])
    state().selectMany(['b', 'gone', 'c'])
    expect(state().selectedIds).toEqual(['b', 'c'])
  })

  it('arrow keys move every selected widget as one step; Delete removes them all as one step', () => {
    const store = loadedStore(stackDoc())
    store.getState().selectMany(['a', 'c'])
    store.getState().nudge(10, 0)
    expect(box(store.getState().doc, 'a')?.x).toBe(110)
    expect(box(store.getState().doc, 'c')?.x).toBe(60)
    expect(store.getState().past).toHaveLength(1)
    expect(store.getState().past[0].label).toBe('移动 2 个挂件')
    store.getState().deleteSelected()
    expect(findWidget(store.getState().doc, 'a')).toBeNull()
    expect(findWidget(store.getState().doc, 'c')).toBeNull()
    expect(store.getState().selectedIds).toEqual([])
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'a')).not.toBeNull()
    expect(findWidget(store.getState().doc, 'c')).not.toBeNull()
  })
})

describe('align and distribute', () => {
  it('左对齐 / 水平居中 / 右对齐 against the box of the selection, one undoable step', () => {
    const store = loadedStore(stackDoc())
    const before = JSON.stringify(store.getState().doc)
    const left = groupAlign(store.getState().doc, ['a', 'b', 'c'], 'left')
    expect(left?.label).toBe('左对齐 3 个挂件')
    store.getState().dispatch(left ?? { kind: 'batch', label: '', commands: [] })
    expect(['a', 'b', 'c'].map((uuid) => box(store.getState().doc, uuid)?.x)).toEqual([50, 50, 50])
    expect(store.getState().past).toHaveLength(1)
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(before)

    const doc = store.getState().doc
    const right = groupAlign(doc, ['a', 'b', 'c'], 'right')
    store.getState().dispatch(right ?? { kind: 'batch', label: '', commands: [] })
    // The box runs from 50 to 700: every right edge ends at 700.
    expect(
      ['a', 'b', 'c'].map(
        (uuid) => (box(store.getState().doc, uuid)?.x ?? 0) + (box(store.getState().doc, uuid)?.width ?? 0),
      ),
    ).toEqual([700, 700, 700])
    const center = groupAlign(doc, ['a', 'b', 'c'], 'center')
    expect(center?.commands.map((part) => (part.kind === 'move' ? part.to.x : null))).toEqual([275, 175, 325])
  })

  it('leaves stacked page widgets out of the vertical alignments, but aligns a panel’s children', () => {
    const doc = stackDoc()
    expect(canAlign(doc, ['a', 'b'], 'top')).toBe(false)
    expect(groupAlign(doc, ['a', 'b'], 'top')).toBeNull()
    // child-text at (10, 10) and child-logos at (100, 50) inside the panel.
    const top = groupAlign(doc, ['child-text', 'child-logos'], 'top')
    expect(top?.commands).toEqual([
      expect.objectContaining({ kind: 'move', uuid: 'child-logos', to: { x: 100, y: 10 } }),
    ])
  })

  it('水平分布 / 垂直分布 keep the ends and make the gaps equal', () => {
    const doc = sampleDoc()
    doc.widgets = [
      widget('W0011', { uuid: 'p', x: 0, y: 0, width: 100, height: 20 }),
      widget('W0011', { uuid: 'q', x: 150, y: 100, width: 100, height: 50 }),
      widget('W0011', { uuid: 'r', x: 600, y: 400, width: 100, height: 20 }),
    ]
    const across = groupDistribute(doc, ['r', 'q', 'p'], 'horizontal')
    // Span 0–700, widths 300: two gaps of 200, so q starts at 300.
    expect(across?.commands).toEqual([expect.objectContaining({ uuid: 'q', to: { x: 300, y: 100 } })])
    const down = groupDistribute(doc, ['p', 'q', 'r'], 'vertical')
    // Span 0–420, heights 90: gaps of 165, so q starts at 185.
    expect(down?.commands).toEqual([expect.objectContaining({ uuid: 'q', to: { x: 150, y: 185 } })])
    expect(groupDistribute(doc, ['p', 'q'], 'vertical')).toBeNull()
  })

  it('leaves locked widgets where they are', () => {
    const doc = stackDoc()
    const locked = {
      ...doc,
      widgets: doc.widgets.map((item) => (item.uuid === 'b' ? { ...item, locked: true } : item)),
    }
    const moves = groupAlign(locked, ['a', 'b', 'c'], 'right')?.commands ?? []
    expect(moves.map((part) => (part.kind === 'move' ? part.uuid : ''))).toEqual(['a', 'c'])
    expect(groupNudge(locked, ['b'], 1, 0)).toBeNull()
  })

  it('a panel selected with its child moves the panel only; deleting takes both in one step', () => {
    const doc = stackDoc()
    const command = groupDelete(doc, ['panel', 'child-text', 'a'])
    expect(command?.commands.map((part) => (part.kind === 'delete' ? part.widget.uuid : ''))).toEqual(['panel', 'a'])
  })
})

describe('move into and out of a free panel', () => {
  it('moves a page widget into a panel relative to it, and out again, one undoable step each', () => {
    const store = loadedStore(stackDoc())
    const before = JSON.stringify(store.getState().doc)
    // The panel is at (100, 600), 600 × 300; text "a" at (100, 0) goes to the panel's corner.
    const into = moveIntoPanel(store.getState().doc, 'a', 'panel')
    expect(into?.label).toBe('文本移入自由面板')
    store.getState().dispatch(into ?? { kind: 'batch', label: '', commands: [] })
    const moved = findWidget(store.getState().doc, 'a')
    expect(moved?.parentId).toBe('panel')
    expect(moved?.widget).toMatchObject({ x: 0, y: 0, leaf: true })
    expect(store.getState().past).toHaveLength(1)

    const out = moveOutOfPanel(store.getState().doc, 'child-logos')
    store.getState().dispatch(out ?? { kind: 'batch', label: '', commands: [] })
    const outside = findWidget(store.getState().doc, 'child-logos')
    expect(outside?.parentId).toBeNull()
    const panel = findWidget(store.getState().doc, 'panel')?.widget
    expect(outside?.widget.x).toBe(100 + 100)
    expect(outside?.widget.leaf).toBeUndefined()
    // It starts right under its panel; the stack below moves down by its height.
    expect(panel && outside ? outside.widget.y === panel.y + panel.height : false).toBe(true)

    store.getState().undo()
    store.getState().undo()
    expect(JSON.stringify(store.getState().doc)).toBe(before)
  })

  it('refuses types a panel does not take and panels themselves', () => {
    const doc = stackDoc()
    doc.widgets.push(widget('W0012', { uuid: 'showcase', y: 2000 }))
    expect(panelRefusal(doc, 'showcase', 'panel')).toBe('不可放入自由面板')
    expect(panelRefusal(doc, 'panel', 'panel')).not.toBeNull()
    expect(moveIntoPanel(doc, 'showcase', 'panel')).toBeNull()
  })
})

describe('hide and lock', () => {
  it('sets and clears the flag as one labelled step each, leaving no flag behind', () => {
    const store = loadedStore(stackDoc())
    const hide = toggleFlag(store.getState().doc, 'a', 'hidden')
    expect(hide?.label).toBe('隐藏文本')
    store.getState().dispatch(hide ?? { kind: 'batch', label: '', commands: [] })
    expect(findWidget(store.getState().doc, 'a')?.widget.hidden).toBe(true)
    const show = toggleFlag(store.getState().doc, 'a', 'hidden')
    expect(show?.label).toBe('显示文本')
    store.getState().dispatch(show ?? { kind: 'batch', label: '', commands: [] })
    expect(findWidget(store.getState().doc, 'a')?.widget.hidden).toBeUndefined()
    expect(JSON.stringify(store.getState().doc)).not.toContain('"hidden"')
    expect(store.getState().past.map((entry) => entry.label)).toEqual(['隐藏文本', '显示文本'])
    store
      .getState()
      .dispatch(toggleFlag(store.getState().doc, 'a', 'locked') ?? { kind: 'batch', label: '', commands: [] })
    expect(store.getState().past.at(-1)?.label).toBe('锁定文本')
  })
})
