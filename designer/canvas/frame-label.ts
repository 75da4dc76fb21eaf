import { widgetName } from '../store/widget-name.ts'
import { selectOnFocus } from './frame-focus.ts'

/** The longest title a frame's name carries; a longer one (a text widget's words) is cut with an ellipsis. */
const TITLE_LENGTH = 20

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/**
 * A frame's accessible name and name tag: the widget's Chinese name, then the operator's alias or
 * else the widget's own title (商品 · 双11爆款; a text widget's words).
 */
export function frameLabel(widget: { type: string; alias?: unknown; mainTitle?: unknown; text?: unknown }): string {
  const title = trimmed(widget.alias) || trimmed(widget.mainTitle) || trimmed(widget.text)
  const name = widgetName(widget.type)
  if (!title || title === name) return name
  const short = title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH).trimEnd()}…` : title
  return `${name} · ${short}`
}

/**
 * What every frame on the canvas carries, selected or not: the widget it holds, for the canvas's
 * lookups and the journeys, and its role as the widget's one tab stop, a group named by its label
 * (the widget's own content is inert). Taking the focus selects the widget; its other keys are
 * the editor's actions (designer/actions/).
 */
export function frameAttributes(widget: { uuid: string; type: string }, label: string) {
  return {
    'data-uuid': widget.uuid,
    'data-widget-type': widget.type,
    role: 'group',
    tabIndex: 0,
    'aria-label': label,
    onFocus: selectOnFocus,
  } as const
}
