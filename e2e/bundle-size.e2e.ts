import { describe, expect, it } from 'vitest'
import { BUDGET_GZIP, measurePageBundles, TARGET_GZIP } from '../bench/bundle-pages.ts'

/**
 * The production build the journeys run against: what a desktop shopper's first visit to each page
 * downloads stays within the page's budget (bench/bundle-pages.ts; `npm run bench` prints the files).
 */
describe('the shopper’s JavaScript', () => {
  it('stays within each page’s gzip budget, without designer code or react-router', async () => {
    const pages = await measurePageBundles()
    expect(pages.map((page) => page.name)).toHaveLength(6)
    for (const page of pages) {
      expect(page.total.gzip, page.name).toBeLessThanOrEqual(BUDGET_GZIP[page.name] ?? TARGET_GZIP)
      expect(page.designerFiles).toEqual([])
      expect(page.loadsRouter).toBe(false)
    }
  })
})
