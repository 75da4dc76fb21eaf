// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render } from '@testing-library/react'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { pageDefaults } from '../../schemas/page.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { onHelpRequest, registerZoomKeys } from '../actions/index.ts'
import { editorStore, type EditorState } from '../store/editor-store.ts'
import type { DraftWidget } from '../store/types.ts'
import { useShortcuts } from './use-shortcuts.ts'

type Action = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate' | 'nudge' | 'select' | 'focusField'
const ACTIONS: Action[] = ['undo', 'redo', 'copy', 'paste', 'duplicate', 'nudge', 'select', 'focusField']

let original: EditorState
let spies: Record<Action, ReturnType<typeof vi.fn<(...args: unknown[]) => void>>>
const onDeleteRequest = vi.fn()

function Harness({ dialog = false }: { dialog?: boolean }) {
  useShortcuts({ enabled: true, onDeleteRequest })
  return (
    <>
      <input aria-label="文本" />
      <textarea aria-label="多行" />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the test's stand-in for a rich-text editor; the label lets the test find it. */}
      <div contentEditable suppressContentEditableWarning aria-label="编辑区" />
      <ConfirmDialog open={dialog} onOk={() => undefined} onCancel={() => undefined}>
        确定删除该挂件？
      </ConfirmDialog>
    </>
  )
}

beforeEach(() => {
  original = editorStore.getState()
  spies = Object.fromEntries(ACTIONS.map((name) => [name, vi.fn<(...args: unknown[]) => void>()])) as typeof spies
  onDeleteRequest.mockReset()
  editorStore.setState({ ...spies, selectedId: 'w1', mode: 'design' })
})

afterEach(() => {
  cleanup()
  editorStore.setState(original, true)
})

const press = (key: string, init: KeyboardEventInit = {}, target: Element | Window = window) =>
  fireEvent.keyDown(target, { key, ...init })

describe('editor shortcuts', () => {
  it('dispatches history, clipboard, delete, nudge and deselect to the store', () => {
    render(<Harness />)
    press('z', { ctrlKey: true })
    expect(spies.undo).toHaveBeenCalledTimes(1)
    press('Z', { ctrlKey: true, shiftKey: true })
    press('y', { metaKey: true })
    expect(spies.redo).toHaveBeenCalledTimes(2)
    press('c', { metaKey: true })
    expect(spies.copy).toHaveBeenCalledTimes(1)
    press('v', { ctrlKey: true })
    expect(spies.paste).toHaveBeenCalledTimes(1)

    const duplicate = new KeyboardEvent('keydown', { key: 'd', ctrlKey: true, cancelable: true })
    window.dispatchEvent(duplicate)
    expect(spies.duplicate).toHaveBeenCalledTimes(1)
    expect(duplicate.defaultPrevented).toBe(true)

    press('Delete')
    press('Backspace')
    expect(onDeleteRequest).toHaveBeenCalledTimes(2)

    press('ArrowLeft')
    press('ArrowDown', { shiftKey: true })
    expect(spies.nudge.mock.calls).toEqual([
      [-1, 0],
      [0, 10],
    ])

    press('Escape')
    expect(spies.select).toHaveBeenCalledWith(null)
  })

  it('leaves keys typed into fields, editable areas and dialogs alone', () => {
    const { getByLabelText, rerender } = render(<Harness />)
    for (const label of ['文本', '多行', '编辑区']) {
      const field = getByLabelText(label)
      press('z', { ctrlKey: true }, field)
      press('Backspace', {}, field)
      press('ArrowLeft', {}, field)
      press('c', { ctrlKey: true }, field)
    }
    rerender(<Harness dialog />)
    press('Delete')
    press('z', { ctrlKey: true })
    expect(spies.undo).not.toHaveBeenCalled()
    expect(spies.copy).not.toHaveBeenCalled()
    expect(spies.nudge).not.toHaveBeenCalled()
    expect(onDeleteRequest).not.toHaveBeenCalled()
  })

  it('keeps Ctrl+C for copying text while nothing is selected, and only undo/redo in preview', () => {
    editorStore.setState({ selectedId: null })
    render(<Harness />)
    const copy = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, cancelable: true })
    window.dispatchEvent(copy)
    expect(copy.defaultPrevented).toBe(false)
    press('Delete')
    expect(onDeleteRequest).not.toHaveBeenCalled()

    editorStore.setState({ selectedId: 'w1', mode: 'preview' })
    press('d', { ctrlKey: true })
    press('ArrowUp')
    press('Delete')
    press('z', { ctrlKey: true })
    expect(spies.duplicate).not.toHaveBeenCalled()
    expect(spies.nudge).not.toHaveBeenCalled()
    expect(onDeleteRequest).not.toHaveBeenCalled()
    expect(spies.undo).toHaveBeenCalledTimes(1)
  })
})

/** The editor's regions, as the workspace lays them out, with a widget's frame on the canvas. */
function Regions() {
  useShortcuts({ enabled: true, onDeleteRequest })
  return (
    <>
      <header className="dz-topbar">
        <button type="button">返回页面列表</button>
      </header>
      <aside className="dz-palette">
        <input aria-label="搜索组件" />
        <button type="button">文本</button>
      </aside>
      <main className="dz-editor__stage">
        <section className="dz-canvas" aria-label="画布">
          <div className="dz-stage">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a widget's frame is its one tab stop on the canvas (canvas/frame-label.ts). */}
            <div className="dz-frame" data-uuid="w1" role="group" aria-label="文本" tabIndex={0} />
          </div>
        </section>
      </main>
      <div className="dz-editor__side">
        <aside className="dzi" aria-label="属性设置">
          <input aria-label="挂件别名" />
        </aside>
      </div>
    </>
  )
}

describe('moving the keyboard around the editor', () => {
  it('goes on to the settings with Enter on a frame, and back to the frame with Escape, from a field too', () => {
    const { getByRole, getByLabelText } = render(<Regions />)
    const frame = getByRole('group', { name: '文本' })
    press('Enter', {}, frame)
    expect(spies.focusField).toHaveBeenCalledWith('w1', '')
    const alias = getByLabelText('挂件别名')
    alias.focus()
    press('Escape', {}, alias)
    expect(document.activeElement).toBe(frame)
    // Escape on the canvas deselects; Enter off a frame stays the browser's.
    press('Escape', {}, frame)
    expect(spies.select).toHaveBeenCalledWith(null)
    press('Enter', {}, getByRole('button', { name: '文本' }))
    expect(spies.focusField).toHaveBeenCalledTimes(1)
  })

  it('goes round top bar, palette, canvas and inspector with F6, backwards with Shift+F6, from fields too', () => {
    const { getByRole, getByLabelText } = render(<Regions />)
    const at = () => document.activeElement
    press('F6')
    expect(at()).toBe(getByLabelText('挂件别名'))
    press('F6', {}, at()!)
    expect(at()).toBe(getByRole('button', { name: '返回页面列表' }))
    press('F6', {}, at()!)
    expect(at()).toBe(getByLabelText('搜索组件'))
    // The palette remembers where its focus was.
    getByRole('button', { name: '文本' }).focus()
    press('F6', {}, at()!)
    expect(at()).toBe(getByRole('group', { name: '文本' }))
    press('F6', { shiftKey: true }, at()!)
    expect(at()).toBe(getByRole('button', { name: '文本' }))
  })

  it('keeps the widget keys for the canvas: arrows in the palette or the inspector move nothing', () => {
    const { getByRole } = render(<Regions />)
    press('ArrowDown', {}, getByRole('button', { name: '返回页面列表' }))
    press('Delete', {}, getByRole('button', { name: '文本' }))
    expect(spies.nudge).not.toHaveBeenCalled()
    expect(onDeleteRequest).not.toHaveBeenCalled()
    press('ArrowDown', {}, getByRole('group', { name: '文本' }))
    expect(spies.nudge).toHaveBeenCalledWith(0, 1)
  })

  it('asks for the 快捷键 list with ?, but not while typing', () => {
    const requested = vi.fn()
    const stop = onHelpRequest(requested)
    const { getByLabelText } = render(<Harness />)
    press('?', { shiftKey: true })
    expect(requested).toHaveBeenCalledTimes(1)
    press('?', { shiftKey: true }, getByLabelText('文本'))
    expect(requested).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('zooming the canvas', () => {
  it('runs the canvas zoom on Ctrl+0 and Ctrl+1 once the canvas has registered it', () => {
    render(<Harness />)
    const unregistered = new KeyboardEvent('keydown', { key: '0', ctrlKey: true, cancelable: true })
    window.dispatchEvent(unregistered)
    expect(unregistered.defaultPrevented).toBe(false)
    const zoom = { actual: vi.fn(), fit: vi.fn() }
    const stop = registerZoomKeys(zoom)
    press('0', { ctrlKey: true })
    press('1', { metaKey: true })
    expect(zoom.actual).toHaveBeenCalledTimes(1)
    expect(zoom.fit).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('resizing with Alt and the arrows', () => {
  it('makes the selected widget taller, shorter, wider by 1 px, or 10 px with Shift, a run of presses one undoable step', () => {
    editorStore.setState(original, true)
    const text = { ...(w0011Defaults as unknown as DraftWidget), uuid: 't', x: 0, y: 0, width: 200, height: 40 }
    editorStore.getState().load(1, { page: pageDefaults(), widgets: [text] }, 1)
    editorStore.getState().select('t')
    render(<Harness />)
    const alt = new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, cancelable: true })
    window.dispatchEvent(alt)
    expect(alt.defaultPrevented).toBe(true)
    press('ArrowDown', { altKey: true, shiftKey: true })
    press('ArrowRight', { altKey: true })
    press('ArrowUp', { altKey: true })
    const box = () => {
      const { width, height, x, y } = editorStore.getState().doc.widgets[0]
      return { x, y, width, height }
    }
    expect(box()).toEqual({ x: 0, y: 0, width: 201, height: 50 })
    editorStore.getState().undo()
    expect(box()).toEqual({ x: 0, y: 0, width: 200, height: 40 })
  })
})
