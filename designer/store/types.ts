import type { PageSettings } from '../../schemas/page.ts'
import type { WidgetType } from '../../schemas/widgets/index.ts'

/**
 * The designer's document and command vocabulary. A draft widget is a stored widget as the
 * operator edits it: it may break its schema for a while (the problems panel lists why), so it is
 * typed loosely beyond the fields every widget has.
 */
export interface DraftWidget {
  uuid: string
  type: WidgetType
  x: number
  y: number
  width: number
  height: number
  [field: string]: unknown
}

/** What is saved as a template's draft config. */
export interface Doc {
  page: PageSettings
  widgets: DraftWidget[]
  /** A header or footer template's config (schemas/frame-config.ts); such a document has no widgets. */
  frame?: Record<string, unknown>
}

/** Where a widget sits: at the page's top level, or among a free panel's children. */
export interface Placement {
  /** The free panel's uuid, or null for the page. */
  parentId: string | null
  index: number
}

export interface Geometry {
  x: number
  y: number
  width: number
  height: number
}

/**
 * JSON pointer into a widget (`/title`, `/data/0/imgUrl`), or with target 'page' into the page
 * settings, or with target 'frame' into a header or footer config.
 */
export type FieldPath = string

/**
 * Every edit is one of these plain, serialisable values (so history survives a reload). Each
 * kind has its own file under commands/ exporting `apply(doc, command) → doc` and
 * `invert(command) → command`; one history entry per command.
 */
export type Command =
  | { kind: 'add'; widget: DraftWidget; at: Placement }
  | { kind: 'delete'; widget: DraftWidget; at: Placement }
  /** `nudge`: an arrow-key step; consecutive nudges of one widget merge into one history entry. */
  | { kind: 'move'; uuid: string; from: { x: number; y: number }; to: { x: number; y: number }; nudge?: boolean }
  /** `nudge`: an Alt+arrow step; consecutive ones of one widget merge into one history entry. */
  | { kind: 'resize'; uuid: string; from: Geometry; to: Geometry; nudge?: boolean }
  /** `before` is read from the document when dispatched; `after: undefined` removes the field. */
  | { kind: 'update-field'; target: string | 'page'; path: FieldPath; before: unknown; after: unknown }
  | { kind: 'reorder'; uuid: string; parentId: string | null; from: number; to: number }
  | { kind: 'paste'; widget: DraftWidget; at: Placement }
  /** A compound gesture (drop into a panel = delete + add, a field change with its effects) as one step. */
  | { kind: 'batch'; label: string; commands: Command[] }
  /** The whole document swapped (reloading the server's draft), kept undoable so nothing is lost. */
  | { kind: 'replace'; before: Doc; after: Doc }

export type CommandKind = Command['kind']

export interface HistoryEntry {
  command: Command
  /** Short Chinese description (添加轮播图, 修改文本 …). */
  label: string
  /** ms since epoch; typing bursts on the same field merge while entries are close in time. */
  at: number
}

/** The undo stack and the redo stack (its last entry is the next redo). */
export interface HistoryLists {
  past: HistoryEntry[]
  future: HistoryEntry[]
}

export type SaveState = 'saved' | 'dirty' | 'saving' | 'error' | 'conflict'

export type EditorMode = 'design' | 'preview'

export type CommandOf<K extends CommandKind> = Extract<Command, { kind: K }>
