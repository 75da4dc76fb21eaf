import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/api-error.ts'
import type { PagesApi } from '../../routing/pages-api.ts'
import type { RequestContext } from '../../routing/loader-api.ts'
import { loader as productLoader } from '../product/ProductPage.tsx'
import { loader as customLoader } from './CustomPage.tsx'
import { descriptorTitle } from './descriptor.ts'

const descriptor = {
  page: { backgroundColor: '#F5F5F5', themeColor: '#479EE9', merchantSettlement: false },
  seo: { title: '年货节专题', keywords: '', description: '' },
  widgets: [],
}

function contextWith(get: PagesApi['get']): RequestContext {
  return { api: {} as RequestContext['api'], pages: { get } }
}

async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error.status
    throw error
  }
  throw new Error('expected the loader to throw')
}

const args = (url: string, context: RequestContext, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://mall.test${url}`), params, context }) as unknown as Parameters<typeof customLoader>[0]

const header = { logo: '/logo.png' }
const footer = { links: [] }

describe('custom page loader', () => {
  it('loads the descriptor of the page id, keeping its page settings, title and widgets (the root route has the frame)', async () => {
    const get = vi.fn().mockResolvedValue({ ...descriptor, header, footer })
    await expect(customLoader(args('/custompage?pageid=1002', contextWith(get)))).resolves.toEqual({
      page: descriptor.page,
      title: '年货节专题',
      widgets: [],
    })
    expect(get).toHaveBeenCalledWith('custom/1002')
  })

  it('answers 404 for a missing or malformed id without asking the server', async () => {
    const get = vi.fn()
    for (const url of [
      '/custompage',
      '/custompage?pageid=',
      '/custompage?pageid=abc',
      '/custompage?pageid=0',
      '/custompage?pageid=12345678901',
    ]) {
      expect(await thrownStatus(async () => customLoader(args(url, contextWith(get))))).toBe(404)
    }
    expect(get).not.toHaveBeenCalled()
  })

  it('answers 404 when the server knows no such page, and rethrows other failures', async () => {
    const missing = vi.fn().mockRejectedValue(new ApiError(404, 'PAGES_API', '页面不存在'))
    expect(await thrownStatus(() => customLoader(args('/custompage?pageid=9', contextWith(missing))))).toBe(404)
    const broken = vi.fn().mockRejectedValue(new ApiError(500, 'PAGES_API', '服务器错误'))
    await expect(customLoader(args('/custompage?pageid=9', contextWith(broken)))).rejects.toBeInstanceOf(ApiError)
  })
})

describe('product page loader', () => {
  it('asks for the page by its path, each segment encoded', async () => {
    const get = vi.fn().mockResolvedValue(descriptor)
    await productLoader(args('/product/new-arrivals', contextWith(get), { '*': 'new-arrivals' }))
    await productLoader(args('/product/a%20b/c', contextWith(get), { '*': 'a b/c' }))
    expect(get.mock.calls).toEqual([['product/new-arrivals'], ['product/a%20b/c']])
  })

  it('answers 404 for an empty path', async () => {
    expect(await thrownStatus(async () => productLoader(args('/product/', contextWith(vi.fn()), { '*': '' })))).toBe(
      404,
    )
  })
})

describe('descriptorTitle', () => {
  it('titles a designed page by its SEO title', () => {
    expect(descriptorTitle({ page: descriptor.page, title: '年货节专题', widgets: [] })).toBe('年货节专题')
    expect(descriptorTitle({ title: '' })).toBeUndefined()
    expect(descriptorTitle(undefined)).toBeUndefined()
  })
})
