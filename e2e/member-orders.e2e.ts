import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { API, apiCall, CHARGER, demoToken, signedInShopper } from './api.ts'

/** A charger without variants from the demo catalogue, bought with "buy now" so the cart is left alone. */

interface CreatedOrder {
  order_id: string
  total_fee: number
}

const browser = journeyBrowser()
let token: string

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(token, method, path, body)
const loggedInShopper = () => signedInShopper(browser(), token)

/** Adds the charger as a "buy now" line and places the order for it, as checkout does. */
async function placeOrder(): Promise<CreatedOrder> {
  await call('POST', 'cart', { item_id: CHARGER.item_id, sku_id: CHARGER.sku_id, num: 1, cart_type: 'fastbuy' })
  return call<CreatedOrder>('POST', 'order_new', { mode: 'fastbuy', remark: '', coupon: 'not_use' })
}

const orderCard = (page: Page, orderId: string) => page.getByRole('article', { name: `订单${orderId}` })
const statusTabs = (page: Page) => page.getByRole('navigation', { name: '订单状态' })

/** The 待付款 tab's count, from its accessible name ("待付款 2"; plain "待付款" at zero). */
async function unpaidCount(page: Page): Promise<number> {
  const tab = statusTabs(page).getByRole('link', { name: /^待付款/ })
  const name = (await tab.getAttribute('aria-label')) ?? (await tab.textContent()) ?? ''
  return Number(name.replace(/\D/g, '') || 0)
}

beforeAll(async () => {
  token = demoToken()
})

describe('the member’s orders', () => {
  it('lists a new order under 待付款 and cancels it with a reason', async () => {
    const order = await placeOrder()
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/member/trade?status=notpay')
    expect(await page.title()).toMatch(/^我的订单/)
    await expect(
      statusTabs(page)
        .getByRole('link', { name: /^待付款/ })
        .getAttribute('aria-current'),
    ).resolves.toBe('page')
    const before = await unpaidCount(page)
    expect(before).toBeGreaterThanOrEqual(1)

    const card = orderCard(page, order.order_id)
    await expect(card.getByText('待付款', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(card.getByRole('link', { name: CHARGER.title }).isVisible()).resolves.toBe(true)
    await expect(card.getByRole('link', { name: /去支付/ }).getAttribute('href')).resolves.toBe(
      `/cashier?order_id=${order.order_id}`,
    )
    await shopper.screenshot('member-orders-unpaid')

    await card.getByRole('button', { name: /取消订单/ }).click()
    const dialog = page.getByRole('dialog', { name: '取消订单' })
    await dialog.getByRole('combobox', { name: '取消原因' }).selectOption('不想要了')
    // Let the dialog finish fading in before the picture is taken.
    await page
      .locator('.mf-modal')
      .evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    await page.screenshot({ path: 'e2e/screenshots/member-orders-cancel-dialog.png' })
    const cancelled = page.waitForResponse((response) => response.url().includes(`${API}order/cancel`))
    await dialog.getByRole('button', { name: '确定取消' }).click()
    expect((await cancelled).ok()).toBe(true)
    await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: '订单已取消' }).first().waitFor()

    // The list and the counts are read again: the order leaves 待付款 and the count drops.
    await card.waitFor({ state: 'detached' })
    await page.waitForFunction((expected) => {
      const tab = [...document.querySelectorAll('nav[aria-label="订单状态"] a')].find((a) =>
        a.textContent?.startsWith('待付款'),
      )
      const name = tab?.getAttribute('aria-label') ?? tab?.textContent ?? ''
      return Number(name.replace(/\D/g, '') || 0) === expected
    }, before - 1)

    await shopper.goto('/member/trade')
    await expect(orderCard(page, order.order_id).getByText('已取消', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(
      orderCard(page, order.order_id)
        .getByRole('button', { name: /删除订单/ })
        .isVisible(),
    ).resolves.toBe(true)
    expect(
      (await call<{ status: string; cancel_reason: string }>('GET', `order/${order.order_id}`)).cancel_reason,
    ).toBe('不想要了')

    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('shows a paid order under 待发货 and its lines and amounts on the detail page', async () => {
    const order = await placeOrder()
    await call('POST', 'payment', { order_id: order.order_id, pay_type: 'testpay', pay_channel: 'pc' })
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/member/trade?status=payed')
    const card = orderCard(page, order.order_id)
    await expect(card.getByText('待发货', { exact: true }).isVisible()).resolves.toBe(true)
    await shopper.screenshot('member-orders-paid')

    await card.getByRole('link', { name: /订单详情/ }).click()
    await page.waitForURL((url) => url.pathname === `/member/trade/${order.order_id}`)
    await page.waitForLoadState('networkidle')
    expect(await page.title()).toMatch(/^订单详情/)
    await expect(page.getByText('等待发货').isVisible()).resolves.toBe(true)
    const lines = page.getByRole('table')
    await expect(lines.getByRole('link', { name: CHARGER.title, exact: true }).isVisible()).resolves.toBe(true)
    const detail = await call<{ item_fee: number; total_fee: number; items: { total_fee: number }[] }>(
      'GET',
      `order/${order.order_id}`,
    )
    const yuan = (cents: number) =>
      `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    await expect(lines.getByRole('row').nth(1).textContent()).resolves.toContain(yuan(detail.items[0]!.total_fee))
    const amounts = page.locator('.mf-order-amounts')
    await expect(amounts.textContent()).resolves.toContain(`商品总额：${yuan(detail.item_fee)}`)
    await expect(amounts.locator('.mf-order-amounts__row--total').textContent()).resolves.toBe(
      `实付款：${yuan(detail.total_fee)}`,
    )
    await expect(
      page.getByRole('list', { name: '订单进度' }).getByRole('listitem').nth(1).getAttribute('aria-current'),
    ).resolves.toBe('step')
    await shopper.screenshot('member-orders-detail-paid')

    // Back to the list: the same tab.
    await page.getByRole('link', { name: '返回订单列表' }).click()
    await page.waitForURL((url) => url.pathname === '/member/trade' && url.search === '?status=payed')

    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('answers an unknown order with the 404 page', async () => {
    const shopper = await loggedInShopper()
    const response = await shopper.goto('/member/trade/999999999999')
    expect(response.status()).toBe(404)
    await expect(shopper.page.getByText('抱歉！您所访问的页面不存在！').isVisible()).resolves.toBe(true)
    await shopper.close()
  })

  it('sends a guest on 我的订单 to the login page', async () => {
    const shopper = await ShopperPage.open(browser())
    await shopper.goto('/member/trade?status=notpay')
    const url = new URL(shopper.page.url())
    expect(url.pathname).toBe('/auth/login')
    expect(url.searchParams.get('redirectUrl')).toBe('/member/trade?status=notpay')
    await shopper.close()
  })
})
