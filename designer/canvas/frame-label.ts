import { widgetName } from '../store/widget-name.ts'

/** A frame's accessible name and name tag: the widget's Chinese name, with the operator's alias if any. */
export function frameLabel(widget: { type: string; alias?: unknown }): string {
  const alias = typeof widget.alias === 'string' ? widget.alias.trim() : ''
  return alias ? `${widgetName(widget.type)}：${alias}` : widgetName(widget.type)
}

/**
 * What every frame on the canvas carries, selected or not: the widget it holds, for the canvas's
 * lookups and the journeys, and its role as a focusable group named by its label. Its keyboard
 * handling lives in the canvas.
 */
export function frameAttributes(widget: { uuid: string; type: string }, label: string) {
  return {
    'data-uuid': widget.uuid,
    'data-widget-type': widget.type,
    role: 'group',
    tabIndex: 0,
    'aria-label': label,
  } as const
}
