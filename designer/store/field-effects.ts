import { SEARCH_HEIGHT, SEARCH_HEIGHT_WITH_KEYWORDS } from '../../schemas/widgets/W0008.ts'
import { textHeightFor } from '../../schemas/widgets/W0011.ts'
import { parsePointer, setIn } from './json-pointer.ts'
import { findWidget } from './tree.ts'
import type { Command, Doc, DraftWidget } from './types.ts'

/**
 * Widget behaviours that follow a field change (spec 2.9), recorded with it as one step so one
 * undo takes back both: W0011 text height becomes floor(fontSize / 0.6) when the font size
 * changes; W0008 search is 38 high without hot keywords and 66 with any.
 */

const touches = (path: string, field: string) => path === '' || path === field || path.startsWith(`${field}/`)

function heightAfter(before: DraftWidget, after: DraftWidget, path: string): number | null {
  if (
    after.type === 'W0011' &&
    touches(path, '/fontSize') &&
    typeof after.fontSize === 'number' &&
    after.fontSize !== before.fontSize
  ) {
    return textHeightFor(after.fontSize)
  }
  if (after.type === 'W0008' && touches(path, '/data')) {
    return Array.isArray(after.data) && after.data.length > 0 ? SEARCH_HEIGHT_WITH_KEYWORDS : SEARCH_HEIGHT
  }
  return null
}

/** The command, or a batch of it and the height change it brings (the batch keeps its label). */
export function withFieldEffects(doc: Doc, command: Command): Command {
  if (command.kind !== 'update-field' || command.target === 'page') return command
  const found = findWidget(doc, command.target)
  if (!found) return command
  const after = setIn(found.widget, parsePointer(command.path), command.after) as DraftWidget
  const height = heightAfter(found.widget, after, command.path)
  if (height === null || height === after.height) return command
  return {
    kind: 'batch',
    label: '',
    commands: [
      command,
      { kind: 'update-field', target: command.target, path: '/height', before: after.height, after: height },
    ],
  }
}
