// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget, type WidgetType } from '../../schemas/widgets/index.ts'
import { registerVisibleTop } from '../canvas/viewport.ts'
import { editorStore } from '../store/editor-store.ts'
import type { DraftWidget } from '../store/types.ts'
import { insertFromPalette, insertSpot } from './add-widget.ts'

const widget = (type: WidgetType, uuid: string, y: number, height: number, fields: Partial<DraftWidget> = {}) =>
  ({ ...(createWidget(type) as unknown as DraftWidget), uuid, y, height, ...fields }) as DraftWidget

/** A stack: a carousel 0–300, a text 300–340, a free panel 340–640 holding a text. */
const stack = () => [
  widget('W0001', 'banner', 0, 300),
  widget('W0011', 'title', 300, 40),
  widget('W0006', 'panel', 340, 300, { childWidgets: [widget('W0011', 'kid', 10, 20, { leaf: true })] }),
]

let unregister: () => void = () => undefined

beforeEach(() => {
  localStorage.clear()
  toastStore.setState({ toasts: [] })
  editorStore.getState().load(1, { page: pageDefaults(), widgets: stack() }, 1)
})
afterEach(() => unregister())

const last = () => toastStore.getState().toasts.at(-1)?.message
const uuids = () => editorStore.getState().doc.widgets.map((item) => item.uuid)

describe('where a palette insert goes', () => {
  it('below the selected widget', () => {
    expect(insertSpot(editorStore.getState().doc, 'banner', 900)).toEqual({ y: 300, index: 1, place: '轮播图下方' })
  })

  it('below the free panel holding the selected child', () => {
    expect(insertSpot(editorStore.getState().doc, 'kid', 0)).toEqual({ y: 640, index: 3, place: '自由面板下方' })
  })

  it('with nothing selected, above the first widget starting in the visible part of the canvas', () => {
    const { doc } = editorStore.getState()
    expect(insertSpot(doc, null, 0)).toEqual({ y: 0, index: 0, place: '页面顶部' })
    expect(insertSpot(doc, null, 120)).toEqual({ y: 300, index: 1, place: '文本上方' })
    expect(insertSpot(doc, null, 1000)).toEqual({ y: 640, index: 3, place: '页面底部' })
    expect(insertSpot({ ...doc, widgets: [] }, null, 0)).toEqual({ y: 0, index: 0, place: '页面顶部' })
  })
})

describe('insertFromPalette', () => {
  it('inserts below the selected widget, centred, selects it and says so', () => {
    editorStore.getState().select('title')
    insertFromPalette({ kind: 'widget', type: 'W0001' })
    const { doc, selectedId, past } = editorStore.getState()
    const added = doc.widgets[2]!
    expect(added).toMatchObject({ type: 'W0001', y: 340 })
    expect(added.x).toBe(Math.round((1190 - added.width) / 2))
    expect(selectedId).toBe(added.uuid)
    expect(past).toHaveLength(1)
    expect(last()).toBe('已添加轮播图（文本下方）')
  })

  it('inserts where the visible canvas starts when nothing is selected', () => {
    unregister = registerVisibleTop(() => 100)
    insertFromPalette({ kind: 'widget', type: 'W0011' })
    expect(uuids()).toEqual(['banner', expect.any(String), 'title', 'panel'])
    expect(editorStore.getState().doc.widgets[1]).toMatchObject({ type: 'W0011', y: 300 })
    expect(last()).toBe('已添加文本（文本上方）')
  })

  it('inserts a combined module as a copy, by its name', () => {
    const module = () => widget('W0006', crypto.randomUUID(), 0, 200, { x: 0, width: 1190, childWidgets: [] })
    editorStore.getState().select('panel')
    insertFromPalette({ kind: 'module', id: 7, name: '双11 头图', make: module })
    const added = editorStore.getState().doc.widgets[3]!
    expect(added).toMatchObject({ type: 'W0006', x: 0, y: 640, width: 1190 })
    expect(editorStore.getState().selectedId).toBe(added.uuid)
    expect(last()).toBe('已添加双11 头图（自由面板下方）')
  })
})
