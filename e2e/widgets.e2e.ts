import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { ShopperPage, launch } from './browser.ts'
import { apiCall, CHARGER, demoToken, signedInShopper } from './api.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Scrolls the whole page so lazily loaded images are fetched before a full-page screenshot. */
async function loadAllImages(shopper: ShopperPage) {
  const height = await shopper.page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await shopper.page.evaluate((top) => window.scrollTo(0, top), y)
    await shopper.page.waitForTimeout(100)
  }
  await shopper.page.evaluate(() => window.scrollTo(0, 0))
  await shopper.page.waitForLoadState('networkidle')
}

/** A browser signed in as the demo member (the session global-setup opened). */
const signedInDemo = () => signedInShopper(browser, demoToken())

const widget = (shopper: ShopperPage, uuid: string) => shopper.page.locator(`[data-uuid="${uuid}"]`)

describe('the designed home page', () => {
  it('renders every widget of the seeded page on the server and hydrates without warnings', async () => {
    const shopper = await ShopperPage.open(browser)
    const response = await shopper.goto('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    const types = new Set([...html.matchAll(/data-widget-type="(W00\d\d)"/g)].map((m) => m[1]))
    expect(types.size).toBeGreaterThanOrEqual(15)

    const descriptor = await (await fetch(`${inject('baseURL')}/api/pages/home`)).json()
    for (const { type, uuid } of descriptor.data.widgets as { type: string; uuid: string }[]) {
      expect(html, `${type} ${uuid}`).toContain(`data-uuid="${uuid}"`)
    }
    await loadAllImages(shopper)
    await shopper.screenshot('widgets-home')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('rotates the carousel on its own', async () => {
    const shopper = await ShopperPage.open(browser)
    await shopper.goto('/')
    const activeSlide = () =>
      shopper.page.evaluate(
        () =>
          document.querySelector('[data-uuid="hero"] .mf-w0001__slide.is-active a')?.getAttribute('aria-label') ?? '',
      )
    const first = await activeSlide()
    expect(first).not.toBe('')
    await shopper.page.waitForFunction(
      (before) =>
        (document.querySelector('[data-uuid="hero"] .mf-w0001__slide.is-active a')?.getAttribute('aria-label') ??
          before) !== before,
      first,
      { timeout: 3500 },
    )
    expect(await activeSlide()).not.toBe(first)
    await shopper.close()
  })

  it('shows a tab’s goods when the tab of the tabbed showcase is hovered', async () => {
    const shopper = await ShopperPage.open(browser)
    await shopper.goto('/')
    const showcase = widget(shopper, 'tabbed-showcase')
    const tabs = showcase.getByRole('tab')
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, where innerText is the text a person sees
    const visibleGoods = () => showcase.locator('[role="tabpanel"]:not([hidden])').innerText()
    const before = await visibleGoods()
    await tabs.nth(1).hover()
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    const after = await visibleGoods()
    expect(after).not.toBe(before)
    expect(after.length).toBeGreaterThan(0)
    await shopper.close()
  })

  it('searches from the search widget', async () => {
    const shopper = await ShopperPage.open(browser)
    await shopper.goto('/')
    const box = widget(shopper, 'quick-search').locator('input')
    await box.fill('手机')
    await box.press('Enter')
    await shopper.page.waitForURL(/\/items\?keywords=/)
    expect(decodeURIComponent(shopper.page.url())).toContain('keywords=手机')
    await shopper.close()
  })

  it('lets a member claim a coupon, then shows it claimed, their greeting and cart badge on the cached page', async () => {
    const shopper = await signedInDemo()
    await shopper.goto('/')
    const claim = widget(shopper, 'coupons').locator('button:not([disabled])', { hasText: '立即领取' }).first()
    const label = await claim.getAttribute('aria-label')
    await claim.click()
    await expect.poll(() => shopper.page.getByText('领取成功').first().isVisible()).toBe(true)
    await shopper.screenshot('widgets-coupon-claimed')
    const title = (label ?? '').replace(/^立即领取：/, '')
    const claimed = () => widget(shopper, 'coupons').getByRole('button', { name: `已领取：${title}` })
    await expect.poll(() => claimed().count()).toBeGreaterThan(0)

    // The home page a member gets is the one copy of their audience (grade, staff flag) from the
    // page cache, with an entity tag, and holds nothing of theirs: their parts come after load.
    await apiCall(demoToken(), 'POST', 'cart', {
      item_id: CHARGER.item_id,
      sku_id: CHARGER.sku_id,
      num: '1',
      cart_type: 'cart',
    })
    const { item_count } = await apiCall<{ item_count: number }>(demoToken(), 'GET', 'cartcount?shop_type=distributor')
    const response = await shopper.goto('/')
    expect(response.headers()['cache-control']).toBe('private, no-cache')
    expect(response.headers().etag).toMatch(/^W\//)
    const html = await response.text()
    expect(html).not.toContain(`aria-label="已领取：${title}"`)
    expect(html).not.toContain('138****0000')
    await claimed().first().waitFor()
    await shopper.page.getByRole('link', { name: '138****0000' }).waitFor()
    await shopper.page.getByLabel(`共${item_count}件`).waitFor()
    await shopper.screenshot('widgets-member-parts-on-cached-page')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })
})

describe('designed custom and product pages', () => {
  it('renders the festival page at /custompage?pageid=1002 with its title', async () => {
    const shopper = await ShopperPage.open(browser)
    const response = await shopper.goto('/custompage?pageid=1002')
    expect(response.status()).toBe(200)
    await expect(shopper.page.title()).resolves.toMatch(/^年货节专题/)
    await expect.poll(() => shopper.page.locator('[data-widget-type]').count()).toBeGreaterThan(3)
    await loadAllImages(shopper)
    await shopper.screenshot('widgets-custompage')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('renders the new-arrivals product page at /product/new-arrivals', async () => {
    const shopper = await ShopperPage.open(browser)
    const response = await shopper.goto('/product/new-arrivals')
    expect(response.status()).toBe(200)
    await expect(shopper.page.title()).resolves.toMatch(/^新品首发/)
    await loadAllImages(shopper)
    await shopper.screenshot('widgets-product-page')
    await shopper.close()
  })

  it('answers unknown or missing page ids with the 404 page', async () => {
    const shopper = await ShopperPage.open(browser)
    for (const url of ['/custompage?pageid=999999', '/custompage', '/custompage?pageid=abc', '/product/no-such-page']) {
      const response = await shopper.goto(url)
      expect(response.status(), url).toBe(404)
      await expect(shopper.page.getByText('抱歉！您所访问的页面不存在！').isVisible()).resolves.toBe(true)
    }
    await shopper.close()
  })
})
