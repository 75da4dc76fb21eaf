import { beforeAll, describe, expect, it } from 'vitest'
import { makePng } from '../server/designer-api/test-images.ts'
import { journeyBrowser } from './browser.ts'
import { demoToken, openAfterSalesForm, operatorSignIn, receivedOrder, signedInShopper } from './api.ts'
import { consoleAs, consoleProblems, toastSaying } from './console.ts'

/** A charger without variants from the demo catalogue, bought with "buy now" so the cart is left alone. */

const browser = journeyBrowser()
let memberToken: string
let operatorToken: string

beforeAll(async () => {
  memberToken = demoToken()
  operatorToken = await operatorSignIn()
})

describe('photos', () => {
  it('an after-sales request with two photos shows them in its detail; the operator approves and refunds it, and the member sees 已退款', async () => {
    const orderId = await receivedOrder(memberToken, operatorToken, 1)
    const shopper = await signedInShopper(browser(), memberToken)
    const { page } = shopper
    await openAfterSalesForm(shopper, orderId)

    const form = page.getByRole('form', { name: '售后申请' })
    await form.getByText('仅退款', { exact: true }).click()
    await expect(form.getByRole('radio', { name: /仅退款/ }).isChecked()).resolves.toBe(true)
    // 仅退款 has its own reasons: the first one.
    await form.getByRole('combobox', { name: /退款原因/ }).selectOption({ index: 1 })
    // A file that only claims to be a picture is refused before it is sent.
    await form
      .getByLabel(/上传凭证/)
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png') })
    await page.getByRole('alert').filter({ hasText: '上传图片只能是 JPG 或者 PNG 格式!' }).first().waitFor()
    await form.getByLabel(/上传凭证/).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: makePng(320, 240, [220, 80, 60]) },
      { name: 'back.png', mimeType: 'image/png', buffer: makePng(320, 240, [60, 120, 220]) },
    ])
    await form.getByRole('button', { name: '删除图片 2' }).waitFor()
    await expect(form.getByRole('button', { name: /^查看图片/ }).count()).resolves.toBe(2)
    await shopper.screenshot('photos-aftersales-apply')
    await form.getByRole('button', { name: '提交申请' }).click()

    await page.waitForURL((url) => /^\/member\/aftersales\/\d+$/.test(url.pathname))
    await page.waitForLoadState('networkidle')
    const photos = page.getByRole('list', { name: '凭证图片' })
    const thumbs = photos.getByRole('button', { name: /^查看凭证图片 \d$/ })
    await expect(thumbs.count()).resolves.toBe(2)
    const loaded = await photos
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth))
    expect(loaded).toEqual([320, 320])
    await shopper.screenshot('photos-aftersales-detail')
    await thumbs.nth(1).click()
    const viewer = page.getByRole('dialog', { name: '凭证图片 2/2' })
    await expect(viewer.locator('img').getAttribute('src')).resolves.toMatch(
      /^\/uploads\/member\/\d+\/\d{4}\/\d{2}\/[0-9a-f]{24}\.png\?e=\d+&s=[\w-]{43}$/,
    )

    const detailPath = new URL(page.url()).pathname

    // The operator sees the photos in the console, approves, and refunds through the payment provider.
    const operator = await consoleAs(browser(), 'admin', 'admin1234')
    const desk = operator.page
    await operator.goto('/admin/aftersales?status=WAIT_SELLER_AGREE')
    const row = desk.getByRole('row').filter({ hasText: orderId })
    await row.getByRole('button', { name: /^查看 售后单/ }).click()
    const drawer = desk.getByRole('dialog', { name: /^售后单 / })
    await expect(drawer.getByRole('list', { name: '凭证图片' }).getByRole('listitem').count()).resolves.toBe(2)
    await drawer.getByRole('button', { name: '同意' }).click()
    await toastSaying(desk, '已同意申请，等待退款').waitFor()
    await drawer.getByRole('button', { name: '退款' }).click()
    await toastSaying(desk, '退款成功，款项已原路退回').waitFor()
    await operator.screenshot('console-aftersales-refunded')
    expect(consoleProblems(operator)).toEqual([])
    await operator.close()

    await shopper.goto(detailPath)
    await page.getByText('已退款').first().waitFor()
  })
})
