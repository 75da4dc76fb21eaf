import type { EditorState } from '../store/editor-store.ts'

/** One key press that performs an action. */
export interface KeyBinding {
  /** KeyboardEvent.key; a single character in lower case. */
  key: string
  /** Ctrl or ⌘ held; left out, neither may be. */
  mod?: boolean
  /** Shift held (true) or not (false); left out, either. */
  shift?: boolean
  /** Alt (⌥) held; left out, it may not be. */
  alt?: boolean
}

/**
 * Where in the editor an action's keys work: anywhere ('editor'), on the canvas (the focus on a
 * widget's frame, on the canvas itself or nowhere), on a widget's frame itself ('frame'), or in
 * the inspector.
 */
export type ActionScope = 'editor' | 'canvas' | 'frame' | 'inspector'

/** What an action works on when it runs. */
export interface ActionContext {
  editor: EditorState
  /** Delete asks first: the editor shows its confirm and deletes on 确定. */
  requestDelete: () => void
  /** The key that ran the action ('' from a button), for actions that differ by key (nudging). */
  key: string
  /** Shift was held with the key (F6 cycles backwards). */
  shift?: boolean
}

/**
 * A thing the operator can do from the keyboard and, for some, from a button: the one place its
 * name, label, keys and effect are written. The key handler, the 快捷键 list and the top bar's
 * buttons all read it.
 */
export interface EditorAction {
  name: string
  /** What the 快捷键 list and the action's button call it. */
  label: string
  /** The keys as the 快捷键 list shows them; the first also goes in the button's tooltip. */
  shortcuts: readonly string[]
  /** aria-keyshortcuts of the action's button. */
  ariaKeyShortcuts?: string
  keys: readonly KeyBinding[]
  /** Where its keys work; left out, anywhere in the editor. */
  scope?: ActionScope
  /** Its keys work while typing in a field too (Escape, F6); left out, a field keeps its keys. */
  inFields?: boolean
  /** When false the key stays the browser's (nothing prevented); left out, always available. */
  enabled?: (editor: EditorState) => boolean
  perform: (context: ActionContext) => void
}
