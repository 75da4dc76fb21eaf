// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { notFound } from '../../routing/params.ts'
import { RouteErrorPage } from './RouteErrorPage.tsx'

afterEach(cleanup)

function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter([
    { path: '/', loader: failure, Component: () => null, ErrorBoundary: RouteErrorPage },
  ])
  render(<RouterProvider router={router} />)
}

describe('RouteErrorPage', () => {
  it('shows the 404 page for a thrown 404 response', async () => {
    renderFailingRoute(() => {
      throw notFound()
    })
    expect(await screen.findByText('抱歉！您所访问的页面不存在！')).toBeTruthy()
    expect(screen.getByRole('link', { name: '点击返回首页。' }).getAttribute('href')).toBe('/')
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('页面不存在'))
  })

  it('shows the error page for anything else, without its message', async () => {
    renderFailingRoute(() => {
      throw new Error('connection refused')
    })
    expect(await screen.findByText('抱歉！应用程序错误异常！')).toBeTruthy()
    expect(screen.getByRole('link', { name: '点击返回首页。' }).getAttribute('href')).toBe('/')
    expect(document.body.textContent).not.toContain('connection refused')
    await waitFor(() => expect(document.title).toBe('出错了'))
  })
})
