import type { Widget } from '../../../schemas/widgets/index.ts'

/**
 * The designer's own flags never reach a shopper: a widget the operator hid in the outline is left
 * out of the served page (a free panel's hidden children too), and `hidden` / `locked` are taken
 * off the widgets that stay. The draft keeps both, so the designer shows them as they were left.
 */

const isHidden = (widget: unknown): boolean =>
  typeof widget === 'object' && widget !== null && (widget as { hidden?: unknown }).hidden === true

function withoutFlags<T extends object>(widget: T): T {
  if (!('hidden' in widget) && !('locked' in widget)) return widget
  const { hidden: _hidden, locked: _locked, ...rest } = widget as T & { hidden?: unknown; locked?: unknown }
  return rest as T
}

function shownWidget(widget: Widget): Widget {
  const own = withoutFlags(widget)
  if (own.type !== 'W0006') return own
  return { ...own, childWidgets: own.childWidgets.filter((child) => !isHidden(child)).map(withoutFlags) }
}

/** The widgets a shopper sees, without the designer's flags. */
export function shownWidgets(widgets: readonly Widget[]): Widget[] {
  return widgets.filter((widget) => !isHidden(widget)).map(shownWidget)
}
