import { withDefaults } from '../../schemas/widget-defaults.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'

interface Filled {
  categories: unknown[] | undefined
  widget: WidgetDescriptor
}

/** Frozen widgets with their defaults filled back, per widget object. */
const filled = new WeakMap<WidgetDescriptor, Filled>()

/**
 * A descriptor widget with its defaults and the page's shared category tree filled back
 * (`withDefaults`). The server's renderer keeps a descriptor every guest gets frozen across
 * requests (routing/pages-api.ts); a frozen widget cannot change, so it is filled once, not on
 * every render. Others (the browser's, the designer's, a member's) are filled each time.
 */
export function filledWidget(lean: WidgetDescriptor, categories: unknown[] | undefined): WidgetDescriptor {
  if (!Object.isFrozen(lean)) return withDefaults(lean, categories)
  const kept = filled.get(lean)
  if (kept && kept.categories === categories) return kept.widget
  const widget = frozen(withDefaults(lean, categories))
  filled.set(lean, { categories, widget })
  return widget
}

/**
 * Frozen too, with the free panel's children it filled: every later render reads this one object,
 * and each child is then a frozen widget of its own, filled once as well.
 */
function frozen(widget: WidgetDescriptor): WidgetDescriptor {
  const children = widget.childWidgets
  if (Array.isArray(children)) {
    for (const child of children as WidgetDescriptor[]) frozen(child)
    Object.freeze(children)
  }
  return Object.freeze(widget)
}
