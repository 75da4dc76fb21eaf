import { isWidgetType, widgetSchemas } from '../widgets/index.ts'
import type { WidgetRecord } from './types.ts'

/**
 * How a problem message names a widget: its Chinese type name and, so two of a kind can be told
 * apart, the operator's alias or else the widget's own title (轮播图, 商品（双11爆款）).
 */
/** A long text widget's text is cut here. */
const TITLE_MAX = 16

export function widgetTitle(widget: WidgetRecord): string {
  const name = isWidgetType(widget.type) ? widgetSchemas[widget.type].name : '挂件'
  for (const field of ['alias', 'mainTitle', 'text']) {
    const value = widget[field]
    const title = typeof value === 'string' ? value.trim() : ''
    if (title && title !== name)
      return `${name}（${[...title].length > TITLE_MAX ? `${[...title].slice(0, TITLE_MAX).join('')}…` : title}）`
  }
  return name
}
