import { describe, expect, it } from 'vitest'
import { loadedStore } from './test-doc.ts'
import { findWidget } from './tree.ts'

describe('field effects', () => {
  it('sets a text height to floor(fontSize / 0.6) with the font size, as one step', () => {
    const store = loadedStore()
    store.getState().setField('text', '/fontSize', 30)
    expect(findWidget(store.getState().doc, 'text')?.widget).toMatchObject({ fontSize: 30, height: 50 })
    expect(store.getState().past).toHaveLength(1)
    expect(store.getState().past[0].label).toBe('修改文本')
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'text')?.widget).toMatchObject({ fontSize: 14, height: 20 })
  })

  it('applies to texts inside a free panel, and merges a burst of font size changes', () => {
    const store = loadedStore()
    store.getState().setField('child-text', '/fontSize', 20)
    store.getState().setField('child-text', '/fontSize', 24)
    expect(findWidget(store.getState().doc, 'child-text')?.widget).toMatchObject({ fontSize: 24, height: 40 })
    expect(store.getState().past).toHaveLength(1)
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'child-text')?.widget).toMatchObject({ fontSize: 14, height: 20 })
  })

  it('makes the search 66 high with hot keywords and 38 without', () => {
    const store = loadedStore()
    store.getState().setField('search', '/data/0', { title: '手机', linkData: { linkPage: '' } })
    expect(findWidget(store.getState().doc, 'search')?.widget.height).toBe(66)
    store.getState().setField('search', '/data/0/title', '电脑')
    expect(findWidget(store.getState().doc, 'search')?.widget.height).toBe(66)
    store.getState().setField('search', '/data', [])
    expect(findWidget(store.getState().doc, 'search')?.widget.height).toBe(38)
    store.getState().undo()
    expect(findWidget(store.getState().doc, 'search')?.widget.height).toBe(66)
  })

  it('leaves other fields and widgets alone', () => {
    const store = loadedStore()
    store.getState().setField('text', '/color', '#FF0000')
    store.getState().setField('carousel', '/fontSize', 30)
    expect(findWidget(store.getState().doc, 'text')?.widget.height).toBe(20)
    expect(findWidget(store.getState().doc, 'carousel')?.widget.height).toBe(300)
  })
})
