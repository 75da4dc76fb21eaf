import { widgetName } from '../store/widget-name.ts'

/** A frame's accessible name and name tag: the widget's Chinese name, with the operator's alias if any. */
export function frameLabel(widget: { type: string; alias?: unknown }): string {
  const alias = typeof widget.alias === 'string' ? widget.alias.trim() : ''
  return alias ? `${widgetName(widget.type)}：${alias}` : widgetName(widget.type)
}
