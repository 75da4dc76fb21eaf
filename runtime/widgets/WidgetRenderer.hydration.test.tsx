// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import './every-widget.ts'
import { sampleWidgets } from './test-samples.ts'
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
    const recoverable = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector('.mf-w0001__indicator[aria-current="true"]')!.getAttribute('aria-label')).toBe(
      '第1张',
    )
    act(() => root!.unmount())
  })
})
