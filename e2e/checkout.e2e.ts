import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { apiCall, demoToken, emptyCart, signedInShopper } from './api.ts'

/** A charger of the demo catalogue without variants; three of them reach both demo coupons' thresholds. */
const CHARGER = { item_id: 7, sku_id: 27, title: '星河 67W 氮化镓快充充电器套装' }
const NEWCOMER_COUPON = '新人专享 满99减10'

interface Preview {
  total_fee: number
  coupon: { id: number; title: string } | null
  coupon_list: { id: number; title: string }[]
}

const browser = journeyBrowser()
let token: string

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(token, method, path, body)
const loggedInShopper = () => signedInShopper(browser(), token)

/** The page shows money as ¥1,234.50 (spec 9). */
const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** Clicks the card a visually hidden radio is drawn as. */
const pick = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click()
const summaryTotal = (page: Page) => page.locator('.mf-checkout-summary__amount')
const goodsRows = (page: Page) => page.getByRole('table').locator('tbody tr.mf-checkout-goods__line')

beforeAll(async () => {
  // Journeys that order through the API decline coupons (coupon: 'not_use'), so the demo
  // member's 满99减10 is still here for this one.
  token = demoToken()
  await emptyCart(token)
})
afterAll(async () => {
  await emptyCart(token)
})

describe('checkout, cashier and payment result', () => {
  it('goes from the cart through checkout and 模拟支付 to 支付成功, and the order waits for shipping', async () => {
    await call('POST', 'cart', { item_id: CHARGER.item_id, sku_id: CHARGER.sku_id, num: '3', cart_type: 'cart' })
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/cart')
    await page.getByRole('button', { name: '去结算' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/checkout', { waitUntil: 'networkidle' })
    expect(await page.title()).toMatch(/^订单信息/)

    // The seeded default address is chosen, and the cart's line is listed.
    const address = page.getByRole('radiogroup', { name: '选择收货地址' }).getByRole('radio', { checked: true })
    await expect(address.evaluate((radio) => radio.closest('label')!.textContent)).resolves.toContain(
      '三里屯路 19 号院',
    )
    await expect(goodsRows(page).count()).resolves.toBe(1)
    await expect(goodsRows(page).getByRole('link', { name: CHARGER.title }).isVisible()).resolves.toBe(true)
    await expect(goodsRows(page).textContent()).resolves.toContain('×3')

    // The server picked the best coupon; choosing the other one shows the server's new total.
    const best = await call<Preview>('POST', 'cart/checkout', { mode: 'cart' })
    await expect(summaryTotal(page).textContent()).resolves.toBe(yuan(best.total_fee))
    const other = best.coupon_list.find((coupon) => coupon.title === NEWCOMER_COUPON)!
    expect(other.id).not.toBe(best.coupon?.id)
    const expected = await call<Preview>('POST', 'cart/checkout', { mode: 'cart', coupon: String(other.id) })
    expect(expected.total_fee).not.toBe(best.total_fee)
    // The radios are drawn as coupon tickets: the shopper clicks the ticket.
    await pick(page.getByRole('radio', { name: new RegExp(NEWCOMER_COUPON) }))
    await page.waitForFunction(
      (text) => document.querySelector('.mf-checkout-summary__amount')?.textContent === text,
      yuan(expected.total_fee),
    )
    await page.locator('.mf-checkout-summary[aria-busy="false"]').waitFor()
    await shopper.screenshot('checkout-coupon')

    await page.getByRole('button', { name: '提交订单' }).click()
    await page.waitForURL((url) => url.pathname === '/cashier', { waitUntil: 'networkidle' })
    const orderId = new URL(page.url()).searchParams.get('order_id')!
    expect(orderId).toMatch(/^\d+$/)
    expect(await page.title()).toMatch(/^收银台/)
    await expect(page.locator('.mf-cashier-order__amount').textContent()).resolves.toBe(yuan(expected.total_fee))
    await expect(page.getByText(/请在 \d{2}:\d{2} 内完成支付/).isVisible()).resolves.toBe(true)
    await shopper.screenshot('cashier')

    await pick(page.getByRole('radio', { name: '模拟支付' }))
    await expect(page.getByRole('radio', { name: '模拟支付' }).isChecked()).resolves.toBe(true)
    await page.getByRole('button', { name: '立即支付' }).click()
    await page.waitForURL((url) => url.pathname === '/finish/success', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: '支付成功' }).isVisible()).resolves.toBe(true)
    await expect(page.getByText(orderId).isVisible()).resolves.toBe(true)
    await expect(page.getByRole('link', { name: '查看订单' }).getAttribute('href')).resolves.toBe(
      `/member/trade/${orderId}`,
    )
    await shopper.screenshot('finish-success')

    const order = await call<{ status: string; status_desc: string; total_fee: number }>('GET', `order/${orderId}`)
    expect(order).toMatchObject({ status: 'PAYED', status_desc: '待发货', total_fee: expected.total_fee })
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('buys now from the item page and checks out exactly that one line', async () => {
    await call('POST', 'cart', { item_id: 41, sku_id: 92, num: '1', cart_type: 'cart' })
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto(`/items/${CHARGER.item_id}`)
    await page.getByRole('button', { name: '立即购买' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/checkout', { waitUntil: 'networkidle' })
    expect(new URL(page.url()).searchParams.get('mode')).toBe('fastbuy')
    await expect(goodsRows(page).count()).resolves.toBe(1)
    await expect(goodsRows(page).getByRole('link', { name: CHARGER.title }).isVisible()).resolves.toBe(true)
    await expect(goodsRows(page).textContent()).resolves.toContain('×1')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('sends a guest to the login page that brings them back to the checkout', async () => {
    const shopper = await ShopperPage.open(browser())
    const { page } = shopper
    await page.goto('/cart/checkout?mode=cart')
    await page.waitForURL((url) => url.pathname === '/auth/login')
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/cart/checkout?mode=cart')
    await shopper.close()
  })
})
