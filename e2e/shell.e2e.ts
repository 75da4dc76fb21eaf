import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { IPHONE_UA, ShopperPage, WECHAT_DESKTOP_UA, launch } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('the storefront shell', () => {
  it('renders the home page on the server with header, footer and the title 首页, and hydrates without warnings', async () => {
    const shopper = await ShopperPage.open(browser)
    const response = await shopper.goto('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>首页')
    expect(html).toContain('mf-header')
    expect(html).toContain('mf-footer')
    await expect(shopper.page.title()).resolves.toMatch(/^首页/)
    await expect(
      shopper.page
        .getByRole('searchbox', { name: '搜索商品' })
        .or(shopper.page.getByRole('textbox', { name: '搜索商品' }))
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await shopper.screenshot('home')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('searching from the header goes to the goods list with the keyword', async () => {
    const shopper = await ShopperPage.open(browser)
    await shopper.goto('/')
    const box = shopper.page
      .getByRole('searchbox', { name: '搜索商品' })
      .or(shopper.page.getByRole('textbox', { name: '搜索商品' }))
      .first()
    await box.fill('手机')
    await box.press('Enter')
    await shopper.page.waitForURL(/\/items\?keywords=/)
    expect(decodeURIComponent(shopper.page.url())).toContain('keywords=手机')
    await shopper.screenshot('items-search')
    await shopper.close()
  })

  it('answers an unknown address with the 404 page and status 404', async () => {
    const shopper = await ShopperPage.open(browser)
    const response = await shopper.goto('/no/such/page')
    expect(response.status()).toBe(404)
    await expect(shopper.page.getByText('抱歉！您所访问的页面不存在！').isVisible()).resolves.toBe(true)
    const back = shopper.page.getByRole('link', { name: '点击返回首页。' })
    await expect(back.getAttribute('href')).resolves.toBe('/')
    await shopper.screenshot('not-found')
    await shopper.close()
  })

  it('loads each page in full on a desktop browser without react-router, and changes routes in place inside WeChat', async () => {
    for (const [userAgent, inPlace] of [
      [undefined, false],
      [WECHAT_DESKTOP_UA, true],
    ] as const) {
      const shopper = await ShopperPage.open(browser, { userAgent })
      const scripts: string[] = []
      shopper.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await shopper.goto('/items')
      // Only WeChat's browser downloads react-router's own chunk.
      expect(scripts.some((script) => /\/assets\/(router|full-router)-/.test(script))).toBe(inPlace)
      await shopper.page.evaluate(() => Object.assign(window, { samePage: true }))
      const goods = shopper.page.locator('a[href^="/items/"]').first()
      const href = await goods.getAttribute('href')
      await goods.click()
      await shopper.page.waitForURL((url) => url.pathname === href)
      await expect(
        shopper.page
          .getByRole('button', { name: /加入购物车/ })
          .first()
          .isVisible(),
      ).resolves.toBe(true)
      await expect(shopper.page.evaluate(() => 'samePage' in window)).resolves.toBe(inPlace)
      expect(shopper.problems).toEqual([])
      await shopper.close()
    }
  })

  it('sends a mobile browser to the H5 site', async () => {
    const shopper = await ShopperPage.open(browser, { userAgent: IPHONE_UA })
    const response = await shopper.goto('/items?keywords=%E6%89%8B%E6%9C%BA')
    expect(new URL(shopper.page.url()).pathname).toMatch(/^\/h5/)
    expect(response.status()).toBe(200)
    await shopper.screenshot('mobile-redirect')
    await shopper.close()
  })
})
