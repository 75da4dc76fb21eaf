import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { journeyBrowser } from './browser.ts'
import { apiCall, CHARGER, demoToken, emptyCart, operatorSignIn, signedInShopper } from './api.ts'
import { consoleAs, consoleProblems, toastSaying } from './console.ts'
import { inject } from 'vitest'

/**
 * 营销 reaches the shop at once: a 满减 on all goods made on 满减满折 and a coupon made on 优惠券
 * show on an item page; the demo member claims the coupon and checkout takes both off.
 */

const browser = journeyBrowser()
const stamp = String(Date.now() % 1_000_000)
const PROMOTION = `满200减30 ${stamp}`
const COUPON = `满300减20 ${stamp}`
let token: string

/** Clicks the card a visually hidden radio is drawn as. */
const pick = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click()

beforeAll(async () => {
  token = demoToken()
  await emptyCart(token)
})
afterAll(async () => {
  await emptyCart(token)
  // Journeys share one shop: the store-wide 满减 is switched off again so other journeys' amounts stay as seeded.
  const operator = await operatorSignIn()
  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${inject('baseURL')}/api/admin/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: { list: { id: number }[] } }>)
  const made = await admin('GET', `promotions?keywords=${encodeURIComponent(PROMOTION)}`)
  for (const promotion of made.data.list)
    await admin('POST', `promotions/${promotion.id}/status`, { status: 'disabled' })
})

describe('营销 in the console and the shop', () => {
  it('creates a 满减 and a coupon; the member sees the tag, claims the coupon, and checkout takes both off', async () => {
    const operator = await consoleAs(browser(), 'admin', 'admin1234')
    const { page } = operator

    // 满减满折 › 新建活动: 满200减30 on all goods, starting now.
    await operator.goto('/admin/marketing/promotions')
    await page.getByRole('link', { name: '新建活动' }).click()
    const form = page.getByRole('form', { name: '满减满折活动' })
    await form.getByRole('textbox', { name: '活动名称' }).fill(PROMOTION)
    await form.getByRole('textbox', { name: '第1档 满（元）' }).fill('200')
    await form.getByRole('textbox', { name: '第1档 减（元）' }).fill('300')
    await form.getByRole('button', { name: '保存' }).click()
    // The shared rule stops a reduction that is not below its threshold, under the field.
    await form.getByText('减免金额须小于门槛金额').waitFor()
    await form.getByRole('textbox', { name: '第1档 减（元）' }).fill('30')
    await form.getByRole('button', { name: '保存' }).click()
    await toastSaying(page, `已保存「${PROMOTION}」`).waitFor()
    await page.waitForURL((url) => url.pathname === '/admin/marketing/promotions')
    const row = page.getByRole('row').filter({ hasText: PROMOTION })
    // The list loads after the navigation: wait for the new row before reading it.
    await row.waitFor()
    await expect(row.getByText('进行中').isVisible()).resolves.toBe(true)
    await expect(row.getByText('全部商品').isVisible()).resolves.toBe(true)
    await operator.screenshot('console-promotions')

    // 优惠券 › 新增优惠券: 满300减20 for every goods.
    await operator.goto('/admin/marketing/coupons/new')
    await page.getByRole('textbox', { name: '标题' }).fill(COUPON)
    await page.getByRole('textbox', { name: '减免金额（元）' }).fill('20')
    await page.getByRole('textbox', { name: '使用门槛（元）' }).fill('300')
    await page.getByRole('textbox', { name: '发放总量' }).fill('100')
    await page.getByRole('button', { name: '保存' }).click()
    await toastSaying(page, `已新增优惠券「${COUPON}」`).waitFor()
    expect(consoleProblems(operator)).toEqual([])
    await operator.close()

    // The member sees the tag on an item page and claims the coupon there.
    const shopper = await signedInShopper(browser(), token)
    const shop = shopper.page
    await shopper.goto(`/items/${CHARGER.item_id}`)
    const promotions = shop.locator('.mf-item__promotions li').filter({ hasText: PROMOTION })
    await expect(promotions.locator('.mf-item__promotion-tag').textContent()).resolves.toBe('满减')
    await shop.getByRole('button', { name: `领取 ${COUPON}` }).click()
    await shop.getByRole('button', { name: `已领取 ${COUPON}` }).waitFor()

    // Four chargers (¥396) reach both thresholds; checkout shows 促销优惠 −¥30 and 优惠券 −¥20.
    await apiCall(token, 'POST', 'cart', {
      item_id: CHARGER.item_id,
      sku_id: CHARGER.sku_id,
      num: '4',
      cart_type: 'cart',
    })
    await shopper.goto('/cart')
    await shop.getByRole('button', { name: '去结算' }).click()
    await shop.waitForURL((url) => url.pathname === '/cart/checkout', { waitUntil: 'networkidle' })
    await pick(shop.getByRole('radio', { name: new RegExp(COUPON) }))
    await shop.locator('.mf-checkout-summary[aria-busy="false"]').waitFor()
    const summary = shop.getByRole('region', { name: '订单金额' })
    const amount = (label: string) =>
      summary.locator('.mf-checkout-summary__row').filter({ hasText: label }).locator('dd').textContent()
    await expect(amount('促销优惠')).resolves.toBe('-¥30.00')
    await expect(amount('优惠券')).resolves.toBe('-¥20.00')
    const preview = await apiCall<{ discount_fee: number; coupon_fee: number }>(token, 'POST', 'cart/checkout', {
      mode: 'cart',
    })
    expect(preview.discount_fee).toBe(3000)
    await shopper.screenshot('checkout-promotion-coupon')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })
})
