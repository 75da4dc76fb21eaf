// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import './every-widget.ts'
import { deepFreeze } from '../routing/pages-api.ts'
import { forHydration } from './server-markup.ts'
import { sampleWidgets } from './test-samples.ts'
import { hydrateWithoutMismatch, serverPage } from './test-hydration.tsx'
import { WidgetRenderer } from './WidgetRenderer.tsx'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('hydrating server-rendered widgets', () => {
  it('matches the server HTML, the carousel starting at its first slide', async () => {
    const page = <WidgetRenderer mode="render" widgets={sampleWidgets()} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const root = await hydrateWithoutMismatch(container, page)
    expect(container.querySelector('.mf-w0001__indicator[aria-current="true"]')!.getAttribute('aria-label')).toBe(
      '第1张',
    )
    act(() => root.unmount())
  })

  it('matches markup the server kept from a page before, and the hydrated tabs work from the keyboard', async () => {
    const widgets = deepFreeze(sampleWidgets().map((widget) => ({ ...widget, y: 0 })))
    // The first page renders every widget; the next write the settled ones' kept markup.
    const rendered = serverPage(widgets)
    const written = serverPage(widgets)
    expect(written).toBe(rendered)
    const container = document.createElement('div')
    container.innerHTML = written
    document.body.append(container)
    const root = await hydrateWithoutMismatch(
      container,
      <WidgetRenderer mode="render" widgets={forHydration(widgets)} />,
    )
    const tabs = container.querySelectorAll<HTMLElement>('[data-widget-type="W0005"] [role="tab"]')
    act(() => tabs[0]!.focus())
    act(() => {
      tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    expect(document.activeElement).toBe(tabs[1])
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
    const panel = document.getElementById(tabs[1]!.getAttribute('aria-controls')!)
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs[1]!.id)
    act(() => root.unmount())
  })
})
