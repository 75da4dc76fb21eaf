import { isWidgetType, widgetSchemas } from '../../schemas/widgets/index.ts'
import type { DraftWidget } from '../store/types.ts'

/** How the inspector names a widget: the operator's alias, else the type's Chinese name. */
export function widgetLabel(widget: DraftWidget): string {
  const alias = typeof widget.alias === 'string' ? widget.alias.trim() : ''
  if (alias) return alias
  return isWidgetType(widget.type) ? widgetSchemas[widget.type].name : '挂件'
}
