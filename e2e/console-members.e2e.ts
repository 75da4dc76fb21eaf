import { describe, expect, it } from 'vitest'
import { apiCall, DEMO, demoToken, signedInShopper } from './api.ts'
import { journeyBrowser } from './browser.ts'
import { consoleAs, consoleProblems, toastSaying } from './console.ts'

/** 会员: an operator finds the demo member, adds points with a reason, and the member sees it in 我的积分. */

const browser = journeyBrowser()

describe('members in the console', () => {
  it('adds 100 points with the reason 客服补偿; the member’s 我的积分 shows the line', async () => {
    const before = (await apiCall<{ point: number }>(demoToken(), 'GET', 'point/member/info')).point
    const operator = await consoleAs(browser(), 'admin', 'admin1234')
    const { page } = operator

    await operator.goto('/admin/members')
    const filters = page.getByRole('search', { name: '筛选会员' })
    await filters.getByRole('textbox', { name: '手机号/昵称' }).fill(DEMO.mobile)
    await filters.getByRole('button', { name: '查询' }).click()
    await page
      .getByRole('link', { name: /^查看会员/ })
      .first()
      .click()
    await page.waitForURL((url) => /^\/admin\/members\/\d+$/.test(url.pathname))
    await page.getByRole('region', { name: '会员资料' }).getByText(DEMO.mobile).waitFor()

    await page.getByRole('button', { name: '调整积分' }).click()
    const drawer = page.getByRole('dialog', { name: '调整积分' })
    // The reason is required: an empty one is refused under its field before anything is sent.
    await drawer.getByRole('textbox', { name: '积分数量' }).fill('100')
    await drawer.getByRole('button', { name: '确定' }).click()
    await drawer.getByText('请填写调整原因').waitFor()
    await drawer.getByRole('textbox', { name: '原因' }).fill('客服补偿')
    await drawer.getByRole('button', { name: '确定' }).click()
    await toastSaying(page, `已增加100积分，当前积分${before + 100}`).waitFor()

    const ledger = page.getByRole('tabpanel', { name: '积分明细' })
    await ledger.getByRole('row').filter({ hasText: '客服补偿' }).first().waitFor()
    await expect(page.getByTestId('member-points').textContent()).resolves.toBe((before + 100).toLocaleString('zh-CN'))
    await operator.screenshot('console-member-detail')
    expect(consoleProblems(operator)).toEqual([])

    const shopper = await signedInShopper(browser(), demoToken())
    await shopper.goto('/member/point')
    const line = shopper.page.locator('.mf-point-table tbody tr').filter({ hasText: '客服补偿' }).first()
    await expect(line.textContent()).resolves.toContain('100')
    await shopper.screenshot('console-member-point-shopper')
  })
})
