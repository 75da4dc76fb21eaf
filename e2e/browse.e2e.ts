import { beforeAll, describe, expect, it } from 'vitest'
import { journeyBrowser } from './browser.ts'
import { demoToken, emptyCart, signedInShopper } from './api.ts'

const browser = journeyBrowser()
let token: string

const loggedInShopper = () => signedInShopper(browser(), token)

beforeAll(async () => {
  token = demoToken()
  await emptyCart(token)
})

describe('browsing to the cart', () => {
  it('searches, sorts and pages the goods list, and comes back to where it was scrolled', async () => {
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/')
    const box = page
      .getByRole('searchbox', { name: '搜索商品' })
      .or(page.getByRole('textbox', { name: '搜索商品' }))
      .first()
    await box.fill('手机')
    await box.press('Enter')
    await page.waitForURL(/\/items\?keywords=/)
    await expect(
      page
        .getByRole('link', { name: /星河 X6 5G手机/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true)

    await page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '销量' }).click()
    await page.waitForURL(/sort=sales/)
    await expect(
      page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '销量' }).getAttribute('aria-current'),
    ).resolves.toBe('true')

    await shopper.goto('/items')
    await expect(page.getByRole('navigation', { name: '分类筛选' }).getByRole('link').count()).resolves.toBeGreaterThan(
      0,
    )
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第2页' }).click()
    await page.waitForURL(/page=2/)
    await page.waitForLoadState('networkidle')
    await shopper.screenshot('browse-items-page-2')

    await page.evaluate(() => window.scrollTo(0, 700))
    await page.waitForFunction(() => window.scrollY === 700)
    const card = page.locator('.mf-items__grid .mf-goods-card__link').nth(12)
    await card.click()
    await page.waitForURL(/\/items\/\d+/)
    await page.waitForLoadState('networkidle')
    await page.goBack({ waitUntil: 'networkidle' })
    expect(new URL(page.url()).search).toBe('?page=2')
    await page.waitForFunction(() => Math.abs(window.scrollY - 700) < 2)

    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('picks a variant, adds it to the cart, sees it in the mini cart and removes it', async () => {
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/items?keywords=%E6%89%8B%E6%9C%BA')
    await page
      .getByRole('link', { name: /星河 X6 5G手机/ })
      .first()
      .click()
    await page.waitForURL(/\/items\/\d+/)
    await page.waitForLoadState('networkidle')

    // Both 薄荷绿 variants are sold out in the demo catalogue.
    const colours = page.getByRole('group', { name: '颜色' })
    await expect(colours.getByRole('button', { name: '薄荷绿' }).getAttribute('aria-disabled')).resolves.toBe('true')
    await colours.getByRole('button', { name: '樱花粉' }).click()
    await expect(colours.getByRole('button', { name: '樱花粉' }).getAttribute('aria-pressed')).resolves.toBe('true')

    await page.getByRole('button', { name: '加入购物车', exact: true }).click()
    await expect(page.getByText('成功加入购物车').waitFor()).resolves.toBeUndefined()

    const cartButton = page.getByRole('button', { name: /我的购物车/ })
    await expect(cartButton.getAttribute('aria-expanded')).resolves.toBe('true')
    const miniCart = page.getByRole('dialog', { name: '迷你购物车' })
    await miniCart.getByRole('link', { name: /星河 X6 5G手机/ }).waitFor()
    await expect(miniCart.getByText('樱花粉').isVisible()).resolves.toBe(true)
    await page.screenshot({
      path: 'e2e/screenshots/browse-mini-cart.png',
      clip: { x: 600, y: 0, width: 800, height: 520 },
    })

    await cartButton.hover()
    await miniCart.getByRole('button', { name: /^移除 星河 X6 5G手机/ }).click()
    const confirm = miniCart.getByRole('alertdialog')
    await expect(confirm.getByText('请确认是否移除该商品?').isVisible()).resolves.toBe(true)
    await confirm.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('商品删除成功').waitFor()).resolves.toBeUndefined()
    await expect(miniCart.getByText('购物车中还没有商品，赶紧选购吧！').waitFor()).resolves.toBeUndefined()
    await expect(miniCart.getByRole('link', { name: '去购物' }).getAttribute('href')).resolves.toBe('/items')
    await shopper.screenshot('browse-mini-cart-empty')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })
})
