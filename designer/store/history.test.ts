import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HISTORY_LIMIT } from '../../schemas/api/designer.ts'
import { newWidget } from './new-widget.ts'
import { canUndo } from './selectors.ts'
import { json, loadedStore, widget } from './test-doc.ts'
import { findWidget } from './tree.ts'
import type { Command, Geometry } from './types.ts'
import { DEFAULT_THEME_COLOR } from '../../schemas/page.ts'

const resize = (uuid: string, from: Geometry, to: Geometry): Command => ({ kind: 'resize', uuid, from, to })

describe('one entry per gesture', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-05T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  const later = (ms: number) => vi.advanceTimersByTime(ms)

  it('merges a run of key resizes of one widget, with the widgets reflow shifts below it, into one step', () => {
    const top = widget('W0011', { uuid: 'top', x: 0, y: 0, width: 300, height: 50 })
    const below = widget('W0011', { uuid: 'below', x: 0, y: 50, width: 300, height: 50 })
    const store = loadedStore({ page: loadedStore().getState().doc.page, widgets: [top, below] })
    const original = json(store.getState().doc)
    const grow = () => {
      const current = findWidget(store.getState().doc, 'top')!.widget
      const from = { x: current.x, y: current.y, width: current.width, height: current.height }
      store
        .getState()
        .dispatch({ kind: 'resize', uuid: 'top', from, to: { ...from, height: from.height + 10 }, nudge: true })
      later(200)
    }
    grow()
    grow()
    grow()
    expect(findWidget(store.getState().doc, 'below')?.widget.y).toBe(80)
    expect(store.getState().past).toHaveLength(1)
    store.getState().undo()
    expect(json(store.getState().doc)).toBe(original)
    store.getState().redo()
    expect(findWidget(store.getState().doc, 'top')?.widget.height).toBe(80)
    expect(findWidget(store.getState().doc, 'below')?.widget.y).toBe(80)
  })

  it('merges a typing burst on one field into one step, and starts a new one after a pause', () => {
    const store = loadedStore()
    const { setField } = store.getState()
    for (const text of ['新', '新品', '新品上', '新品上市']) {
      setField('text', '/text', text)
      later(300)
    }
    expect(store.getState().past).toHaveLength(1)
    expect(store.getState().past[0].label).toBe('修改文本')
    later(1000)
    setField('text', '/text', '新品上市！')
    expect(store.getState().past).toHaveLength(2)
    store.getState().undo()
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'text')?.widget.text).toBe('文本')
  })

  it('does not merge edits of different fields or widgets', () => {
    const store = loadedStore()
    store.getState().setField('text', '/text', 'a')
    store.getState().setField('text', '/color', '#FF0000')
    store.getState().setField('child-text', '/text', 'b')
    expect(store.getState().past.map((entry) => entry.label)).toEqual(['修改文本', '修改文本', '修改文本'])
  })

  it('records a whole drag and a whole resize as one step each', () => {
    const store = loadedStore()
    const { dispatch } = store.getState()
    dispatch({ kind: 'move', uuid: 'text', from: { x: 20, y: 320 }, to: { x: 300, y: 500 } })
    dispatch(resize('text', { x: 300, y: 500, width: 52, height: 20 }, { x: 300, y: 500, width: 200, height: 40 }))
    expect(store.getState().past.map((entry) => entry.label)).toEqual(['移动文本', '调整文本大小'])
    store.getState().undo()
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'text')?.widget).toMatchObject({ x: 20, y: 320, width: 52, height: 20 })
  })

  it('merges arrow-key nudges of one widget but not two separate drags', () => {
    const store = loadedStore()
    store.getState().select('text')
    for (let i = 0; i < 5; i++) {
      store.getState().nudge(1, 0)
      later(100)
    }
    expect(store.getState().past).toHaveLength(1)
    expect(findWidget(store.getState().doc, 'text')?.widget.x).toBe(25)
    store.getState().dispatch({ kind: 'move', uuid: 'text', from: { x: 0, y: 0 }, to: { x: 40, y: 320 } })
    store.getState().dispatch({ kind: 'move', uuid: 'text', from: { x: 0, y: 0 }, to: { x: 60, y: 320 } })
    expect(store.getState().past).toHaveLength(3)
    store.getState().undo()
    store.getState().undo()
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'text')?.widget.x).toBe(20)
  })

  it('records nothing for an edit that changes nothing', () => {
    const store = loadedStore()
    const { dispatch, setField, select, nudge } = store.getState()
    setField('text', '/text', '文本')
    setField('page', '/themeColor', DEFAULT_THEME_COLOR)
    dispatch({ kind: 'move', uuid: 'text', from: { x: 0, y: 0 }, to: { x: 20, y: 320 } })
    dispatch(resize('carousel', { x: 0, y: 0, width: 0, height: 0 }, { x: 0, y: 0, width: 1190, height: 300 }))
    dispatch({ kind: 'reorder', uuid: 'text', parentId: null, from: 1, to: 1 })
    dispatch({ kind: 'update-field', target: 'missing', path: '/text', before: '', after: 'x' })
    select('carousel')
    nudge(-1, -1)
    expect(store.getState().past).toHaveLength(0)
    expect(store.getState().saveState).toBe('saved')
  })

  it('drops a typing burst that ends where it began', () => {
    const store = loadedStore()
    store.getState().setField('text', '/text', '文本2')
    store.getState().setField('text', '/text', '文本')
    expect(store.getState().past).toHaveLength(0)
  })

  it('keeps the last 500 steps and clears redo on a new edit', () => {
    const store = loadedStore()
    for (let i = 1; i <= 520; i++) {
      store.getState().setField('text', '/text', `第${i}次`)
      later(1001)
    }
    expect(store.getState().past).toHaveLength(HISTORY_LIMIT)
    store.getState().undo()
    expect(store.getState().future).toHaveLength(1)
    store.getState().setField('text', '/fontSize', 16)
    expect(store.getState().future).toHaveLength(0)
    while (canUndo(store.getState())) store.getState().undo()
    expect(findWidget(store.getState().doc, 'text')?.widget.text).toBe('第20次')
  })

  it('labels entries in Chinese with the widget names', () => {
    const store = loadedStore()
    const { dispatch } = store.getState()
    dispatch({ kind: 'add', widget: newWidget('W0001', { x: 0, y: 900 }), at: { parentId: null, index: 4 } })
    dispatch({ kind: 'reorder', uuid: 'search', parentId: null, from: 2, to: 0 })
    store.getState().setField('page', '/backgroundColor', '#FFFFFF')
    dispatch({
      kind: 'delete',
      widget: findWidget(store.getState().doc, 'carousel')!.widget,
      at: { parentId: null, index: 0 },
    })
    expect(store.getState().past.map((entry) => entry.label)).toEqual([
      '添加轮播图',
      '调整搜索顺序',
      '修改页面设置',
      '删除轮播图',
    ])
  })

  it('selects what undo and redo changed', () => {
    const store = loadedStore()
    store.getState().setField('search', '/placeholder', '搜索商品')
    store.getState().select(null)
    store.getState().undo()
    expect(store.getState().selectedId).toBe('search')
    store.getState().select('carousel')
    store.getState().select('text')
    store.getState().deleteSelected()
    expect(store.getState().selectedId).toBeNull()
    store.getState().undo()
    expect(store.getState().selectedId).toBe('text')
  })
})
