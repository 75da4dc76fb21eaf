import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { journeyBrowser } from './browser.ts'
import { API, apiCall, demoToken, signedInShopper } from './api.ts'

/** A phone from the demo catalogue, collected and viewed by these journeys only. */
const PHONE = { item_id: 3, title: '青橙 Note 13 5G手机' }

const browser = journeyBrowser()
let token: string

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(token, method, path, body)
const loggedInShopper = () => signedInShopper(browser(), token)

/** Waits for a success toast (role status) or an error one (role alert) with the text. */
const toastWith = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first().waitFor()

beforeAll(async () => {
  token = demoToken()
})

describe('the member’s assets', () => {
  it('shows the demo member’s coupons under 未使用, ready to use', async () => {
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/member/coupon')
    expect(await page.title()).toMatch(/^优惠券/)
    const tabs = page.getByRole('navigation', { name: '优惠券状态' })
    expect(await tabs.getByRole('link', { name: /^未使用/ }).getAttribute('aria-current')).toBe('page')
    // Other journeys may claim another of the same coupon first.
    const coupon = page.getByRole('article', { name: '满199减20' }).first()
    await expect(coupon.getByText('¥20').isVisible()).resolves.toBe(true)
    await expect(coupon.getByText('满199元可用').isVisible()).resolves.toBe(true)
    await expect(coupon.getByRole('link', { name: '去使用：满199减20' }).getAttribute('href')).resolves.toBe('/items')
    await expect(page.getByRole('link', { name: '领券中心 >' }).getAttribute('href')).resolves.toBe(
      '/member/coupon-center',
    )
    await shopper.screenshot('member-assets-coupons')

    await tabs.getByRole('link', { name: /^已过期/ }).click()
    await page.waitForURL((url) => url.search === '?status=expired')
    await page.getByText('您暂无已过期的优惠券').waitFor()
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('shows the points balance and the ledger', async () => {
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/member/point')
    expect(await page.title()).toMatch(/^我的积分/)
    const balance = await page.getByRole('region', { name: '积分概览' }).locator('.mf-point-card__value').textContent()
    // Other journeys may spend or earn a little; the demo member starts with 5,000.
    expect(Number(balance?.replace(/,/g, ''))).toBeGreaterThan(3000)
    const rows = page.getByRole('table').getByRole('row')
    expect(await rows.count()).toBeGreaterThan(1)
    await expect(page.getByRole('cell', { name: '积分商城兑换' }).first().isVisible()).resolves.toBe(true)
    await expect(page.getByRole('link', { name: '去积分商城兑换' }).getAttribute('href')).resolves.toBe('/pointitems')
    await shopper.screenshot('member-assets-points')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('lists a collected goods in 我的收藏 and removes it there', async () => {
    const before = await call<{ is_collect: boolean }>('GET', `member/collect/item/check?item_id=${PHONE.item_id}`)
    await call('POST', `member/collect/item/${PHONE.item_id}`, { distributor_id: 0 })
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/member/collector')
    expect(await page.title()).toMatch(/^我的收藏/)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(PHONE.title) }) })
    await card.waitFor()
    await shopper.screenshot('member-assets-collector')

    await card.getByRole('button', { name: `取消收藏：${PHONE.title}` }).click()
    const dialog = page.getByRole('dialog', { name: '取消收藏' })
    const removed = page.waitForResponse(
      (response) => response.url().includes(`${API}member/collect/item`) && response.request().method() === 'DELETE',
    )
    await dialog.getByRole('button', { name: '确定' }).click()
    expect((await removed).ok()).toBe(true)
    await toastWith(page, '商品移除收藏成功')
    await card.waitFor({ state: 'detached' })
    expect(
      (await call<{ is_collect: boolean }>('GET', `member/collect/item/check?item_id=${PHONE.item_id}`)).is_collect,
    ).toBe(false)

    await page
      .getByRole('navigation', { name: '收藏类型' })
      .getByRole('link', { name: /^店铺收藏/ })
      .click()
    await page.waitForURL((url) => url.pathname === '/member/follow')
    expect(await page.title()).toMatch(/^关注的店铺/)
    expect(shopper.problems).toEqual([])
    await shopper.close()
    // Leave the favourite as it was found.
    if (before.is_collect) await call('POST', `member/collect/item/${PHONE.item_id}`, { distributor_id: 0 })
  })

  it('keeps a footprint of a viewed item in 我的足迹 under 今天', async () => {
    const shopper = await loggedInShopper()
    const { page } = shopper
    const saved = page.waitForResponse((response) => response.url().includes(`${API}member/browse/history/save`))
    await shopper.goto(`/items/${PHONE.item_id}`)
    expect((await saved).ok()).toBe(true)

    await shopper.goto('/member/foottrace')
    expect(await page.title()).toMatch(/^我的足迹/)
    const today = page.getByRole('region', { name: '今天' })
    const link = today.getByRole('link', { name: new RegExp(PHONE.title) })
    await expect(link.getAttribute('href')).resolves.toBe(`/items/${PHONE.item_id}`)
    await shopper.screenshot('member-assets-foottrace')

    // Remove this journey's footprint again.
    const removed = page.waitForResponse(
      (response) => response.url().includes(`${API}member/browse/history`) && response.request().method() === 'DELETE',
    )
    await today.getByRole('button', { name: `删除足迹：${PHONE.title}` }).click()
    expect((await removed).ok()).toBe(true)
    await toastWith(page, '删除成功！')
    await link.waitFor({ state: 'detached' })
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('opens a higher grade from 会员等级 and reaches the cashier with the VIP order', async () => {
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/member/vip')
    expect(await page.title()).toMatch(/^会员等级/)
    await expect(page.getByRole('region', { name: '当前会员等级' }).getByText('黄金会员').isVisible()).resolves.toBe(
      true,
    )
    await shopper.screenshot('member-assets-vip')

    await page.getByRole('button', { name: '立即开通钻石会员' }).click()
    // The page leaves for the cashier at once, so the order is read from its address, not the answer.
    await page.waitForURL((url) => url.pathname === '/cashier' && url.searchParams.has('order_id'))
    const orderId = new URL(page.url()).searchParams.get('order_id')!
    const order = await call<{ order_id: string; order_type: string }>('GET', `order/${orderId}`)
    expect(order.order_type).toBe('vip')
    await page.waitForLoadState('networkidle')
    await shopper.screenshot('member-assets-vip-cashier')
    await shopper.close()
    // The journey must not leave a payable order behind.
    expect(
      (await call<{ status: string }>('POST', 'order/cancel', { order_id: order.order_id, cancel_reason: '不想要了' }))
        .status,
    ).toBe('CANCEL')

    const rights = await loggedInShopper()
    await rights.goto('/member/rights')
    expect(await rights.page.title()).toMatch(/^会员权益/)
    await expect(rights.page.getByRole('heading', { name: '会员折扣' }).isVisible()).resolves.toBe(true)
    expect(rights.problems).toEqual([])
    await rights.close()
  })
})
