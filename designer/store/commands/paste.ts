import type { CommandOf, Doc } from '../types.ts'
import { widgetName } from '../widget-name.ts'
import { apply, invert, isNoop, prepare } from './add.ts'

/** Inserts a copy (Ctrl+V, Ctrl+D): an add with fresh uuids made by the clipboard, labelled apart. */

export { apply, invert, isNoop, prepare }

export const label = (_doc: Doc, command: CommandOf<'paste'>): string => `粘贴${widgetName(command.widget.type)}`
