import type { Widget } from '../../../schemas/widgets/index.ts'
import type { Entry } from './types.ts'

/**
 * A widget without the stored content it never shows, taken out before references are read:
 * W0012 shows only the list its styleType picks (spec 2.9), so the other four travel empty and
 * their goods and coupons are not looked up. (A free panel cannot hold a W0012.)
 */
export function shownContent(widget: Widget): Entry {
  if (widget.type !== 'W0012') return widget
  return { ...widget, data: widget.data.map((list, index) => (index === widget.styleType ? list : [])) }
}
