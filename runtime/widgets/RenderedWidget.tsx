import { Suspense, use, useContext, useEffect, useMemo } from 'react'
import { filledWidget } from './filled-widget.ts'
import { HydratesLaterContext, replayClicks, whenSeen } from './hydrate-when-seen.ts'
import { isRegisteredType, loadWidget, widgetComponent } from './registry.ts'
import { WidgetErrorBoundary } from './WidgetErrorBoundary.tsx'
import { WidgetFrame } from './widget-frame.tsx'
import { isServerMarkup, useKeepsServerMarkup, useKeptMarkup, useServerRender } from './server-markup.ts'
import { usePageCategories } from './page-categories.ts'
import type { WidgetSlotProps } from './widget-slot.tsx'
import { useRecordWidgetType } from './widget-usage.ts'

const reportedUnknown = new Set<string>()

function reportUnknown(type: string) {
  if (!import.meta.env?.DEV || reportedUnknown.has(type)) return
  reportedUnknown.add(type)
  console.warn(`unknown widget type ${type}: not rendered`)
}

/**
 * The widget's component. The server and the hydrating browser have loaded it before rendering;
 * a page reached by an in-place navigation waits for its chunk (the router keeps the old page on
 * screen meanwhile), and a failed download is caught by the widget's error boundary.
 */
function WidgetOfType({ widget, mode }: Omit<WidgetSlotProps, 'positioned' | 'hydratesWhenSeen'>) {
  useRecordWidgetType(widget.type, useContext(HydratesLaterContext))
  const Widget = widgetComponent(widget.type) ?? use(loadWidget(widget.type))
  return <Widget settings={widget} data={widget.data ?? []} mode={mode} />
}

/**
 * A widget below the first screen (hydrate-when-seen.ts): the server renders it in a Suspense
 * boundary of its own, and the hydrating browser keeps that markup until the widget's code has
 * loaded on approach, then hydrates it and hands it the clicks it took meanwhile.
 */
function WidgetSeenLater({ widget, mode }: Omit<WidgetSlotProps, 'positioned' | 'hydratesWhenSeen'>) {
  useRecordWidgetType(widget.type, true)
  // The browser always waits on the same promise, so each render calls `use` alike.
  const Widget = useServerRender()
    ? (widgetComponent(widget.type) ?? use(loadWidget(widget.type)))
    : use(whenSeen(widget.uuid, widget.type))
  useEffect(() => replayClicks(widget.uuid), [widget.uuid])
  return <Widget settings={widget} data={widget.data ?? []} mode={mode} />
}

/**
 * One widget of a descriptor: looked up by type, framed, and isolated by its own error boundary.
 * Descriptors leave out settings that equal their defaults and a category tree the page shares;
 * the widget gets them back here, so every component reads the settings the designer stored.
 * A widget the hydration data carries as a bare frame keeps the server's markup (server-markup.ts);
 * the server writes a settled widget's markup it rendered before into its frame (kept-markup.tsx),
 * which the browser keeps or hydrates like markup the page rendered.
 */
export function RenderedWidget({ widget: lean, mode, positioned = true, hydratesWhenSeen = false }: WidgetSlotProps) {
  const categories = usePageCategories()
  const widget = useMemo(() => filledWidget(lean, categories), [lean, categories])
  const serverMarkup = useKeepsServerMarkup(lean, mode)
  const kept = useKeptMarkup()
  const later = useContext(HydratesLaterContext)
  const keptMarkup =
    kept && mode === 'render' ? kept.markupOf(widget, { later, seenLater: hydratesWhenSeen }) : undefined
  if (!isRegisteredType(widget.type)) {
    reportUnknown(widget.type)
    return null
  }
  return (
    <WidgetErrorBoundary type={widget.type} uuid={widget.uuid}>
      <WidgetFrame settings={widget} positioned={positioned} serverMarkup={serverMarkup} markup={keptMarkup}>
        {isServerMarkup(lean) || keptMarkup !== undefined ? undefined : hydratesWhenSeen ? (
          <HydratesLaterContext value>
            <Suspense>
              <WidgetSeenLater widget={widget} mode={mode} />
            </Suspense>
          </HydratesLaterContext>
        ) : (
          <WidgetOfType widget={widget} mode={mode} />
        )}
      </WidgetFrame>
    </WidgetErrorBoundary>
  )
}
