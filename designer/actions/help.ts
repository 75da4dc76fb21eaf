import type { EditorAction } from './types.ts'

/** `?` opens the 快捷键 list: the list (shell/ShortcutsHelp.tsx) listens for the request. */

type HelpListener = () => void

const listeners = new Set<HelpListener>()

/** Listens for `?`; returns the function that stops listening. */
export function onHelpRequest(listener: HelpListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const helpAction: EditorAction = {
  name: 'help',
  label: '显示快捷键',
  shortcuts: ['?'],
  keys: [{ key: '?' }],
  perform: () => {
    for (const listener of listeners) listener()
  },
}
