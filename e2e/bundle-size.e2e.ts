import { describe, expect, it } from 'vitest'
import { measurePageBundles, TARGET_GZIP } from '../bench/bundle-pages.ts'

/**
 * The production build the journeys run against: what a desktop shopper's first visit to each page
 * downloads stays within the 100 KB gzip target (bench/bundle-pages.ts; `npm run bench` prints the files).
 */
describe('the shopper’s JavaScript', () => {
  it('stays within 100 KB gzip on every page, without designer code, react-router or the route table', async () => {
    const pages = await measurePageBundles()
    expect(pages.map((page) => page.name)).toHaveLength(6)
    for (const page of pages) {
      expect(page.total.gzip, page.name).toBeLessThanOrEqual(TARGET_GZIP)
      expect(page.designerFiles).toEqual([])
      expect(page.loadsRouter).toBe(false)
      expect(page.loadsRouteTable).toBe(false)
    }
  })
})
