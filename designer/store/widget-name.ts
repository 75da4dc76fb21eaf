import { isWidgetType, widgetSchemas } from '../../schemas/widgets/index.ts'

/** The Chinese name of a widget type (轮播图, 文本 …) for history labels. */
export function widgetName(type: unknown): string {
  return isWidgetType(type) ? widgetSchemas[type].name : '挂件'
}
