import { describe, expect, it } from 'vitest'
import { formatPrice } from '../schemas/money.ts'
import { createWidget } from '../schemas/widgets/index.ts'
import { journeyBrowser, ShopperPage } from './browser.ts'
import { designerCall, journeyDesigner, seedPage } from './designer-session.ts'

/**
 * 生成预览链接: an operator makes a link to a page's draft in the designer and copies it; a reviewer
 * without any account opens it in a fresh browser, sees the draft under 预览版本, switches to a
 * grade-2 member and sees that grade's price (the demo's 白银会员, 9.8 折).
 */

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

interface PickedGoods {
  goods_id: number
  goods_name: string
  price: number
}

describe('预览链接', () => {
  it('opens the draft for a reviewer in a fresh browser, as a grade-2 member', async () => {
    const operator = designer()
    const { page } = operator
    const goods = (
      await designerCall<{ list: PickedGoods[] }>(page, 'GET', 'goods?keywords=%E8%80%B3%E6%9C%BA&pageSize=1')
    ).list[0]
    if (!goods) throw new Error('the demo has no goods to show')
    const floor = createWidget('W0002', {
      uuid: globalThis.crypto.randomUUID(),
      y: 0,
      height: 380,
      data: [
        {
          goods_id: goods.goods_id,
          itemId: goods.goods_id,
          goods_name: goods.goods_name,
          goods_pic: '',
          price: 1,
          linkPage: 'goods',
        },
      ],
    })
    const { id } = await seedPage(page, '预览链接验收页', [floor])

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await operator.goto(`/designer/?id=${id}`)
    await page.getByRole('button', { name: '生成预览链接' }).click()
    const dialog = page.getByRole('dialog', { name: '生成预览链接' })
    await dialog.getByLabel('有效期').fill('3')
    await dialog.getByRole('button', { name: '生成', exact: true }).click()
    const url = await dialog.getByRole('textbox', { name: '预览链接' }).inputValue()
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/)
    await dialog.getByRole('button', { name: '复制' }).click()
    await page.getByText('已复制预览链接').first().waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await dialog.getByRole('button', { name: /^撤销/ }).first().waitFor()
    await operator.screenshot('designer-preview-links')

    const reviewer = await ShopperPage.open(browser())
    try {
      const answer = await reviewer.goto(new URL(url).pathname)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['cache-control']).toBe('no-store')
      const banner = reviewer.page.getByRole('region', { name: '预览版本' })
      await banner.getByText('预览链接验收页').waitFor()
      await reviewer.page.getByText(formatPrice(goods.price)).first().waitFor()

      await banner.getByRole('link', { name: '白银会员' }).click()
      await expect.poll(() => new URL(reviewer.page.url()).searchParams.get('as')).toBe('grade:2')
      await reviewer.page
        .getByText(formatPrice(Math.round((goods.price * 98) / 100)))
        .first()
        .waitFor()
      expect(await banner.getByRole('link', { name: '白银会员' }).getAttribute('aria-current')).toBe('page')
      await reviewer.screenshot('designer-preview-grade-2')
    } finally {
      await reviewer.close()
    }
  })
})
