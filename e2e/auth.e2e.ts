import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { storeCaptcha } from '../server/commerce/captcha/service.ts'
import { pngDataUrl, renderCaptchaPng } from '../server/commerce/captcha/image.ts'
import { smsOutbox } from '../server/commerce/sms/provider.ts'
import { buildTestApp } from '../server/testing.ts'
import { DESKTOP, ShopperPage, launch } from './browser.ts'
import { API, DEMO } from './api.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** The browser logs every failed request; a refused sign-in is one on purpose. */
const unexpected = (problems: string[]) => problems.filter((text) => !/status of 4\d\d/.test(text))

async function signIn(page: Page, mobile: string, password: string) {
  const form = page.getByRole('tabpanel', { name: '密码登录' })
  await form.getByLabel('手机号').fill(mobile)
  await form.getByLabel('密码').fill(password)
  await form.getByRole('button', { name: '登录', exact: true }).click()
}

describe('signing in on the shared server', () => {
  it('a guest follows 请登录 in the top bar, signs in, and the top bar shows the masked mobile', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto('/')
    await page.getByRole('navigation', { name: '用户入口' }).getByRole('link', { name: '请登录' }).click()
    await page.waitForURL(/\/auth\/login/)
    await page.waitForLoadState('networkidle')
    await expect(page.title()).resolves.toMatch(/^登录/)
    await expect(page.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).resolves.toBe('true')
    await shopper.screenshot('auth-login')

    await signIn(page, DEMO.mobile, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/')
    await page.waitForLoadState('networkidle')
    const userLinks = page.getByRole('navigation', { name: '用户入口' })
    await expect(userLinks.getByRole('link', { name: '138****0000' }).isVisible()).resolves.toBe(true)
    await expect(userLinks.getByRole('link', { name: '请登录' }).count()).resolves.toBe(0)
    const cookies = await shopper.context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'customer_token')?.value).toBeTruthy()

    // Signed in, the login page sends the member straight on.
    await shopper.goto('/auth/login?redirectUrl=%2Fitems')
    expect(new URL(page.url()).pathname).toBe('/items')
    expect(unexpected(shopper.problems)).toEqual([])
    await shopper.close()
  })

  it('a guest who adds an item to the cart signs in and comes back to the item', async () => {
    const answer = await fetch(`${inject('baseURL')}${API}goods/items?page=1&pageSize=20`)
    const { list } = (
      (await answer.json()) as {
        data: { list: { item_id: number; approve_status: string; activity_type: string | null }[] }
      }
    ).data
    const item = list.find((goods) => goods.approve_status === 'onsale' && !goods.activity_type)!
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto(`/items/${item.item_id}`)
    await page.getByRole('button', { name: '加入购物车', exact: true }).click()
    await page.waitForURL(/\/auth\/login\?redirectUrl=/)
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(`/items/${item.item_id}`)
    await page.waitForLoadState('networkidle')

    await signIn(page, DEMO.mobile, DEMO.password)
    await page.waitForURL((url) => url.pathname === `/items/${item.item_id}`)
    await page.waitForLoadState('networkidle')
    await expect(
      page.getByRole('navigation', { name: '用户入口' }).getByRole('link', { name: '138****0000' }).isVisible(),
    ).resolves.toBe(true)
    expect(unexpected(shopper.problems)).toEqual([])
    await shopper.close()
  })

  it('a wrong password shows 手机号或密码错误 in the form and keeps the shopper on the page', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto('/auth/login')
    await page.getByRole('tabpanel', { name: '密码登录' }).getByRole('button', { name: '登录', exact: true }).click()
    await expect(page.getByText('请输入手机号').isVisible()).resolves.toBe(true)
    await expect(page.getByText('请输入密码').isVisible()).resolves.toBe(true)
    await shopper.screenshot('auth-login-required')

    await signIn(page, DEMO.mobile, 'wrong-pass1')
    const alert = page.getByRole('alert').filter({ hasText: '手机号或密码错误' })
    await alert.waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth/login')
    await shopper.screenshot('auth-login-wrong-password')
    expect(unexpected(shopper.problems)).toEqual([])
    await shopper.close()
  })

  it('ignores a redirectUrl that leaves the site', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto('/auth/login?redirectUrl=%2F%2Fevil.example%2Fphish')
    await signIn(page, DEMO.mobile, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/')
    expect(new URL(page.url()).host).toBe(new URL(inject('baseURL')).host)
    await shopper.close()
  })

  it('the staff login refuses a member who is not staff with the server message', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto('/staff/login')
    await expect(page.title()).resolves.toMatch(/^员工登录/)
    await page.getByLabel('员工账号').fill(DEMO.mobile)
    await page.getByLabel('密码').fill(DEMO.password)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: '该账号不是员工账号' }).waitFor()
    await expect(page.getByRole('link', { name: '《员工内购协议》' }).getAttribute('href')).resolves.toBe(
      '/license/staff',
    )
    await shopper.screenshot('auth-staff-not-staff')
    await shopper.close()
  })
})

/**
 * Registration and password recovery need an SMS code and an image captcha, which no browser
 * test can read from the shared server. These journeys run against an app in this process: the
 * SMS codes come from its log provider's outbox, and the captcha picture is answered with one the
 * test drew itself (stored like any other; the server still checks the answer).
 */
describe('registering and recovering a password', () => {
  let app: FastifyInstance
  let baseURL: string
  const captchaText = 'K7WM'

  beforeAll(async () => {
    app = await buildTestApp({ seed: true, ssr: true })
    await app.listen({ port: 0, host: '127.0.0.1' })
    baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await app?.close()
  })

  async function openPage(path: string): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', baseURL })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await page.route('**/api/h5app/wxapp/member/image/code**', async (route) => {
      const type =
        new URL(route.request().url()).searchParams.get('type') === 'forget_password' ? 'forget_password' : 'sign'
      const imageToken = await storeCaptcha(app.db, app.config.secret, type, captchaText)
      await route.fulfill({ json: { data: { imageToken, imageData: pngDataUrl(renderCaptchaPng(captchaText)) } } })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    return { page, problems, close: () => context.close() }
  }

  function lastCode(mobile: string): string {
    const message = [...smsOutbox(app)].reverse().find((sms) => sms.mobile === mobile)
    const code = message?.text.match(/验证码是(\d{6})/)?.[1]
    if (!code) throw new Error(`no SMS code was sent to ${mobile}`)
    return code
  }

  it('registers a new mobile end to end and arrives signed in where it started', async () => {
    const mobile = '13712345678'
    const { page, problems, close } = await openPage('/auth/reg?redirectUrl=%2Fitems')
    await expect(page.title()).resolves.toMatch(/^注册/)
    const submit = page.getByRole('button', { name: '立即注册' })
    await expect(submit.isDisabled()).resolves.toBe(true)

    await page.getByLabel('手机号').fill(mobile)
    await page.getByLabel('设置密码').fill('abc')
    await page.getByLabel('确认密码').fill('abd')
    await page.getByLabel('确认密码').blur()
    await expect(page.getByText('8-20位密码，必须为数字和字母混合').isVisible()).resolves.toBe(true)
    await expect(page.getByText('输入的密码不一致').isVisible()).resolves.toBe(true)

    // The agreement opens in the modal with the server's text, and 同意并继续 ticks the box.
    await page.getByRole('button', { name: '《用户注册协议》' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('.mf-auth-agreement__content').waitFor()
    await page
      .locator('.mf-modal')
      .evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    await page.screenshot({ path: 'e2e/screenshots/auth-reg-agreement.png' })
    await dialog.getByRole('button', { name: '同意并继续' }).click()
    await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ }).isChecked()).resolves.toBe(true)

    // A wrong captcha answer is refused by the server and the picture is redrawn.
    await page.getByLabel('图片验证码', { exact: true }).fill('XXXX')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByText('图片验证码错误').waitFor()
    await page.screenshot({ path: 'e2e/screenshots/auth-reg-errors.png' })

    await page.getByLabel('图片验证码', { exact: true }).fill(captchaText)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByRole('button', { name: /^\d+秒后重新获取$/ }).waitFor()
    await expect(page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).resolves.toBe(true)
    await page.getByLabel('短信验证码').fill(lastCode(mobile))
    await page.getByLabel('设置密码').fill('newpass88')
    await page.getByLabel('确认密码').fill('newpass88')
    await page.screenshot({ path: 'e2e/screenshots/auth-reg-filled.png' })
    await submit.click()
    await page.getByText('注册成功').waitFor()
    await page.waitForURL((url) => url.pathname === '/items')
    await page.waitForLoadState('networkidle')
    await expect(
      page.getByRole('navigation', { name: '用户入口' }).getByRole('link', { name: '137****5678' }).isVisible(),
    ).resolves.toBe(true)
    expect(unexpected(problems)).toEqual([])
    await close()
  })

  it('resets a forgotten password in three steps and signs in with the new one', async () => {
    // Codes go one per mobile per minute, so this journey uses the seeded member, not the new one.
    const mobile = DEMO.mobile
    const { page, problems, close } = await openPage('/auth/forget-password')
    await expect(page.title()).resolves.toMatch(/^找回密码/)
    const steps = page.getByRole('list', { name: '找回密码步骤' })
    await expect(steps.locator('[aria-current="step"]').textContent()).resolves.toContain('验证身份')

    await page.getByLabel('手机号').fill(mobile)
    await page.getByLabel('图片验证码', { exact: true }).fill(captchaText)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor()
    await page.getByLabel('短信验证码').fill(lastCode(mobile))
    await page.getByRole('button', { name: '下一步' }).click()

    await page.getByLabel('新密码').waitFor()
    await expect(steps.locator('[aria-current="step"]').textContent()).resolves.toContain('设置新密码')
    await page.getByLabel('新密码').fill('reset2026x')
    await page.getByLabel('确认密码').fill('reset2026y')
    await page.getByRole('button', { name: '确认修改' }).click()
    await expect(page.getByText('输入的密码不一致').isVisible()).resolves.toBe(true)
    await page.screenshot({ path: 'e2e/screenshots/auth-forget-step2.png' })
    await page.getByLabel('确认密码').fill('reset2026x')
    await page.getByRole('button', { name: '确认修改' }).click()

    await page.getByText('密码重置成功').waitFor()
    await expect(steps.locator('[aria-current="step"]').textContent()).resolves.toContain('完成')
    await page.screenshot({ path: 'e2e/screenshots/auth-forget-done.png' })
    await page.getByRole('link', { name: '去登录' }).click()
    await page.waitForURL(/\/auth\/login/)
    await page.waitForLoadState('networkidle')
    await signIn(page, mobile, 'reset2026x')
    await page.waitForURL((url) => url.pathname === '/')
    await page.waitForLoadState('networkidle')
    await expect(
      page.getByRole('navigation', { name: '用户入口' }).getByRole('link', { name: '138****0000' }).isVisible(),
    ).resolves.toBe(true)
    expect(unexpected(problems)).toEqual([])
    await close()
  })
})
