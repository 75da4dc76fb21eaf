import { isPanel } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'
import type { ResolvedEntry } from './resolved-data.ts'

/**
 * Which widgets the server must resolve again after an edit, and which keep their live data as
 * they are. Only a widget's references and settings are resolved (goods, coupons, shops, links,
 * categories, texts); its box, its lock and a free panel's children (resolved on their own) are
 * not. So a nudge, a resize, or the stack's reflow pushing a hundred widgets down sends nothing;
 * an edited widget sends itself alone.
 */

/** A widget's own settings without what resolution never reads. */
const UNRESOLVED = new Set(['x', 'y', 'width', 'height', 'locked', 'childWidgets'])

const keys = new WeakMap<DraftWidget, string>()

export function referenceKey(widget: DraftWidget): string {
  let key = keys.get(widget)
  if (key === undefined) {
    key = JSON.stringify(widget, function (this: unknown, name: string, value: unknown) {
      // Only the widget's own box: a hot zone's or an image's size inside it is a setting.
      return this === widget && UNRESOLVED.has(name) ? undefined : value
    })
    keys.set(widget, key)
  }
  return key
}

export interface ResolvePlan {
  /** Widgets to resolve (a free panel without its children). */
  send: DraftWidget[]
  /** Widgets whose resolved entry moves onto the new object unchanged but for its box. */
  rebase: DraftWidget[]
}

/**
 * Compares every widget with the one last sent (`sent`, by uuid; updated here with what is sent
 * now and with unchanged references) and with its resolved entry.
 */
export function planResolution(
  widgets: ReadonlyMap<string, DraftWidget>,
  sent: Map<string, DraftWidget>,
  entries: ReadonlyMap<string, ResolvedEntry>,
): ResolvePlan {
  const plan: ResolvePlan = { send: [], rebase: [] }
  for (const [uuid, widget] of widgets) {
    const last = sent.get(uuid)
    if (last !== widget) {
      if (last === undefined || referenceKey(last) !== referenceKey(widget))
        plan.send.push(isPanel(widget) ? { ...widget, childWidgets: [] } : widget)
      sent.set(uuid, widget)
    }
    const entry = entries.get(uuid)
    if (entry && entry.basis !== widget && referenceKey(entry.basis) === referenceKey(widget)) plan.rebase.push(widget)
  }
  for (const uuid of sent.keys()) if (!widgets.has(uuid)) sent.delete(uuid)
  return plan
}
