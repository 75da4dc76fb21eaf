import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { journeyBrowser } from './browser.ts'
import { apiCall, demoToken, signedInShopper } from './api.ts'

/** The points mall's buy flow: checkout, the points cashier, and the order under 积分订单. */

interface PointCard {
  item_id: number
  item_name: string
  point: number
  /** Cash part in cents besides the points; 0 for points-only goods. */
  price: number
  store: number
}

const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
/** Radios of the cashier are styled labels: clicking the label picks them. */
const pick = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click()

const browser = journeyBrowser()
let token: string

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(token, method, path, body)

beforeAll(async () => {
  token = demoToken()
})

describe('the points mall', () => {
  it('a member buys a points-mall item with points and finds it under /member/trade/point', async () => {
    const { point: before } = await call<{ point: number }>('GET', 'point/member/info')
    const { list } = await call<{ list: PointCard[] }>('GET', 'pointsmall/goods/items?page=1&pageSize=50&goodsSort=3')
    // The cheapest points-only goods in stock, so the journey does not depend on what others spent.
    const goods = list
      .filter((card) => card.price === 0 && card.store > 0 && card.point <= before)
      .sort((a, b) => a.point - b.point)[0]
    expect(goods, 'a points goods the demo member can afford').toBeDefined()

    const shopper = await signedInShopper(browser(), token)
    const { page } = shopper
    await shopper.goto(`/pointitems/${goods!.item_id}`)
    await page.getByRole('button', { name: '立即兑换' }).click()
    await page.waitForURL((url) => url.pathname === '/pointitems/checkout', { waitUntil: 'networkidle' })
    expect(await page.title()).toMatch(/^积分订单确认/)
    const summary = page.getByRole('complementary', { name: '积分结算' })
    await expect(
      summary
        .getByText(`${goods!.point.toLocaleString('en-US')}积分`)
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await expect(summary.getByText(`${before.toLocaleString('en-US')}积分`).isVisible()).resolves.toBe(true)
    await shopper.screenshot('points-checkout')

    await page.getByRole('button', { name: '提交订单' }).click()
    await page.waitForURL((url) => url.pathname === '/pointitems/cashierpoint', { waitUntil: 'networkidle' })
    expect(await page.title()).toMatch(/^积分支付/)
    const orderId = new URL(page.url()).searchParams.get('order_id')!
    expect(orderId).toMatch(/^\d+$/)
    await shopper.screenshot('points-cashier')
    // Written unpaid: nothing spent until 确认支付.
    expect((await call<{ point: number }>('GET', 'point/member/info')).point).toBe(before)

    await page.getByRole('button', { name: '确认支付' }).click()
    await page.getByRole('heading', { name: '支付成功' }).waitFor()
    expect((await call<{ point: number }>('GET', 'point/member/info')).point).toBe(before - goods!.point)

    await page.getByRole('link', { name: '查看积分订单' }).click()
    await page.waitForURL((url) => url.pathname === '/member/trade/point', { waitUntil: 'networkidle' })
    expect(await page.title()).toMatch(/^积分订单/)
    const card = page.getByRole('article', { name: `订单${orderId}` })
    await expect(card.getByText(goods!.item_name).isVisible()).resolves.toBe(true)
    await expect(card.getByText('待发货').isVisible()).resolves.toBe(true)
    await shopper.screenshot('points-orders')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('a member pays a points + cash item: the points at the points cashier, the cash at the cashier with 模拟支付', async () => {
    const { point: before } = await call<{ point: number }>('GET', 'point/member/info')
    const { list } = await call<{ list: PointCard[] }>('GET', 'pointsmall/goods/items?page=1&pageSize=50&goodsSort=3')
    const goods = list
      .filter((card) => card.price > 0 && card.store > 0 && card.point <= before)
      .sort((a, b) => a.point - b.point)[0]
    expect(goods, 'a points + cash goods the demo member can afford').toBeDefined()
    const label = `${goods!.point.toLocaleString('en-US')}积分 + ${yuan(goods!.price)}`

    const shopper = await signedInShopper(browser(), token)
    const { page } = shopper
    await shopper.goto('/pointitems?sort=price_asc')
    await expect(page.getByRole('link', { name: goods!.item_name }).getByText(label).isVisible()).resolves.toBe(true)
    await shopper.goto(`/pointitems/${goods!.item_id}`)
    await expect(page.locator('.mf-point-item__price').textContent()).resolves.toBe(label)
    await page.getByRole('button', { name: '立即兑换' }).click()
    await page.waitForURL((url) => url.pathname === '/pointitems/checkout', { waitUntil: 'networkidle' })
    const summary = page.getByRole('complementary', { name: '积分结算' })
    await expect(summary.getByText(yuan(goods!.price)).isVisible()).resolves.toBe(true)
    await shopper.screenshot('points-cash-checkout')

    await page.getByRole('button', { name: '提交订单' }).click()
    await page.waitForURL((url) => url.pathname === '/pointitems/cashierpoint', { waitUntil: 'networkidle' })
    const orderId = new URL(page.url()).searchParams.get('order_id')!
    await expect(page.getByText('另需支付现金').isVisible()).resolves.toBe(true)
    // The cash cannot be paid before the points.
    await expect(call('POST', 'payment', { order_id: orderId, pay_type: 'testpay' })).rejects.toThrow('请先支付积分')

    await page.getByRole('button', { name: '确认支付' }).click()
    await page.waitForURL((url) => url.pathname === '/cashier', { waitUntil: 'networkidle' })
    expect((await call<{ point: number }>('GET', 'point/member/info')).point).toBe(before - goods!.point)
    await expect(page.locator('.mf-cashier-order__amount').textContent()).resolves.toBe(yuan(goods!.price))

    // Back at the points cashier: the points are spent, the cash is what is left.
    await shopper.goto(`/pointitems/cashierpoint?order_id=${orderId}`)
    await page.getByRole('heading', { name: '积分已支付' }).waitFor()
    await shopper.screenshot('points-cash-spent')
    await page.getByRole('link', { name: '去支付' }).click()
    await page.waitForURL((url) => url.pathname === '/cashier', { waitUntil: 'networkidle' })

    await pick(page.getByRole('radio', { name: '模拟支付' }))
    await page.getByRole('button', { name: '立即支付' }).click()
    await page.waitForURL((url) => url.pathname === '/finish/success', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: '支付成功' }).isVisible()).resolves.toBe(true)
    const order = await call<{ status: string; total_fee: number }>('GET', `order/${orderId}`)
    expect(order).toMatchObject({ status: 'PAYED', total_fee: goods!.price })
    // Paying the points again spends nothing more.
    await call('POST', 'pointsmall/order/pay', { order_id: orderId })
    expect((await call<{ point: number }>('GET', 'point/member/info')).point).toBe(before - goods!.point)
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('refuses the points checkout when the balance is short, on the page and on the server', async () => {
    const { point } = await call<{ point: number }>('GET', 'point/member/info')
    const { list } = await call<{ list: PointCard[] }>('GET', 'pointsmall/goods/items?page=1&pageSize=50&goodsSort=2')
    const goods = list.find((card) => card.store > 0)!
    // A quantity whose points the balance cannot cover.
    const num = Math.min(goods.store, Math.floor(point / goods.point) + 1)
    if (goods.point * num <= point)
      return expect.fail('no points goods in the demo catalogue costs more than the balance')
    const shopper = await signedInShopper(browser(), token)
    const { page } = shopper
    const detail = await call<{ default_sku_id: number }>('GET', `pointsmall/goods/items/${goods.item_id}`)
    await shopper.goto(`/pointitems/checkout?item_id=${goods.item_id}&sku_id=${detail.default_sku_id}&num=${num}`)
    await expect(page.getByRole('button', { name: '提交订单' }).isDisabled()).resolves.toBe(true)
    await expect(page.getByRole('alert').filter({ hasText: '积分不足' }).isVisible()).resolves.toBe(true)
    await shopper.screenshot('points-checkout-short')
    await expect(
      call('POST', 'order_new', { order_type: 'point', item_id: goods.item_id, sku_id: detail.default_sku_id, num }),
    ).rejects.toThrow('积分不足')
    await shopper.close()
  })
})
