import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { journeyBrowser } from './browser.ts'
import {
  API,
  apiCall,
  CHARGER,
  demoToken,
  openAfterSalesForm,
  operatorSignIn,
  receivedOrder,
  signedInShopper,
} from './api.ts'

/** A charger without variants from the demo catalogue, bought with "buy now" so the cart is left alone. */

const browser = journeyBrowser()
let memberToken: string
let operatorToken: string

const loggedInShopper = () => signedInShopper(browser(), memberToken)

const operator = <T>(path: string, body: unknown = {}) => apiCall<T>(operatorToken, 'POST', path, body)

const headline = (page: Page) => page.locator('.mf-as-status__headline')
const toastSaying = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first()

beforeAll(async () => {
  memberToken = demoToken()
  operatorToken = await operatorSignIn()
})

describe('after-sales and ratings', () => {
  it('returns a received item: apply, send it back, and see the refund complete', async () => {
    const orderId = await receivedOrder(memberToken, operatorToken, 2)
    const shopper = await loggedInShopper()
    const { page } = shopper

    await openAfterSalesForm(shopper, orderId)
    expect(await page.title()).toMatch(/^申请售后/)

    const form = page.getByRole('form', { name: '售后申请' })
    await form.getByRole('radio', { name: /退货退款/ }).check()
    await expect(form.getByRole('textbox', { name: '申请数量' }).inputValue()).resolves.toBe('1')
    await expect(form.getByText('最多可申请2件').isVisible()).resolves.toBe(true)
    await form.getByRole('combobox', { name: /退款原因/ }).selectOption('质量问题')
    await form.getByRole('textbox', { name: '问题描述' }).fill('充电器插上后指示灯不亮')
    await shopper.screenshot('member-aftersales-apply')
    await form.getByRole('button', { name: '提交申请' }).click()
    await toastSaying(page, '售后申请已提交').waitFor()

    await page.waitForURL((url) => /^\/member\/aftersales\/\d+$/.test(url.pathname))
    await page.waitForLoadState('networkidle')
    const bn = new URL(page.url()).pathname.split('/').pop()!
    expect(await page.title()).toMatch(/^售后详情/)
    await expect(headline(page).textContent()).resolves.toBe('待商家审核')
    const progress = page.getByRole('list', { name: '售后进度' })
    await expect(progress.getByRole('listitem').nth(1).getAttribute('aria-current')).resolves.toBe('step')
    await expect(page.getByRole('button', { name: '撤销申请' }).isVisible()).resolves.toBe(true)
    await shopper.screenshot('member-aftersales-waiting')

    // The shop agrees to the return: the page asks for the parcel.
    await operator(`admin/aftersales/${bn}/review`, { result: 'approve' })
    await shopper.goto(`/member/aftersales/${bn}`)
    await expect(headline(page).textContent()).resolves.toBe('待寄回商品')
    const sendback = page.getByRole('form', { name: '寄回商品' })
    await sendback.getByRole('combobox', { name: '物流公司' }).selectOption('SF')
    await sendback.getByRole('textbox', { name: '运单号' }).fill('SF12')
    await sendback.getByRole('button', { name: '提交物流信息' }).click()
    await expect(sendback.getByRole('alert').filter({ hasText: '物流单号格式不正确' }).isVisible()).resolves.toBe(true)
    await shopper.screenshot('member-aftersales-sendback')

    await sendback.getByRole('textbox', { name: '运单号' }).fill('SF1234567890123')
    const sent = page.waitForResponse((response) => response.url().includes(`${API}aftersales/sendback`))
    await sendback.getByRole('button', { name: '提交物流信息' }).click()
    expect((await sent).ok()).toBe(true)
    await toastSaying(page, '退货物流已提交').waitFor()
    await page.waitForFunction(() => document.querySelector('.mf-as-status__headline')?.textContent === '待商家收货')
    await sendback.waitFor({ state: 'detached' })
    await expect(page.getByText('SF1234567890123').isVisible()).resolves.toBe(true)

    // The shop receives the goods and refunds them.
    await operator(`admin/aftersales/${bn}/confirm-goods`)
    await operator(`admin/aftersales/${bn}/refund`)
    await shopper.goto(`/member/aftersales/${bn}`)
    await expect(headline(page).textContent()).resolves.toBe('已退款')
    const last = progress.getByRole('listitem').last()
    await expect(last.textContent()).resolves.toContain('退款完成（已完成）')
    await expect(last.getAttribute('aria-current')).resolves.toBe('step')
    await expect(page.getByText('已原路退回至您的支付账户').isVisible()).resolves.toBe(true)
    await shopper.screenshot('member-aftersales-refunded')

    // The list, under both of its addresses.
    await shopper.goto('/member/trade/aftersale-list')
    expect(await page.title()).toMatch(/^售后订单/)
    const row = page.getByRole('article', { name: `售后单${bn}` })
    await expect(row.getByText('已退款').isVisible()).resolves.toBe(true)
    await expect(row.getByText('退货退款').isVisible()).resolves.toBe(true)
    await shopper.goto('/member/aftersales')
    await row.getByRole('link', { name: `查看详情：售后单${bn}` }).click()
    await page.waitForURL((url) => url.pathname === `/member/aftersales/${bn}`)
    await shopper.goto(`/member/trade/aftersale?aftersales_bn=${bn}`)
    await expect(headline(page).textContent()).resolves.toBe('已退款')

    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('rates a finished order with 5 stars and a text', async () => {
    const orderId = await receivedOrder(memberToken, operatorToken, 2)
    const shopper = await loggedInShopper()
    const { page } = shopper

    await shopper.goto(`/member/trade/${orderId}`)
    await page.getByRole('link', { name: `评价：订单${orderId}` }).click()
    await page.waitForURL((url) => url.pathname === '/member/trade/rate')
    await page.waitForLoadState('networkidle')
    expect(await page.title()).toMatch(/^评价晒单/)

    const stars = page.getByRole('radiogroup', { name: `商品评分：${CHARGER.title}` })
    await stars.getByRole('radio', { name: '3星' }).click()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(stars.getByRole('radio', { name: '5星' }).getAttribute('aria-checked')).resolves.toBe('true')
    await page.getByRole('textbox', { name: '评价内容' }).fill('充电很快，做工扎实')
    await shopper.screenshot('member-rate')
    await page.getByRole('button', { name: '提交评价' }).click()

    await toastSaying(page, '评价成功').waitFor()
    await page.waitForURL((url) => url.pathname === `/member/trade/${orderId}`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('link', { name: `评价：订单${orderId}` }).count()).resolves.toBe(0)

    const rates = await apiCall<{ list: { content: string; star: number }[] }>(
      null,
      'GET',
      `order/rate/list?item_id=${CHARGER.item_id}`,
    )
    expect(rates.list.some((rate) => rate.content === '充电很快，做工扎实' && rate.star === 5)).toBe(true)

    // 物流详情 is the order's own parcel panel.
    await shopper.goto(`/member/trade/logistics?order_id=${orderId}`)
    expect(new URL(page.url()).pathname).toBe(`/member/trade/${orderId}`)
    expect(new URL(page.url()).hash).toBe('#logistics')

    expect(shopper.problems).toEqual([])
    await shopper.close()
  })
})
