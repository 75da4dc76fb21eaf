// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import './every-widget.ts'
import { forHydration, SERVER_MARKUP_TYPES, ServerRenderProvider } from './server-markup.ts'
import { freePanel, sampleWidgets } from './test-samples.ts'
import { hydrateWithoutMismatch } from './test-hydration.tsx'
import type { WidgetDescriptor } from './widget-slot.tsx'
import { WidgetRenderer } from './WidgetRenderer.tsx'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

const widgets = sampleWidgets()
const kept = widgets.filter((widget) => SERVER_MARKUP_TYPES.has(widget.type))

describe('widgets whose server markup the browser keeps', () => {
  it('go into the hydration data as their frame only, in a free panel too', () => {
    expect(kept.map((widget) => widget.type)).toEqual(expect.arrayContaining(['W0002', 'W0003', 'W0004', 'W0011']))
    const panel = freePanel([kept[0]!])
    const lean = forHydration([...widgets, panel])
    for (const widget of lean.filter((entry) => SERVER_MARKUP_TYPES.has(entry.type))) {
      const original = widgets.find((entry) => entry.uuid === widget.uuid)!
      expect(widget).toEqual({
        serverMarkup: true,
        uuid: original.uuid,
        type: original.type,
        x: original.x,
        y: original.y,
        width: original.width,
        height: original.height,
        ...Object.fromEntries(
          (['zindex', 'widthFull', 'margins', 'paddings', 'borders', 'colours'] as const)
            .filter((field) => original[field] !== undefined)
            .map((field) => [field, original[field]]),
        ),
      })
    }
    const hydratedOne = widgets.find((widget) => widget.type === 'W0001')!
    expect(lean.find((widget) => widget.uuid === hydratedOne.uuid)).toBe(hydratedOne)
    expect((lean.at(-1)!.childWidgets as WidgetDescriptor[])[0]!.serverMarkup).toBe(true)
  })

  it('hydrate without a mismatch, keeping the server markup and its links', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <ServerRenderProvider value>
        <WidgetRenderer mode="render" widgets={widgets} />
      </ServerRenderProvider>,
    )
    document.body.append(container)
    const serverMarkup = [...container.querySelectorAll('[data-server-markup]')].map((frame) => frame.outerHTML)
    const framesOf = (list: WidgetDescriptor[]): WidgetDescriptor[] =>
      list.flatMap((widget) => [widget, ...framesOf((widget.childWidgets as WidgetDescriptor[]) ?? [])])
    expect(serverMarkup).toHaveLength(framesOf(forHydration(widgets)).filter((widget) => widget.serverMarkup).length)
    expect(serverMarkup.length).toBeGreaterThan(kept.length) // one is a free panel's child
    const root = await hydrateWithoutMismatch(
      container,
      <WidgetRenderer mode="render" widgets={forHydration(widgets)} />,
    )
    expect([...container.querySelectorAll('[data-server-markup]')].map((frame) => frame.outerHTML)).toEqual(
      serverMarkup,
    )
    expect(container.querySelector('[data-widget-type="W0002"] a[href="/items/1"]')).not.toBeNull()
    act(() => root.unmount())
  })

  it('render as components outside a server render (the designer, a page reached in place)', () => {
    const html = renderToString(<WidgetRenderer mode="render" widgets={widgets} />)
    expect(html).not.toContain('data-server-markup')
    expect(html).toContain('href="/items/1"')
  })
})
