import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, vi } from 'vitest'
import { createKeptMarkup } from './kept-markup.tsx'
import { KeptMarkupProvider, ServerRenderProvider } from './server-markup.ts'
import { createWidgetUsage } from './widget-usage.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'
import { WidgetRenderer } from './WidgetRenderer.tsx'

/**
 * The server's markup of these widgets on the `renders`-th page rendered with them: from the
 * second on (in this test file), settled widgets of a frozen descriptor are written from the markup
 * kept after the first (kept-markup.tsx).
 */
export function serverPage(widgets: WidgetDescriptor[], renders = 1): string {
  let html = ''
  for (let render = 0; render < renders; render++) {
    const keptMarkup = createKeptMarkup(createWidgetUsage())
    html = renderToString(
      <ServerRenderProvider value>
        <KeptMarkupProvider value={keptMarkup}>
          <WidgetRenderer mode="render" widgets={widgets} />
        </KeptMarkupProvider>
      </ServerRenderProvider>,
    )
    keptMarkup.keepRendered()
    html = keptMarkup.withPreloads(html)
  }
  return html
}

/** Hydrates `element` over the markup in `container`; the test fails on any mismatch or error React reports. */
export async function hydrateWithoutMismatch(container: Element, element: ReactNode): Promise<Root> {
  const recoverable = vi.fn()
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable })
  })
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  return root!
}
