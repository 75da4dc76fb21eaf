// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { loadWidgets } from './registry.ts'
import { deepFreeze } from '../routing/pages-api.ts'
import { FOLD_Y, forHydration, ServerRenderProvider } from './server-markup.ts'
import { sampleWidgets } from './test-samples.ts'
import { serverPage } from './test-hydration.tsx'
import { WidgetRenderer } from './WidgetRenderer.tsx'
import { createWidgetUsage, WidgetUsageProvider } from './widget-usage.ts'

/** An IntersectionObserver the test moves: `show()` brings every observed frame into view. */
function stubIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = []
  class Observer {
    targets: Element[] = []
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.push(target)
    }
    disconnect() {
      this.targets = []
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  return {
    observed: () => observers.flatMap((observer) => observer.targets),
    show: () => {
      for (const observer of observers) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting: true }))
        if (entries.length) observer.callback(entries as IntersectionObserverEntry[], observer as never)
      }
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** A page of a carousel at the top and, below the first screen, a tabbed showcase of two tabs and a goods group. */
function page() {
  const samples = sampleWidgets()
  const pick = (type: string) => samples.find((widget) => widget.type === type)!
  const showcase = pick('W0014')
  const tabs = showcase.data as Array<{ text: string; data: unknown[] }>
  return [
    { ...pick('W0001'), y: 0 },
    { ...showcase, y: FOLD_Y + 100, data: [...tabs, { text: '新品', data: tabs[0]!.data.slice(2) }] },
    { ...pick('W0018'), y: FOLD_Y + 800 },
  ]
}

describe('widgets below the first screen', () => {
  it('are rendered by the server, their code left out of what the page loads first', async () => {
    await loadWidgets(['W0001', 'W0014', 'W0018'])
    const usage = createWidgetUsage()
    const html = renderToString(
      <WidgetUsageProvider value={usage}>
        <ServerRenderProvider value>
          <WidgetRenderer mode="render" widgets={page()} />
        </ServerRenderProvider>
      </WidgetUsageProvider>,
    )
    expect([...usage.now]).toEqual(['W0001'])
    expect([...usage.later].sort()).toEqual(['W0014', 'W0018'])
    expect(html).toContain('主图橱窗标题')
    expect(forHydration(page()).map((widget) => widget.hydratesWhenSeen ?? false)).toEqual([false, true, true])
  })

  it.each([
    ['the page rendered them', 1],
    ['the server wrote their markup kept from the page before', 2],
  ])(
    'hydrate as they come near, and a click taken before reaches the widget once hydrated (%s)',
    async (_, renders) => {
      await loadWidgets(['W0001', 'W0014', 'W0018'])
      const widgets = deepFreeze(page())
      const container = document.createElement('div')
      container.innerHTML = serverPage(widgets, renders)
      document.body.append(container)

      // The browser: fresh modules, so only what the page loads first is loaded.
      vi.resetModules()
      const viewport = stubIntersectionObserver()
      const fresh = {
        client: await import('react-dom/client'),
        renderer: await import('./WidgetRenderer.tsx'),
        registry: await import('./registry.ts'),
      }
      await fresh.registry.loadWidgets(['W0001'])
      const recoverable = vi.fn()
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      await act(async () => {
        fresh.client.hydrateRoot(
          container,
          <fresh.renderer.WidgetRenderer mode="render" widgets={forHydration(widgets)} />,
          {
            onRecoverableError: recoverable,
          },
        )
      })
      expect(viewport.observed().map((frame) => frame.getAttribute('data-widget-type'))).toEqual(['W0014', 'W0018'])
      expect(fresh.registry.widgetComponent('W0014')).toBeUndefined()
      expect(fresh.registry.widgetComponent('W0018')).toBeUndefined()

      const tabs = container.querySelectorAll('[data-widget-type="W0014"] [role="tab"]')
      expect(tabs[1]!.getAttribute('aria-selected')).toBe('false')
      await act(async () => {
        ;(tabs[1] as HTMLElement).click()
        await vi.waitFor(() => expect(fresh.registry.widgetComponent('W0014')).toBeDefined())
      })
      await vi.waitFor(() => expect(tabs[1]!.getAttribute('aria-selected')).toBe('true'))
      expect(fresh.registry.widgetComponent('W0018')).toBeUndefined()

      await act(async () => {
        viewport.show()
        await vi.waitFor(() => expect(fresh.registry.widgetComponent('W0018')).toBeDefined())
      })
      expect(recoverable).not.toHaveBeenCalled()
      expect(errors).not.toHaveBeenCalled()
    },
  )
})
