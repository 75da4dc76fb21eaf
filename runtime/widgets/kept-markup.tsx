import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { widgetComponent } from './registry.ts'
import { SERVER_MARKUP_TYPES, type KeptMarkup, type WidgetPlace } from './server-markup.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'
import type { WidgetUsage } from './widget-usage.ts'

/**
 * Widget types whose markup follows from their settings and data alone: nothing of the visitor
 * (what is the member's own comes after load: stores/personal.tsx), the clock or the location, and
 * ids made from the widget's uuid, never React's `useId` (its ids follow the place in the tree).
 * The server renders a kept descriptor's widget of these types once and writes that markup into
 * the pages after; the browser keeps it as written for SERVER_MARKUP_TYPES (server-markup.ts) and
 * hydrates the others over it.
 */
export const SETTLED_MARKUP_TYPES: ReadonlySet<string> = new Set([
  ...SERVER_MARKUP_TYPES,
  'W0001',
  'W0005',
  'W0007',
  'W0008',
  'W0010',
  'W0012',
  'W0014',
  'W0015',
  'W0017',
  'W0018',
  'W0019',
  'W0021',
  'W0022',
])

/**
 * The preloads of the images a render loads eagerly, which React writes at the start of its
 * markup, in front of the elements (a page's, or a widget's rendered alone).
 */
export const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/
/** One of those preloads. */
export const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g

/** Anything else React hoists out of a component's markup: the page would write it elsewhere. */
const HOISTED = /<(?:link|meta|title|style|script)[\s>/]/

interface Rendered {
  /** The widget's elements. */
  markup: string
  /** The preloads of its eager images, for the start of the page's markup. */
  preloads: string[]
}

/**
 * Markup of settled widgets (SETTLED_MARKUP_TYPES), by the widget filled with its defaults, or null for
 * one the page must keep rendering itself. A widget that hydrates when seen is rendered inside a
 * Suspense boundary of its own, whose markers its markup then carries.
 */
const rendered = {
  inline: new WeakMap<WidgetDescriptor, Rendered | null>(),
  seenLater: new WeakMap<WidgetDescriptor, Rendered | null>(),
}

/** The widget rendered on its own, as the page renders it inside its frame; null when that is not the same. */
function renderAlone(widget: WidgetDescriptor, seenLater: boolean): Rendered | null {
  const Widget = widgetComponent(widget.type)
  if (!Widget) return null
  const element = <Widget settings={widget} data={widget.data ?? []} mode="render" />
  try {
    const alone = renderToString(seenLater ? <Suspense>{element}</Suspense> : element)
    const leading = LEADING_IMAGE_PRELOADS.exec(alone)?.[0] ?? ''
    const markup = alone.slice(leading.length)
    return HOISTED.test(markup) ? null : { markup, preloads: leading.match(IMAGE_PRELOAD) ?? [] }
  } catch {
    // The page's own render of it reports the failure.
    return null
  }
}

export interface ServerKeptMarkup extends KeptMarkup {
  /**
   * The page's markup with the preloads of the written widgets' eager images at its start, where
   * React puts those of the widgets it renders; one preload per image.
   */
  withPreloads(html: string): string
  /** Renders, for the pages after this one, the settled widgets this page rendered itself. */
  keepRendered(): void
}

/**
 * Settled widgets' markup for one server render. A settled widget's component reads only its
 * settings and data (links, pictures, text, state that starts the same everywhere, ids from its
 * uuid), so the markup it renders alone is the markup it renders inside the page, and the browser
 * hydrates it alike. A widget of a descriptor the server keeps (frozen: routing/pages-api.ts,
 * filled-widget.ts) is rendered once, after the first page that shows it; the next pages write
 * that markup into its frame, put the preloads of its eager images at their start, and record its
 * type for its styles and code as rendering it would have.
 */
export function createKeptMarkup(usage: WidgetUsage): ServerKeptMarkup {
  const wanted: { widget: WidgetDescriptor; seenLater: boolean }[] = []
  const preloads: string[] = []
  return {
    markupOf(widget, { later, seenLater }: WidgetPlace) {
      if (!SETTLED_MARKUP_TYPES.has(widget.type) || !Object.isFrozen(widget)) return undefined
      const kept = rendered[seenLater ? 'seenLater' : 'inline'].get(widget)
      if (kept === undefined) wanted.push({ widget, seenLater })
      if (!kept) return undefined
      usage[later || seenLater ? 'later' : 'now'].add(widget.type)
      preloads.push(...kept.preloads)
      return kept.markup
    },
    withPreloads(html) {
      if (preloads.length === 0) return html
      const links = new Set(preloads)
      for (const link of LEADING_IMAGE_PRELOADS.exec(html)?.[0].match(IMAGE_PRELOAD) ?? []) links.delete(link)
      return [...links].join('') + html
    },
    keepRendered() {
      for (const { widget, seenLater } of wanted) {
        const kept = rendered[seenLater ? 'seenLater' : 'inline']
        if (!kept.has(widget)) kept.set(widget, renderAlone(widget, seenLater))
      }
    },
  }
}
