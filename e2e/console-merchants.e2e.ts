import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApplicant, ownPhotos, STEP1, STEP2, STEP3 } from '../server/commerce/merchant/test-fixtures.ts'
import { makePng } from '../server/designer-api/test-images.ts'
import { buildTestApp } from '../server/testing.ts'
import { DESKTOP, SCREENSHOT_DIR, launch } from './browser.ts'

/**
 * 商户与门店 › 入驻申请: a merchant's submitted application waits in the console's queue with its
 * licence and ID photos; the operator approves it and the merchant's /shop/review says 审核通过.
 * Runs against an app in this process (like merchant.e2e.ts), so the application is made with the
 * settlement API and its photos are files of the app's uploads folder.
 */
describe('merchant applications in the console', () => {
  let app: FastifyInstance
  let baseURL: string
  let browser: Browser

  beforeAll(async () => {
    browser = await launch()
    app = await buildTestApp({ seed: true, ssr: true })
    await app.listen({ port: 0, host: '127.0.0.1' })
    baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
  })

  async function open(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', baseURL })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    return { context, page, problems }
  }

  /** A signed-up merchant whose three steps went in with real photo files; answers its sign-in. */
  async function submittedApplication(): Promise<{ username: string; password: string }> {
    const applicant = await createTestApplicant(app)
    const photos = {
      license_url: '/uploads/e2e-merchant/license.png',
      id_card_front_url: '/uploads/e2e-merchant/front.png',
      id_card_back_url: '/uploads/e2e-merchant/back.png',
    }
    const folder = path.join(app.config.dataDir, 'uploads/e2e-merchant')
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'license.png'), makePng(600, 420, [71, 158, 233]))
    fs.writeFileSync(path.join(folder, 'front.png'), makePng(540, 340, [240, 200, 120]))
    fs.writeFileSync(path.join(folder, 'back.png'), makePng(540, 340, [120, 200, 160]))
    await ownPhotos(app, applicant.id, Object.values(photos))
    for (const [step, fields] of [
      [1, { ...STEP1, merchant_name: '杭州云栖茶业有限公司', contact_mobile: '13655550077' }],
      [2, { ...STEP2, ...photos }],
      [3, STEP3],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/h5app/wxapp/merchant/settlementapply/${step}`,
        headers: applicant.headers,
        payload: fields,
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const account = await app.db
      .selectFrom('merchant_accounts')
      .select('username')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow()
    return { username: account.username, password: 'shop12345' }
  }

  it('shows the pending application with its photos; the operator approves it; the merchant sees 审核通过', async () => {
    const merchant = await submittedApplication()

    // The operator signs in and opens 入驻申请: 待审核 holds the application.
    const operator = await open()
    const { page } = operator
    await page.goto('/admin/', { waitUntil: 'networkidle' })
    const signIn = page.getByRole('form', { name: '运营后台 · 登录' })
    await signIn.getByRole('textbox', { name: '账号' }).fill('admin')
    await signIn.getByLabel('密码').fill('admin1234')
    await signIn.getByRole('button', { name: '登录' }).click()
    await page.getByRole('navigation', { name: '后台导航' }).waitFor()
    await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '入驻申请' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/merchants/applications')
    const tabs = page.getByRole('tablist', { name: '审核状态' })
    await expect(tabs.getByRole('tab', { name: /待审核/ }).getAttribute('aria-selected')).resolves.toBe('true')
    await tabs.getByRole('tab', { name: /^待审核\s*\d+$/ }).waitFor()
    const row = page.getByRole('row').filter({ hasText: '杭州云栖茶业有限公司' })
    await row.getByRole('button', { name: '审核 杭州云栖茶业有限公司' }).click()

    // The drawer: every field, the licence and ID photos large and openable.
    const drawer = page.getByRole('dialog', { name: /入驻申请/ })
    await drawer.getByText(STEP2.social_credit_code_id).waitFor()
    for (const label of ['营业执照', '身份证人像面', '身份证国徽面']) {
      const link = drawer.getByRole('link', { name: `${label}（在新窗口打开原图）` })
      await expect(link.getAttribute('target')).resolves.toBe('_blank')
      await expect
        .poll(() => link.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    }
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'console-merchant-application.png') })

    // 驳回 without a reason is stopped under the field; 通过 goes through.
    await drawer.getByRole('button', { name: '驳回' }).click()
    await drawer.getByText('请填写驳回原因').waitFor()
    await drawer.getByRole('button', { name: '通过' }).click()
    await page.getByText('已通过「杭州云栖茶业有限公司」的入驻申请').waitFor()
    await drawer.getByText('已通过', { exact: true }).waitFor()
    await drawer.getByRole('button', { name: '关闭', exact: true }).first().click()
    await tabs.getByRole('tab', { name: /^已通过/ }).click()
    await page.getByRole('row').filter({ hasText: '杭州云栖茶业有限公司' }).waitFor()
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'console-merchant-applications.png'), fullPage: true })

    // 门店: the seeded shops in the list, and one opened in the editor.
    await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '门店' }).click()
    const shops = page.getByRole('table')
    await shops
      .getByRole('link', { name: /^编辑 / })
      .first()
      .waitFor()
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'console-shops.png'), fullPage: true })
    await shops
      .getByRole('link', { name: /^编辑 / })
      .first()
      .click()
    await page.getByRole('textbox', { name: '门店名称' }).waitFor()
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'console-shop-editor.png'), fullPage: true })
    expect(operator.problems).toEqual([])
    await operator.context.close()

    // The merchant signs in and reads the result at /shop/review.
    const shop = await open()
    await shop.page.goto('/shop', { waitUntil: 'networkidle' })
    const login = shop.page.getByRole('tabpanel', { name: '密码登录' })
    await login.getByLabel('商家账号').fill(merchant.username)
    await login.getByLabel('密码').fill(merchant.password)
    await login.getByRole('button', { name: '登录', exact: true }).click()
    await shop.page.locator('.mf-merchant-header').waitFor()
    await shop.page.goto('/shop/review', { waitUntil: 'networkidle' })
    await shop.page.getByText('审核通过').first().waitFor()
    expect(shop.problems).toEqual([])
    await shop.context.close()
  })
})
