// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import type { Http } from '../../api/http.ts'
import { layoutFixture } from '../../components/header/test-frame.tsx'
import { ROOT_ROUTE_ID } from '../../routing/layout-data.ts'
import { loadSearchResult } from './load-result.ts'
import ResultPage from './ResultPage.tsx'

afterEach(cleanup)

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        loader: () => layoutFixture(),
        HydrateFallback: () => null,
        children: [
          {
            path: '/result',
            loader: ({ request }) => ({ keywords: new URL(request.url).searchParams.get('keywords') ?? '' }),
            Component: ResultPage,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

describe('/result', () => {
  it('offers the search box and the hot words', async () => {
    renderAt('/result')
    expect(await screen.findByRole('heading', { name: '商品搜索', level: 1 })).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: '搜索关键词' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '搜索' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '耳机' }).getAttribute('href')).toBe('/items?keywords=%E8%80%B3%E6%9C%BA')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says when the words found nothing, keeping them in the box', async () => {
    renderAt('/result?keywords=%E7%A9%BA%E6%B0%94')
    expect((await screen.findByRole('status')).textContent).toBe('没有找到与“空气”相关的商品，换个关键词试试')
    expect((screen.getByRole('searchbox', { name: '搜索关键词' }) as HTMLInputElement).value).toBe('空气')
  })
})

describe('loadSearchResult', () => {
  const http = (total: number | Error) =>
    ({
      get: vi.fn(async () => (total instanceof Error ? Promise.reject(total) : { list: [], total_count: total })),
    }) as unknown as Http

  it('sends words that find goods on to their list', async () => {
    const answer = await loadSearchResult(http(3), new URL('http://s/result?name=%20%E6%89%8B%E6%9C%BA%20')).catch(
      (e: unknown) => e,
    )
    expect((answer as Response).headers.get('location')).toBe('/items?keywords=%E6%89%8B%E6%9C%BA')
  })

  it('keeps words that find nothing, or that the API refuses, here', async () => {
    expect(await loadSearchResult(http(0), new URL('http://s/result?keywords=xyz'))).toEqual({ keywords: 'xyz' })
    expect(
      await loadSearchResult(
        http(new ApiError(400, 'VALIDATION', '关键词过长')),
        new URL('http://s/result?keywords=xyz'),
      ),
    ).toEqual({ keywords: 'xyz' })
    expect(await loadSearchResult(http(0), new URL('http://s/result?keywords=%20'))).toEqual({ keywords: '' })
  })

  it('lets a server failure be an error', async () => {
    await expect(
      loadSearchResult(http(new ApiError(500, 'INTERNAL', '出错')), new URL('http://s/result?keywords=a')),
    ).rejects.toThrow('出错')
  })
})
