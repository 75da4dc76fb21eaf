import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { API, apiCall, demoToken, emptyCart, signedInShopper } from './api.ts'

/** Two goods of the demo catalogue: a charger without variants and a T-shirt in 米白 / M. */
const CHARGER = { item_id: 7, sku_id: 27, title: '星河 67W 氮化镓快充充电器套装' }
const TEE = { item_id: 41, sku_id: 92, title: '素然 男士纯棉重磅圆领短袖T恤' }

interface Line {
  cart_id: number
  title: string
  quantity: number
  total_fee: number
}
interface Cart {
  cartInfo: { resultCartData: { cartitemlist: Line[] }[]; totalCart: { total_fee: number; totalQuantity: number } }
}

const browser = journeyBrowser()
let token: string

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(token, method, path, body)
const loggedInShopper = () => signedInShopper(browser(), token)

const cart = () => call<Cart>('GET', 'cart/list')
const lineOf = (data: Cart, title: string) =>
  data.cartInfo.resultCartData.flatMap((group) => group.cartitemlist).find((line) => line.title === title)!

/** The page shows money as ¥1,234.50 (spec 9). */
const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

const lineRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) })
const totalAmount = (page: Page) => page.locator('.mf-cart-bar__amount')

/** Waits for the cart write the action sends and for the page to show what the server answered. */
async function afterWrite(page: Page, path: string, action: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().includes(API + path) && response.request().method() !== 'GET',
  )
  await action()
  expect((await answered).ok()).toBe(true)
  const data = await cart()
  await page.waitForFunction(
    (text) => document.querySelector('.mf-cart-bar__amount')?.textContent === text,
    yuan(data.cartInfo.totalCart.total_fee),
  )
  return data
}

beforeAll(async () => {
  token = demoToken()
  await emptyCart(token)
})
afterAll(async () => {
  await emptyCart(token)
})

describe('the cart page', () => {
  it('changes quantities and ticks, deletes with a confirm and goes on to checkout', async () => {
    for (const goods of [CHARGER, TEE]) {
      await call('POST', 'cart', { item_id: goods.item_id, sku_id: goods.sku_id, num: '1', cart_type: 'cart' })
    }
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/cart')
    expect(await page.title()).toMatch(/^购物车/)
    await expect(page.getByRole('heading', { name: /我的购物车/ }).textContent()).resolves.toContain('共2件')
    for (const goods of [CHARGER, TEE]) {
      await expect(lineRow(page, goods.title).isVisible()).resolves.toBe(true)
    }
    await expect(lineRow(page, TEE.title).getByText('颜色：米白').isVisible()).resolves.toBe(true)
    const before = await cart()
    await expect(totalAmount(page).textContent()).resolves.toBe(yuan(before.cartInfo.totalCart.total_fee))
    await shopper.screenshot('cart-lines')

    // + on the charger: its subtotal and the total follow the server's answer.
    const chargerRow = lineRow(page, CHARGER.title)
    let data = await afterWrite(page, 'cartupdate/num', () =>
      chargerRow.getByRole('button', { name: '增加数量' }).click(),
    )
    expect(lineOf(data, CHARGER.title).quantity).toBe(2)
    await expect(chargerRow.getByRole('textbox', { name: `${CHARGER.title} 购买数量` }).inputValue()).resolves.toBe('2')
    await expect(chargerRow.locator('.mf-cart-line__subtotal').textContent()).resolves.toBe(
      yuan(lineOf(data, CHARGER.title).total_fee),
    )
    expect(data.cartInfo.totalCart.total_fee).toBeGreaterThan(before.cartInfo.totalCart.total_fee)
    // The header's mini cart badge follows the page.
    await expect(page.getByRole('button', { name: /我的购物车/ }).textContent()).resolves.toContain('3')

    // Unticking the T-shirt leaves only the chargers in the total.
    data = await afterWrite(page, 'cartupdate/checkstatus', () =>
      lineRow(page, TEE.title)
        .getByRole('checkbox', { name: `选择 ${TEE.title}` })
        .uncheck(),
    )
    expect(data.cartInfo.totalCart.total_fee).toBe(lineOf(data, CHARGER.title).total_fee)
    await expect(page.getByText(/^已选/).textContent()).resolves.toBe('已选 2 件商品')

    // Keyboard: the T-shirt's box is reached and ticked again with the space bar.
    const teeBox = page.getByRole('checkbox', { name: `选择 ${TEE.title}` })
    await teeBox.focus()
    data = await afterWrite(page, 'cartupdate/checkstatus', () => page.keyboard.press('Space'))
    await expect(teeBox.isChecked()).resolves.toBe(true)

    // 删除 asks first; 确定 removes the line.
    await lineRow(page, TEE.title)
      .getByRole('button', { name: `删除 ${TEE.title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: '提示' })
    await expect(dialog.getByText('请确认是否移除该商品?').isVisible()).resolves.toBe(true)
    await dialog.evaluate((box) =>
      Promise.all(
        box
          .closest('.mf-modal')!
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    )
    await shopper.screenshot('cart-delete-confirm')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('商品删除成功').waitFor()).resolves.toBeUndefined()
    await lineRow(page, TEE.title).waitFor({ state: 'detached' })
    data = await cart()
    await expect(totalAmount(page).textContent()).resolves.toBe(yuan(data.cartInfo.totalCart.total_fee))
    await expect(page.getByRole('heading', { name: /我的购物车/ }).textContent()).resolves.toContain('共2件')
    expect(shopper.problems).toEqual([])

    await page.getByRole('button', { name: '去结算' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/checkout')
    expect(new URL(page.url()).searchParams.get('mode')).toBe('cart')
    await shopper.close()
  })

  it('shows an empty cart with a way back to the shop', async () => {
    await emptyCart(token)
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/cart')
    await expect(page.getByText('购物车空空如也').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('link', { name: '去逛逛' }).getAttribute('href')).resolves.toBe('/')
    await shopper.screenshot('cart-empty')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('sends a guest to the login page that brings them back to the cart', async () => {
    const shopper = await ShopperPage.open(browser())
    const { page } = shopper
    await page.goto('/cart')
    await page.waitForURL((url) => url.pathname === '/auth/login')
    expect(new URL(page.url()).search).toBe('?redirectUrl=%2Fcart')
    await shopper.close()
  })
})
