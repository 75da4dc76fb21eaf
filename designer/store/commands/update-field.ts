import { arrayIndex, formatPointer, isContainer, parsePointer, setIn } from '../json-pointer.ts'
import { findWidget, updateWidget } from '../tree.ts'
import type { Command, CommandOf, Doc, DraftWidget } from '../types.ts'
import { widgetName } from '../widget-name.ts'
import { sameJson } from './handler.ts'

/**
 * Writes one field, addressed by a JSON pointer into a widget (`/title`, `/data/0/imgUrl`,
 * `/borders/width`) or, with target 'page', into the page settings, or with target 'frame' into a
 * header or footer config.
 */

type UpdateField = CommandOf<'update-field'>

export function apply(doc: Doc, command: UpdateField): Doc {
  const tokens = parsePointer(command.path)
  if (command.target === 'frame') {
    if (!doc.frame) return doc
    const frame = setIn(doc.frame, tokens, command.after) as Record<string, unknown>
    return frame === doc.frame ? doc : { ...doc, frame }
  }
  if (command.target === 'page') {
    const page = setIn(doc.page, tokens, command.after) as Doc['page']
    return page === doc.page ? doc : { ...doc, page }
  }
  return updateWidget(doc, command.target, (widget) => setIn(widget, tokens, command.after) as DraftWidget)
}

export function invert(command: UpdateField): Command {
  return { ...command, before: command.after, after: command.before }
}

/** Nests `value` under the remaining tokens; only index 0 (or '-') can start a new list. */
function build(tokens: readonly string[], value: unknown): { ok: boolean; value: unknown } {
  if (tokens.length === 0) return { ok: true, value }
  const inner = build(tokens.slice(1), value)
  if (!inner.ok) return inner
  const index = arrayIndex(tokens[0], 0)
  if (index === null) return { ok: true, value: { [tokens[0]]: inner.value } }
  return index === 0 ? { ok: true, value: [inner.value] } : { ok: false, value: undefined }
}

/**
 * Reads `before` from the document. When the path runs through missing containers, the command
 * is rewritten to create the first missing one whole (so its inverse removes it again and undo
 * gives back the exact JSON); '-' becomes the index it appends at. Null for a target that is gone
 * or a path that names no place (a word as a list index, an index past the end) or the uuid.
 */
export function prepare(doc: Doc, command: UpdateField): UpdateField | null {
  const root =
    command.target === 'page'
      ? doc.page
      : command.target === 'frame'
        ? doc.frame
        : findWidget(doc, command.target)?.widget
  if (!root) return null
  let tokens: string[]
  try {
    tokens = parsePointer(command.path)
  } catch {
    return null
  }
  // The uuid is how commands find the widget again: it never changes.
  if (
    command.target !== 'page' &&
    command.target !== 'frame' &&
    (tokens[0] === 'uuid' ||
      (tokens.length === 0 && (command.after as DraftWidget | undefined)?.uuid !== command.target))
  )
    return null
  if (tokens.length === 0 && !isContainer(command.after)) return null
  let current: unknown = root
  for (let i = 0; i < tokens.length; i++) {
    const last = i === tokens.length - 1
    let child: unknown
    let present: boolean
    if (Array.isArray(current)) {
      const index = arrayIndex(tokens[i], current.length)
      if (index === null || index > current.length) return null
      tokens[i] = String(index)
      present = index < current.length
      child = current[index]
    } else {
      const record = current as Record<string, unknown>
      present = Object.hasOwn(record, tokens[i])
      child = record[tokens[i]]
    }
    if (!present || (!last && !isContainer(child))) {
      if (command.after === undefined)
        return { ...command, path: formatPointer(tokens), before: undefined, after: undefined }
      const built = build(tokens.slice(i + 1), command.after)
      if (!built.ok) return null
      const path = tokens.slice(0, i + 1)
      return { ...command, path: formatPointer(path), before: present ? child : undefined, after: built.value }
    }
    current = child
  }
  return { ...command, path: formatPointer(tokens), before: current }
}

export const isNoop = (command: UpdateField): boolean => sameJson(command.before, command.after)

export function label(doc: Doc, command: UpdateField): string {
  if (command.target === 'frame') return '修改页头页尾设置'
  return command.target === 'page' ? '修改页面设置' : `修改${widgetName(findWidget(doc, command.target)?.widget.type)}`
}
