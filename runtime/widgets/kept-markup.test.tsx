import { describe, expect, it } from 'vitest'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { deepFreeze } from '../routing/pages-api.ts'
import './every-widget.ts'
import { filledWidget } from './filled-widget.ts'
import { createKeptMarkup, LEADING_IMAGE_PRELOADS, SETTLED_MARKUP_TYPES } from './kept-markup.tsx'
import { widgetComponent } from './registry.ts'
import { hydratesWhenSeen, KeptMarkupProvider, SERVER_MARKUP_TYPES, ServerRenderProvider } from './server-markup.ts'
import { freePanel, sampleWidgets } from './test-samples.ts'
import { createWidgetUsage, WidgetUsageProvider } from './widget-usage.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'
import { WidgetRenderer } from './WidgetRenderer.tsx'

/** A server render of the widgets: its markup, the widget types it recorded, and what it kept for the next one. */
function serverRender(widgets: WidgetDescriptor[]) {
  const usage = createWidgetUsage()
  const keptMarkup = createKeptMarkup(usage)
  const html = renderToString(
    <WidgetUsageProvider value={usage}>
      <ServerRenderProvider value>
        <KeptMarkupProvider value={keptMarkup}>
          <WidgetRenderer mode="render" widgets={widgets} />
        </KeptMarkupProvider>
      </ServerRenderProvider>
    </WidgetUsageProvider>,
  )
  keptMarkup.keepRendered()
  return { html: keptMarkup.withPreloads(html), now: [...usage.now].sort(), later: [...usage.later].sort() }
}

const INLINE = { later: false, seenLater: false }

describe('the settled widgets’ markup the server renders once', () => {
  const samples = sampleWidgets()
  const panel = freePanel(samples.filter((widget) => SERVER_MARKUP_TYPES.has(widget.type)).slice(0, 2))
  const widgets = deepFreeze([...samples, panel])

  it('gives the next pages the same bytes and widget types as rendering the widgets did, in a free panel too', () => {
    const first = serverRender(widgets)
    const next = serverRender(widgets)
    expect(next).toEqual(first)
    expect(first.html).toContain('data-server-markup')
  })

  it('is the widget rendered alone (in its own Suspense boundary below the first screen), written into its frame, and records the widget’s type', () => {
    const first = serverRender(widgets)
    const settled = widgets.filter((widget) => SETTLED_MARKUP_TYPES.has(widget.type))
    expect(settled.some(hydratesWhenSeen)).toBe(true)
    let preloading = 0
    for (const lean of settled) {
      const widget = filledWidget(lean, undefined)
      const seenLater = hydratesWhenSeen(lean)
      const usage = createWidgetUsage()
      const markup = createKeptMarkup(usage).markupOf(widget, { later: false, seenLater })
      const Widget = widgetComponent(widget.type)!
      const alone = <Widget settings={widget} data={widget.data ?? []} mode="render" />
      const expected = renderToString(seenLater ? <Suspense>{alone}</Suspense> : alone)
      // The preloads of its eager images go to the page's start.
      const preloads = LEADING_IMAGE_PRELOADS.exec(expected)?.[0] ?? ''
      expect(markup).toBe(expected.slice(preloads.length))
      expect(markup).not.toContain('<link')
      if (preloads) {
        preloading++
        expect(first.html.startsWith(preloads)).toBe(true)
      }
      expect(first.html).toContain(`data-uuid="${widget.uuid}"`)
      expect(first.html).toContain(`>${markup}</div>`)
      expect([...usage[seenLater ? 'later' : 'now']]).toEqual([widget.type])
    }
    expect(preloading).toBeGreaterThan(0)
  })

  it('leaves a widget of a descriptor nobody else gets (not frozen) to each page', () => {
    const usage = createWidgetUsage()
    const keptMarkup = createKeptMarkup(usage)
    const own = sampleWidgets().find((widget) => widget.type === 'W0011')!
    expect(keptMarkup.markupOf(own, INLINE)).toBeUndefined()
    keptMarkup.keepRendered()
    expect(keptMarkup.markupOf(own, INLINE)).toBeUndefined()
  })
})
