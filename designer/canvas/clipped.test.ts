import { afterEach, describe, expect, it } from 'vitest'
import { pageDefaults } from '../../schemas/page.ts'
import { editorStore } from '../store/editor-store.ts'
import { clippedStore, reportClip } from './clipped.ts'

afterEach(() => clippedStore.setState({}, true))

describe('the clip reports', () => {
  it('hold one report per widget, replaced when it changes and dropped when the widget fits again', () => {
    const initial = clippedStore.getState()
    reportClip('a', { kind: 'height', fitHeight: 380 })
    reportClip('b', { kind: 'squeezed', fitHeight: null })
    expect(clippedStore.getState()).toEqual({
      a: { kind: 'height', fitHeight: 380 },
      b: { kind: 'squeezed', fitHeight: null },
    })
    const before = clippedStore.getState()
    reportClip('a', { kind: 'height', fitHeight: 380 })
    expect(clippedStore.getState()).toBe(before)
    reportClip('a', { kind: 'height', fitHeight: 400 })
    expect(clippedStore.getState().a).toEqual({ kind: 'height', fitHeight: 400 })
    reportClip('a', null)
    reportClip('c', null)
    expect(clippedStore.getState()).toEqual({ b: { kind: 'squeezed', fitHeight: null } })
    expect(initial).toEqual({})
  })

  it('start over when another page loads', () => {
    editorStore.getState().load(1, { page: pageDefaults(), widgets: [] }, 1)
    reportClip('a', { kind: 'width', fitHeight: 60 })
    editorStore.getState().load(2, { page: pageDefaults(), widgets: [] }, 1)
    expect(clippedStore.getState()).toEqual({})
  })
})
