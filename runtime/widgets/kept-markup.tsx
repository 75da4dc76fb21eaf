import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { widgetComponent } from './registry.ts'
import type { KeptMarkup, WidgetPlace } from './server-markup.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'
import type { WidgetUsage } from './widget-usage.ts'

/**
 * What React hoists out of a component's markup to the start of the page (the preloads of eager
 * images, above all): a widget rendered alone would carry it inside its markup instead.
 */
const HOISTED = /<(?:link|meta|title|style|script)[\s>/]/

/**
 * Markup of settled widgets (server-markup.ts), by the widget filled with its defaults: a string,
 * or null for one the page must keep rendering itself. A widget that hydrates when seen is
 * rendered inside a Suspense boundary of its own, whose markers its markup then carries.
 */
const rendered = {
  inline: new WeakMap<WidgetDescriptor, string | null>(),
  seenLater: new WeakMap<WidgetDescriptor, string | null>(),
}

/** The widget rendered on its own, as the page renders it inside its frame; null when that is not the same. */
function renderAlone(widget: WidgetDescriptor, seenLater: boolean): string | null {
  const Widget = widgetComponent(widget.type)
  if (!Widget) return null
  const element = <Widget settings={widget} data={widget.data ?? []} mode="render" />
  try {
    const markup = renderToString(seenLater ? <Suspense>{element}</Suspense> : element)
    return HOISTED.test(markup) ? null : markup
  } catch {
    // The page's own render of it reports the failure.
    return null
  }
}

export interface ServerKeptMarkup extends KeptMarkup {
  /** Renders, for the pages after this one, the settled widgets this page rendered itself. */
  keepRendered(): void
}

/**
 * Settled widgets' markup for one server render. A settled widget's component reads only its
 * settings and data (links, pictures, text, state that starts the same everywhere, ids from its
 * uuid: no context), so the markup it renders alone is the markup it renders inside the page, and
 * the browser hydrates it alike. A widget of a descriptor the server keeps (frozen:
 * routing/pages-api.ts, filled-widget.ts) is rendered once, after the first page that shows it;
 * the next pages write that markup into its frame, and record its type for its styles and code as
 * rendering it would have. A widget whose images load eagerly keeps being rendered with the page,
 * which announces their preloads at its start.
 */
export function createKeptMarkup(usage: WidgetUsage): ServerKeptMarkup {
  const wanted: { widget: WidgetDescriptor; seenLater: boolean }[] = []
  return {
    markupOf(widget, { later, seenLater }: WidgetPlace) {
      if (!Object.isFrozen(widget)) return undefined
      const markup = rendered[seenLater ? 'seenLater' : 'inline'].get(widget)
      if (markup === undefined) wanted.push({ widget, seenLater })
      if (typeof markup !== 'string') return undefined
      usage[later || seenLater ? 'later' : 'now'].add(widget.type)
      return markup
    },
    keepRendered() {
      for (const { widget, seenLater } of wanted) {
        const kept = rendered[seenLater ? 'seenLater' : 'inline']
        if (!kept.has(widget)) kept.set(widget, renderAlone(widget, seenLater))
      }
    },
  }
}
