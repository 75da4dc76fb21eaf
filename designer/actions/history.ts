import { MOD } from './platform.ts'
import type { EditorAction } from './types.ts'

/** Undo and redo work in the preview too: they change the page, not a selection. */
export const undoAction: EditorAction = {
  name: 'undo',
  label: '撤销',
  shortcuts: [`${MOD}+Z`],
  ariaKeyShortcuts: 'Control+Z Meta+Z',
  keys: [{ key: 'z', mod: true, shift: false }],
  perform: ({ editor }) => editor.undo(),
}

export const redoAction: EditorAction = {
  name: 'redo',
  label: '重做',
  shortcuts: [`${MOD}+Shift+Z`, `${MOD}+Y`],
  ariaKeyShortcuts: 'Control+Shift+Z Control+Y Meta+Shift+Z',
  keys: [
    { key: 'z', mod: true, shift: true },
    { key: 'y', mod: true },
  ],
  perform: ({ editor }) => editor.redo(),
}
