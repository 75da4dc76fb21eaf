import type { EditorState } from '../store/editor-store.ts'
import { MOD } from './platform.ts'
import type { EditorAction } from './types.ts'

const designing = (editor: EditorState) => editor.mode === 'design'

export const copyAction: EditorAction = {
  name: 'copy',
  label: '复制选中的挂件',
  shortcuts: [`${MOD}+C`],
  keys: [{ key: 'c', mod: true }],
  // Without a selection Ctrl+C stays the browser's, for copying text off the page.
  enabled: (editor) => designing(editor) && editor.selectedId !== null,
  perform: ({ editor }) => editor.copy(),
}

/** An action of design mode on Ctrl/⌘ + `key`. */
const designAction = (name: string, label: string, key: string, perform: EditorAction['perform']): EditorAction => ({
  name,
  label,
  shortcuts: [`${MOD}+${key.toUpperCase()}`],
  keys: [{ key, mod: true }],
  enabled: designing,
  perform,
})

export const pasteAction = designAction('paste', '粘贴挂件', 'v', ({ editor }) => editor.paste())

export const duplicateAction = designAction('duplicate', '创建副本', 'd', ({ editor }) => editor.duplicate())
