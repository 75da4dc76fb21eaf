import type { EditorState } from '../store/editor-store.ts'
import { refuseLocked } from './locked.ts'
import type { EditorAction } from './types.ts'

/**
 * Keys for the selected widget apply while designing (nothing is selected in the preview), with
 * the keyboard on the canvas: the focused frame is the selected widget.
 */
export const hasSelection = (editor: EditorState) => editor.mode === 'design' && Boolean(editor.selectedId)

/** The direction of each arrow key. */
export const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
}

/** The four arrows, with Shift held or not, and Alt held or not. */
export const arrowKeys = (shift: boolean, alt = false) => Object.keys(ARROWS).map((key) => ({ key, shift, alt }))

function nudgeBy(step: number): EditorAction['perform'] {
  return ({ editor, key }) => {
    const direction = ARROWS[key]
    // A locked widget stays where it is; with several selected the unlocked ones still move.
    if (!direction || (editor.selectedIds.length <= 1 && refuseLocked(editor))) return
    editor.nudge(direction[0] * step, direction[1] * step)
  }
}

export const deleteAction: EditorAction = {
  name: 'delete',
  label: '删除选中的挂件',
  shortcuts: ['Delete', 'Backspace'],
  keys: [{ key: 'Delete' }, { key: 'Backspace' }],
  scope: 'canvas',
  enabled: hasSelection,
  perform: ({ editor, requestDelete }) => {
    if (!refuseLocked(editor)) requestDelete()
  },
}

export const nudgeAction: EditorAction = {
  name: 'nudge',
  label: '移动 1 像素',
  shortcuts: ['↑ ↓ ← →'],
  keys: arrowKeys(false),
  scope: 'canvas',
  enabled: hasSelection,
  perform: nudgeBy(1),
}

export const nudgeFarAction: EditorAction = {
  name: 'nudge-far',
  label: '移动 10 像素',
  shortcuts: ['Shift+方向键'],
  keys: arrowKeys(true),
  scope: 'canvas',
  enabled: hasSelection,
  perform: nudgeBy(10),
}

export const deselectAction: EditorAction = {
  name: 'deselect',
  label: '取消选中',
  shortcuts: ['Esc'],
  keys: [{ key: 'Escape' }],
  scope: 'canvas',
  enabled: hasSelection,
  perform: ({ editor }) => editor.select(null),
}
