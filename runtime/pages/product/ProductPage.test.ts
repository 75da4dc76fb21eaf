import { describe, expect, it, vi } from 'vitest'
import { args, contextWith, descriptor } from '../../features/designed-page/test-loader.ts'
import { thrownStatus } from '../../routing/test-thrown.ts'
import { loader as productLoader } from './ProductPage.tsx'

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
