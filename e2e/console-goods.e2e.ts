import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { makePng } from '../server/designer-api/test-images.ts'
import { journeyBrowser, ShopperPage } from './browser.ts'
import { demoToken, signedInShopper } from './api.ts'
import { consoleAs, consoleProblems, toastSaying } from './console.ts'

/**
 * The console runs the shop end to end: goods made in the editor are found and bought in the
 * shop, shipped from the order list, and counted on 概况.
 */

const browser = journeyBrowser()

/** 今日's 支付订单数 on 概况, once its figures are loaded. */
async function paidOrdersToday(operator: ShopperPage): Promise<number> {
  await operator.goto('/admin/dashboard?range=today')
  const figures = operator.page.locator('ul[aria-label="核心指标"][aria-busy="false"]')
  const value = figures.getByRole('listitem').filter({ hasText: '支付订单数' }).locator('.ac-dash-figure__value')
  return Number((await value.textContent())?.replace(/,/g, ''))
}

/** Types a spec group's values, each confirmed with Enter. */
async function addValues(form: Locator, group: string, values: string[]): Promise<void> {
  const input = form.getByRole('textbox', { name: `新的${group}规格值` })
  for (const value of values) {
    await input.fill(value)
    await input.press('Enter')
  }
}

/** Clicks the card a visually hidden radio is drawn as. */
const pick = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click()

/** Places the checkout's order without a coupon (the demo member's coupons are other journeys' to use) and pays it. */
async function placeAndPay(page: Page): Promise<string> {
  await pick(page.getByRole('radio', { name: '不使用优惠券' }))
  await page.locator('.mf-checkout-summary[aria-busy="false"]').waitFor()
  await page.getByRole('button', { name: '提交订单' }).click()
  await page.waitForURL((url) => url.pathname === '/cashier', { waitUntil: 'networkidle' })
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? ''
  await pick(page.getByRole('radio', { name: '模拟支付' }))
  await page.getByRole('button', { name: '立即支付' }).click()
  await page.waitForURL((url) => url.pathname === '/finish/success', { waitUntil: 'networkidle' })
  return orderId
}

describe('running the shop from the console', () => {
  it('creates goods with two spec groups, four SKUs and an uploaded image; a member finds and buys one; it is shipped and counted on 概况', async () => {
    const stamp = String(Date.now() % 1_000_000)
    const name = `联名连帽卫衣 ${stamp}`
    const operator = await consoleAs(browser(), 'admin', 'admin1234')
    const { page } = operator
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    const paidBefore = await paidOrdersToday(operator)

    // 新增商品: name, category, an uploaded picture, 颜色 × 尺码 = 4 SKUs, then 保存并上架.
    await operator.goto('/admin/goods')
    await page.getByRole('link', { name: '新增商品' }).click()
    const form = page.getByRole('form', { name: '新增商品' })
    await form.getByRole('textbox', { name: '商品名称' }).fill(name)
    for (const level of ['一级分类', '二级分类', '三级分类']) {
      await form.getByRole('combobox', { name: level }).selectOption({ index: 1 })
    }
    const chooser = page.waitForEvent('filechooser')
    await form.getByRole('button', { name: '上传图片' }).click()
    await (await chooser).setFiles({
      name: 'hoodie.png',
      mimeType: 'image/png',
      buffer: makePng(800, 800, [71, 158, 233]),
    })
    await form.getByRole('img', { name: '商品图片 1' }).waitFor()

    await form.getByRole('radio', { name: /^多规格/ }).check()
    await form.getByRole('textbox', { name: '规格名 1' }).fill('颜色')
    await addValues(form, '颜色', ['雾霾蓝', '燕麦白'])
    await form.getByRole('button', { name: '添加规格' }).click()
    await form.getByRole('textbox', { name: '规格名 2' }).fill('尺码')
    await addValues(form, '尺码', ['M', 'L'])
    await form.getByLabel('批量设置 售价(元)', { exact: true }).fill('199')
    await form.getByLabel('批量设置 库存', { exact: true }).fill('30')
    await form.getByRole('button', { name: '填充到全部规格' }).click()
    const combinations = ['雾霾蓝 / M', '雾霾蓝 / L', '燕麦白 / M', '燕麦白 / L']
    for (const [index, combination] of combinations.entries()) {
      await form.getByLabel(`${combination} 货号`, { exact: true }).fill(`HD${stamp}${index + 1}`)
    }
    await operator.screenshot('console-goods-editor')
    await page.getByRole('button', { name: '保存并上架' }).click()
    await toastSaying(page, '保存成功').waitFor()
    await page.waitForURL((url) => url.pathname === '/admin/goods')
    await operator.screenshot('console-goods-list')

    // A guest finds it in the shop's list.
    const guest = await ShopperPage.open(browser())
    await guest.goto(`/items?keywords=${encodeURIComponent(name)}`)
    await guest.page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click()
    await guest.page.waitForURL((url) => /^\/items\/\d+$/.test(url.pathname))
    const itemPath = new URL(guest.page.url()).pathname
    await expect(guest.page.getByRole('group', { name: '尺码' }).getByRole('button').count()).resolves.toBe(2)
    await guest.close()

    // The member buys 燕麦白 / L at once.
    const shopper = await signedInShopper(browser(), demoToken())
    await shopper.goto(itemPath)
    await shopper.page.getByRole('group', { name: '颜色' }).getByRole('button', { name: '燕麦白' }).click()
    await shopper.page.getByRole('group', { name: '尺码' }).getByRole('button', { name: 'L' }).click()
    await shopper.page.getByRole('button', { name: '立即购买' }).click()
    await shopper.page.waitForURL((url) => url.pathname === '/cart/checkout', { waitUntil: 'networkidle' })
    await expect(shopper.page.getByText('燕麦白').first().isVisible()).resolves.toBe(true)
    const orderId = await placeAndPay(shopper.page)

    // 发货 from the order list.
    await operator.goto(`/admin/orders?status=PAYED&order_id=${orderId}`)
    const row = page.getByRole('row').filter({ hasText: orderId })
    await row.getByRole('button', { name: '发货' }).click()
    const drawer = page.getByRole('dialog', { name: `订单发货 ${orderId}` })
    await drawer.getByRole('combobox', { name: '物流公司' }).selectOption('YTO')
    await drawer.getByRole('textbox', { name: '运单号' }).fill(`YT${stamp}`)
    await drawer.getByRole('button', { name: '确认发货' }).click()
    await toastSaying(page, `已发货：圆通速递 YT${stamp}`).waitFor()

    await shopper.goto(`/member/trade/${orderId}`)
    await shopper.page.getByText('待收货').first().waitFor()
    await expect(shopper.page.getByText('圆通速递').first().isVisible()).resolves.toBe(true)
    await expect(shopper.page.getByText('燕麦白').first().isVisible()).resolves.toBe(true)
    await shopper.close()

    await expect(paidOrdersToday(operator)).resolves.toBe(paidBefore + 1)
    await operator.screenshot('console-dashboard')
    expect(consoleProblems(operator)).toEqual([])
    await operator.close()
  }, 180_000)
})
