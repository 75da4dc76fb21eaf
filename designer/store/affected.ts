import type { Command } from './types.ts'

/** The widget a command is about, so undo and redo can select what they changed. */
export function affectedWidget(command: Command): string | null {
  switch (command.kind) {
    case 'add':
    case 'paste':
    case 'delete':
      return command.widget.uuid
    case 'move':
    case 'resize':
    case 'reorder':
      return command.uuid
    case 'update-field':
      return command.target === 'page' || command.target === 'frame' ? null : command.target
    case 'batch':
      return command.commands.map(affectedWidget).find((uuid) => uuid !== null) ?? null
    case 'replace':
      return null
  }
}
