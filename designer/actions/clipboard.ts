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

export const pasteAction: EditorAction = {
  name: 'paste',
  label: '粘贴挂件',
  shortcuts: [`${MOD}+V`],
  keys: [{ key: 'v', mod: true }],
  enabled: designing,
  perform: ({ editor }) => editor.paste(),
}

export const duplicateAction: EditorAction = {
  name: 'duplicate',
  label: '创建副本',
  shortcuts: [`${MOD}+D`],
  keys: [{ key: 'd', mod: true }],
  enabled: designing,
  perform: ({ editor }) => editor.duplicate(),
}
