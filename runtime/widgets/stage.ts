import type { WidgetBase } from './settings.ts'

/** Spec 9 page width, defined once with the widget defaults the server and designer use. */
export { PAGE_WIDTH } from '../../schemas/widget-defaults.ts'

/** The stage is as tall as its lowest widget's bottom edge. */
export function stageHeight(widgets: ReadonlyArray<Pick<WidgetBase, 'y' | 'height'>>): number {
  return widgets.reduce((max, w) => Math.max(max, (Number(w.y) || 0) + (Number(w.height) || 0)), 0)
}
