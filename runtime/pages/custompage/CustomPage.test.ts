import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/api-error.ts'
import { args, contextWith, descriptor } from '../../features/designed-page/test-loader.ts'
import { thrownStatus } from '../../routing/test-thrown.ts'
import { loader as customLoader } from './CustomPage.tsx'

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
