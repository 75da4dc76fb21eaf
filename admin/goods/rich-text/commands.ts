/**
 * The editor's commands on the current selection, through the browser's editing commands (the
 * only way contentEditable keeps its own undo history). Browsers without them change nothing.
 */

export type Command = 'bold' | 'heading' | 'list' | 'link' | 'image' | 'clear'

export interface FormatState {
  bold: boolean
  heading: boolean
  list: boolean
}

const exec = (name: string, argument?: string) =>
  typeof document.execCommand === 'function' && document.execCommand(name, false, argument)

const query = (name: string) => typeof document.queryCommandState === 'function' && document.queryCommandState(name)

const blockOf = () =>
  typeof document.queryCommandValue === 'function' ? document.queryCommandValue('formatBlock').toLowerCase() : ''

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** New lines start paragraphs (<p>) rather than the browser's default <div>, as the storefront styles them. */
export function preferParagraphs(): void {
  exec('defaultParagraphSeparator', 'p')
}

export function formatState(): FormatState {
  return { bold: query('bold'), heading: blockOf() === 'h3', list: query('insertUnorderedList') }
}

export function runCommand(command: Command, argument = ''): void {
  switch (command) {
    case 'bold':
      exec('bold')
      return
    case 'heading':
      exec('formatBlock', blockOf() === 'h3' ? '<p>' : '<h3>')
      return
    case 'list':
      exec('insertUnorderedList')
      return
    case 'link': {
      const selection = document.getSelection()
      if (selection && !selection.isCollapsed) exec('createLink', argument)
      else exec('insertHTML', `<a href="${escapeText(argument)}">${escapeText(argument)}</a>`)
      return
    }
    case 'image':
      exec('insertHTML', `<p><img src="${escapeText(argument)}" alt=""></p>`)
      return
    case 'clear':
      exec('removeFormat')
      exec('unlink')
      exec('formatBlock', '<p>')
      return
  }
}
