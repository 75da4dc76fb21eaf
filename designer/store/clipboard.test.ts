import { describe, expect, it } from 'vitest'
import { loadedStore } from './test-doc.ts'
import { allUuids, childrenOf, findWidget } from './tree.ts'

describe('copy, paste, duplicate, delete and nudge', () => {
  it('pastes a copy with fresh uuids for the panel and every child under the selected widget, selected', () => {
    const store = loadedStore()
    const before = allUuids(store.getState().doc)
    store.getState().select('panel')
    store.getState().copy()
    store.getState().select('carousel')
    store.getState().paste()
    const { doc, selectedId } = store.getState()
    const pasted = findWidget(doc, selectedId!)!
    expect(pasted.parentId).toBeNull()
    expect(pasted.index).toBe(1)
    expect(pasted.widget).toMatchObject({ type: 'W0006', x: 100, y: 300 })
    // The stack under it moves down by the copy's height.
    expect(findWidget(doc, 'text')?.widget.y).toBe(620)
    expect(findWidget(doc, 'panel')?.widget.y).toBe(700)
    const uuids = [pasted.widget.uuid, ...childrenOf(pasted.widget).map((child) => child.uuid)]
    expect(uuids).toHaveLength(3)
    for (const uuid of uuids) expect(before.has(uuid)).toBe(false)
    expect(allUuids(doc).size).toBe(before.size + 3)
    expect(store.getState().past.at(-1)?.label).toBe('粘贴自由面板')
  })

  it('pastes under the last widget when nothing is selected, inside the page', () => {
    const store = loadedStore()
    store.getState().select('carousel')
    store.getState().copy()
    store.getState().select(null)
    store.getState().paste()
    expect(findWidget(store.getState().doc, store.getState().selectedId!)).toMatchObject({
      index: 4,
      widget: { x: 0, y: 700, width: 1190 },
    })
  })

  it('duplicates a panel child inside its panel, after it, without touching the clipboard', () => {
    const store = loadedStore()
    store.getState().select('child-text')
    store.getState().duplicate()
    const { doc, selectedId, clipboard, past } = store.getState()
    expect(clipboard).toBeNull()
    expect(findWidget(doc, selectedId!)).toMatchObject({
      parentId: 'panel',
      index: 1,
      widget: { type: 'W0011', x: 20, y: 20, leaf: true },
    })
    expect(past).toHaveLength(1)
    expect(past[0].label).toBe('复制文本')
  })

  it('pastes an allowed widget into the selected free panel', () => {
    const store = loadedStore()
    store.getState().select('text')
    store.getState().copy()
    store.getState().select('panel')
    store.getState().paste()
    expect(findWidget(store.getState().doc, store.getState().selectedId!)).toMatchObject({
      parentId: 'panel',
      index: 2,
      widget: { leaf: true },
    })
  })

  it('re-selects the panel when one of its children is deleted (spec 4), and nothing after a page widget', () => {
    const store = loadedStore()
    store.getState().select('child-logos')
    store.getState().deleteSelected()
    expect(store.getState().selectedId).toBe('panel')
    expect(findWidget(store.getState().doc, 'child-logos')).toBeNull()
    store.getState().select('search')
    store.getState().deleteSelected()
    expect(store.getState().selectedId).toBeNull()
    store.getState().undo()
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'child-logos')).toMatchObject({ parentId: 'panel', index: 1 })
  })

  it('nudges within 0..page width minus the widget width and y ≥ 0', () => {
    const store = loadedStore()
    const { select, nudge } = store.getState()
    select('text')
    nudge(-10, 0)
    nudge(-10, 0)
    nudge(-10, 0)
    expect(findWidget(store.getState().doc, 'text')?.widget.x).toBe(0)
    nudge(0, -1000)
    expect(findWidget(store.getState().doc, 'text')?.widget.y).toBe(0)
    nudge(5000, 0)
    expect(findWidget(store.getState().doc, 'text')?.widget.x).toBe(1190 - 52)
    select('child-text')
    nudge(1000, 1000)
    expect(findWidget(store.getState().doc, 'child-text')?.widget).toMatchObject({ x: 600 - 52, y: 300 - 20 })
  })

  it('focuses a field: selects its widget and leaves a request for the inspector', () => {
    const store = loadedStore()
    store.getState().focusField('child-text', '/text')
    expect(store.getState()).toMatchObject({
      selectedId: 'child-text',
      focusRequest: { uuid: 'child-text', path: '/text' },
    })
    store.getState().clearFocusRequest()
    expect(store.getState().focusRequest).toBeNull()
    store.getState().focusField(null, '/themeColor')
    expect(store.getState()).toMatchObject({ selectedId: null, focusRequest: { uuid: null, path: '/themeColor' } })
  })
})
