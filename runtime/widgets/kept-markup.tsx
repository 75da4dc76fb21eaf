import { renderToString } from 'react-dom/server'
import { widgetComponent } from './registry.ts'
import type { KeptMarkup } from './server-markup.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'
import type { WidgetUsage } from './widget-usage.ts'

/**
 * What React hoists out of a component's markup to the start of the page (the preloads of eager
 * images, above all): a widget rendered alone would carry it inside its markup instead.
 */
const HOISTED = /<(?:link|meta|title|style|script)[\s>/]/

/**
 * Markup of kept widgets (server-markup.ts), by the widget filled with its defaults: a string,
 * or null for one the page must keep rendering itself.
 */
const rendered = new WeakMap<WidgetDescriptor, string | null>()

/** The widget rendered on its own, as the page renders it inside its frame; null when that is not the same. */
function renderAlone(widget: WidgetDescriptor): string | null {
  const Widget = widgetComponent(widget.type)
  if (!Widget) return null
  try {
    const markup = renderToString(<Widget settings={widget} data={widget.data ?? []} mode="render" />)
    return HOISTED.test(markup) ? null : markup
  } catch {
    // The page's own render of it reports the failure.
    return null
  }
}

export interface ServerKeptMarkup extends KeptMarkup {
  /** Renders, for the pages after this one, the kept widgets this page rendered itself. */
  keepRendered(): void
}

/**
 * Kept widgets' markup for one server render. A kept widget's component reads only its settings
 * and data (links, pictures, text: no context, no ids, nothing to hydrate), so the markup it
 * renders alone is the markup it renders inside the page. A widget of a descriptor the server
 * keeps (frozen: routing/pages-api.ts, filled-widget.ts) is rendered once, after the first page
 * that shows it; the next pages write that markup into its frame, and record its type for its
 * styles as rendering it would have. A widget whose images load eagerly keeps being rendered
 * with the page, which announces their preloads at its start.
 */
export function createKeptMarkup(usage: WidgetUsage): ServerKeptMarkup {
  const wanted: WidgetDescriptor[] = []
  return {
    markupOf(widget, later) {
      if (!Object.isFrozen(widget)) return undefined
      const markup = rendered.get(widget)
      if (markup === undefined) wanted.push(widget)
      if (typeof markup !== 'string') return undefined
      usage[later ? 'later' : 'now'].add(widget.type)
      return markup
    },
    keepRendered() {
      for (const widget of wanted) if (!rendered.has(widget)) rendered.set(widget, renderAlone(widget))
    },
  }
}
