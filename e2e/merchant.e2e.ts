import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeCaptcha } from '../server/commerce/captcha/service.ts'
import { pngDataUrl, renderCaptchaPng } from '../server/commerce/captcha/image.ts'
import { smsOutbox } from '../server/commerce/sms/provider.ts'
import { makePng } from '../server/designer-api/test-images.ts'
import { buildTestApp } from '../server/testing.ts'
import { DESKTOP, SCREENSHOT_DIR, launch } from './browser.ts'

/**
 * A merchant signs up (mobile, image captcha, SMS code, password), fills in all three steps of
 * /shop/settleForm with licence and ID photos, signs out and back in, and sees the review state.
 * Like the registration journey of auth.e2e.ts it runs against an app in this process: SMS codes
 * come from its outbox and the captcha picture is one the test drew (the server checks the answer).
 */
describe('merchant settlement', () => {
  let app: FastifyInstance
  let baseURL: string
  let browser: Browser
  const captchaText = 'K7WM'
  const mobile = '13655550001'
  const password = 'shop5678a'

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

  function lastCode(to: string): string {
    const message = [...smsOutbox(app)].reverse().find((sms) => sms.mobile === to)
    const code = message?.text.match(/(\d{6})/)?.[1]
    if (!code) throw new Error(`no SMS code was sent to ${to}`)
    return code
  }

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })

  it('signs up, applies through every step with photos, signs out and back in, and sees the review', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', baseURL })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await page.route('**/api/h5app/wxapp/member/image/code**', async (route) => {
      const imageToken = await storeCaptcha(app.db, app.config.secret, 'sign', captchaText)
      await route.fulfill({ json: { data: { imageToken, imageData: pngDataUrl(renderCaptchaPng(captchaText)) } } })
    })

    // Signed out, 商家入驻 leads to the merchant sign-in opened at 商家注册; no merchant header yet.
    await page.goto('/shop/settleForm', { waitUntil: 'networkidle' })
    await page.waitForURL(/\/shop\?mode=register$/)
    await expect(page.title()).resolves.toMatch(/^商家中心/)
    await expect(page.locator('.mf-merchant-header').count()).resolves.toBe(0)
    const register = page.getByRole('tabpanel', { name: '商家注册' })
    await register.getByLabel('手机号').fill(mobile)
    await register.getByLabel('图片验证码', { exact: true }).fill(captchaText)
    await register.getByRole('button', { name: '获取验证码' }).click()
    await register.getByRole('button', { name: /秒后重新获取$/ }).waitFor()
    await register.getByLabel('短信验证码').fill(lastCode(mobile))
    await register.getByLabel('设置密码').fill(password)
    await register.getByLabel('确认密码').fill(password)
    await shot(page, 'merchant-register')
    await register.getByRole('button', { name: '注册并登录' }).click()

    // Signed in: the merchant header (only 退出) and the next step.
    await page.getByRole('link', { name: '立即入驻' }).waitFor()
    await expect(page.locator('.mf-merchant-header').getByRole('button').allTextContents()).resolves.toEqual(['退出'])
    await shot(page, 'merchant-home-new')
    await page.getByRole('link', { name: '立即入驻' }).click()
    await page.waitForURL(/\/shop\/settleForm$/)
    await expect(page.title()).resolves.toMatch(/^商家入驻/)

    // Step 1: an empty submit is refused field by field, then the answers are saved.
    const step1 = page.getByRole('form', { name: '入驻信息' })
    await step1.getByRole('button', { name: '下一步' }).click()
    await step1.getByText('请选择经营类目').waitFor()
    await step1.getByRole('radio', { name: '企业' }).check()
    await step1.getByRole('combobox', { name: '经营类目' }).selectOption({ label: '数码电器' })
    await step1.getByRole('textbox', { name: '商户名称' }).fill('北京优品数码有限公司')
    await step1.getByRole('textbox', { name: '联系人姓名' }).fill('王经理')
    await step1.getByRole('textbox', { name: '联系人手机号' }).fill(mobile)
    await step1.getByRole('button', { name: '《商户入驻协议》' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '同意并继续' }).click()
    await expect(step1.getByRole('checkbox', { name: /我已阅读并同意/ }).isChecked()).resolves.toBe(true)
    await shot(page, 'merchant-settle-step1')
    await step1.getByRole('button', { name: '下一步' }).click()

    // Step 2: a wrong ID number is refused by the server's check digit; photos are uploaded.
    const step2 = page.getByRole('form', { name: '主体信息' })
    await step2.waitFor()
    await step2.getByRole('textbox', { name: '统一社会信用代码' }).fill('91350100M000100Y43')
    await step2.getByRole('textbox', { name: '法人姓名' }).fill('王大明')
    await step2.getByRole('textbox', { name: '身份证号码' }).fill('110105194912310021')
    const region = step2.getByRole('group', { name: '经营地区' })
    await region.getByRole('combobox').nth(0).selectOption({ label: '北京市' })
    await region.getByRole('combobox').nth(1).selectOption({ label: '北京市' })
    await region.getByRole('combobox').nth(2).selectOption({ label: '朝阳区' })
    await step2.getByRole('textbox', { name: '详细地址' }).fill('建国路 88 号 SOHO 现代城 A 座 1201')
    await step2
      .getByLabel('上传营业执照')
      .setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: makePng(320, 240, [220, 80, 60]) })
    await step2
      .getByLabel('上传身份证人像面')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: makePng(320, 200, [60, 120, 220]) })
    await step2
      .getByLabel('上传身份证国徽面')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: makePng(320, 200, [60, 180, 120]) })
    await expect.poll(() => step2.getByRole('button', { name: /删除图片/ }).count(), { timeout: 10_000 }).toBe(3)
    await step2.getByRole('button', { name: '下一步' }).click()
    await step2.getByText('身份证号码校验不通过，请核对').waitFor()
    await step2.getByRole('textbox', { name: '身份证号码' }).fill('11010519491231002X')
    await shot(page, 'merchant-settle-step2')
    await step2.getByRole('button', { name: '下一步' }).click()

    // Step 3: the bank from the bank list, then 提交审核.
    const step3 = page.getByRole('form', { name: '结算账户' })
    await step3.waitFor()
    await step3.getByRole('combobox', { name: '开户银行' }).selectOption({ label: '中国工商银行' })
    await step3.getByRole('textbox', { name: '开户名' }).fill('北京优品数码有限公司')
    await step3.getByRole('textbox', { name: '银行账号' }).fill('6222 0200 1234 5678 901')
    const bankRegion = step3.getByRole('group', { name: '开户行所在地' })
    await bankRegion.getByRole('combobox').nth(0).selectOption({ label: '北京市' })
    await bankRegion.getByRole('combobox').nth(1).selectOption({ label: '北京市' })
    await shot(page, 'merchant-settle-step3')
    await step3.getByRole('button', { name: '提交审核' }).click()

    await page.waitForURL(/\/shop\/review$/)
    await page.getByText('入驻申请审核中').waitFor()
    await expect(page.title()).resolves.toMatch(/^入驻审核/)
    await shot(page, 'merchant-review-pending')

    // 退出 clears the shop token and returns to /shop, signed out.
    await page.locator('.mf-merchant-header').getByRole('button', { name: '退出' }).click()
    await page.waitForURL(/\/shop$/)
    await page.getByRole('tab', { name: '密码登录' }).waitFor()
    await expect(page.locator('.mf-merchant-header').count()).resolves.toBe(0)
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'shop_token')).toBeUndefined()

    // Back in with mobile and password: the home shows the application under review.
    const login = page.getByRole('tabpanel', { name: '密码登录' })
    await login.getByLabel('商家账号').fill(mobile)
    await login.getByLabel('密码').fill(password)
    await login.getByRole('button', { name: '登录', exact: true }).click()
    await page.getByText('审核中').first().waitFor()
    await page.getByRole('link', { name: '查看审核进度' }).click()
    await page.waitForURL(/\/shop\/review$/)
    await page.getByText('北京优品数码有限公司').first().waitFor()

    // An operator rejects it; the review shows the reason and the way back to the form.
    const application = await app.db
      .selectFrom('merchant_applications')
      .innerJoin('merchant_accounts', 'merchant_accounts.id', 'merchant_applications.merchant_id')
      .select('merchant_applications.id')
      .where('merchant_accounts.mobile', '=', mobile)
      .executeTakeFirstOrThrow()
    await app.db
      .updateTable('merchant_applications')
      .set({ audit_status: 'rejected', audit_reason: '营业执照照片不清晰' })
      .where('id', '=', application.id)
      .execute()
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByText('驳回原因：营业执照照片不清晰').waitFor()
    await shot(page, 'merchant-review-rejected')
    expect(problems).toEqual([])
    await context.close()
  })
})
