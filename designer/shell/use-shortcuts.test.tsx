// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render } from '@testing-library/react'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { editorStore, type EditorState } from '../store/editor-store.ts'
import { useShortcuts } from './use-shortcuts.ts'

type Action = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate' | 'nudge' | 'select'
const ACTIONS: Action[] = ['undo', 'redo', 'copy', 'paste', 'duplicate', 'nudge', 'select']

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
