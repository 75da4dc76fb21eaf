import { beforeAll, describe, expect, it } from 'vitest'
import { journeyBrowser } from './browser.ts'
import { demoToken, paidOrder, signedInShopper } from './api.ts'
import { consoleAs, consoleProblems, toastSaying } from './console.ts'

/** The operator console at /admin: sign-in, the order list and shipping, accounts and roles. */

const browser = journeyBrowser()
let memberToken: string

beforeAll(() => {
  memberToken = demoToken()
})

describe('operator console', () => {
  it('ships a paid order from the list, and the member sees 待收货 and the carrier', async () => {
    const orderId = await paidOrder(memberToken)
    const operator = await consoleAs(browser(), 'admin', 'admin1234')
    const { page } = operator
    // A super-admin lands on 概况; the order list is one click away.
    await page.waitForURL((url) => url.pathname === '/admin/dashboard')
    await page.getByRole('link', { name: '订单列表' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/orders')
    await page.getByRole('heading', { level: 1, name: '订单列表' }).waitFor()

    await page.getByRole('tab', { name: /待发货/ }).click()
    const search = page.getByRole('search', { name: '筛选订单' })
    await search.getByRole('textbox', { name: '关键字' }).fill(orderId)
    await search.getByRole('button', { name: '查询' }).click()
    await page.waitForURL((url) => url.searchParams.get('keywords') === orderId)
    const row = page.getByRole('row').filter({ hasText: orderId })
    await row.waitFor()
    await operator.screenshot('console-orders')

    await row.getByRole('button', { name: '发货' }).click()
    const drawer = page.getByRole('dialog', { name: `订单发货 ${orderId}` })
    await drawer.getByRole('combobox', { name: '物流公司' }).selectOption('YTO')
    await drawer.getByRole('textbox', { name: '运单号' }).fill('YT2026112800001')
    await drawer.getByRole('button', { name: '确认发货' }).click()
    await toastSaying(page, '已发货：圆通速递 YT2026112800001').waitFor()
    await drawer.waitFor({ state: 'hidden' })

    // Shipped, the order has left the 待发货 tab: 全部 still lists it.
    await page.getByRole('tab', { name: /全部/ }).click()
    await page.getByRole('link', { name: `订单 ${orderId} 详情` }).click()
    const tracking = page.getByRole('region', { name: '物流与进度' })
    await tracking.getByText('圆通速递 YT2026112800001').waitFor()
    await expect(
      page
        .getByRole('region', { name: /订单信息/ })
        .getByText('待收货')
        .isVisible(),
    ).resolves.toBe(true)
    await operator.screenshot('console-order-detail')
    expect(consoleProblems(operator)).toEqual([])
    await operator.close()

    const shopper = await signedInShopper(browser(), memberToken)
    await shopper.goto(`/member/trade/${orderId}`)
    await expect(shopper.page.getByText('待收货').first().isVisible()).resolves.toBe(true)
    await expect(shopper.page.getByText('圆通速递').first().isVisible()).resolves.toBe(true)
    await shopper.close()
  })

  it('makes a 客服 account that sees only 订单, 售后 and 会员: it cannot ship, open 商品 or manage accounts', async () => {
    const admin = await consoleAs(browser(), 'admin', 'admin1234')
    const { page } = admin
    await page.getByRole('link', { name: '账号管理' }).click()
    await page.getByRole('button', { name: '新增账号' }).click()
    const drawer = page.getByRole('dialog', { name: '新增账号' })
    const username = `kefu${Date.now() % 100000}`
    await drawer.getByRole('textbox', { name: '账号' }).fill(username)
    await drawer.getByRole('textbox', { name: '姓名' }).fill('客服小周')
    await drawer.getByLabel('初始密码').fill('Kefu2026pass')
    await drawer.getByRole('combobox', { name: '角色' }).selectOption({ label: '客服' })
    await drawer.getByRole('button', { name: '确定' }).click()
    await toastSaying(page, '已新增账号').waitFor()
    await page.getByRole('row').filter({ hasText: username }).waitFor()
    await admin.screenshot('console-operators')
    await admin.close()

    const service = await consoleAs(browser(), username, 'Kefu2026pass')
    const nav = service.page.getByRole('navigation', { name: '后台导航' })
    const links = await nav.getByRole('link').allTextContents()
    expect(links).toEqual(['订单列表', '售后处理', '会员列表', '会员等级'])
    await service.page.getByRole('tab', { name: /待发货/ }).click()
    await expect(service.page.getByRole('button', { name: '发货' }).count()).resolves.toBe(0)
    for (const path of ['/admin/settings/operators', '/admin/goods']) {
      await service.goto(path)
      await service.page.getByRole('heading', { name: '无权访问' }).waitFor()
    }
    const refused = await service.page.evaluate(async () =>
      Promise.all(['/api/admin/operators', '/api/admin/goods'].map(async (path) => (await fetch(path)).status)),
    )
    expect(refused).toEqual([403, 403])
    await service.close()
  })
})
