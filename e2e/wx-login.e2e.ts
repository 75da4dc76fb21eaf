import type { Browser, Cookie, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ShopperPage, launch } from './browser.ts'
import { API } from './api.ts'

const DEMO = { mobile: '13800000000', password: 'demo1234', masked: '138****0000' }
/** The nickname the WeChat user shows; the test provider's identity is the browser's, not the name's. */
const NICKNAME = `e2e微信${Date.now().toString(36)}`
/** The test provider's cookie holding the browser's simulated WeChat user (see server/commerce/trustlogin/testlogin.ts). */
const TEST_USER_COOKIE = 'trustlogin_test_user'

let browser: Browser
/** The simulated WeChat user the first journey bound, carried to the next browser as the same phone would be. */
let wechatUser: Cookie | undefined
/** The demo member's session once WeChat signed it in, to unbind afterwards so the journey can run again. */
let memberToken = ''

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  if (memberToken) {
    await fetch(`${inject('baseURL')}${API}user.trustlogin.unbind`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=weixin&company_id=1',
    })
  }
})

/** The browser logs every failed request; none is expected here, but a 4xx would be one on purpose. */
const unexpected = (problems: string[]) => problems.filter((text) => !/status of 4\d\d/.test(text))

/** On 模拟微信授权 (the test provider's stand-in for WeChat's consent screen): confirm as `nickname`. */
async function confirmOnTestProvider(shopper: ShopperPage, nickname: string, screenshot?: string) {
  const { page } = shopper
  await page.waitForURL(/\/trustlogin\/test\/authorize/)
  await expect(page.title()).resolves.toBe('模拟微信授权')
  await page.getByLabel(/微信昵称/).fill(nickname)
  if (screenshot) await shopper.screenshot(screenshot)
  await page.getByRole('button', { name: '确认登录' }).click()
}

const userLinks = (page: Page) => page.getByRole('navigation', { name: '用户入口' })

async function tokenOf(shopper: ShopperPage): Promise<string> {
  return (await shopper.context.cookies()).find((cookie) => cookie.name === 'customer_token')?.value ?? ''
}

describe('微信扫码登录 with 模拟微信登录', () => {
  it('a guest signs in with WeChat, binds it to an existing account, and the next scan signs in at once', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto('/auth/login?redirectUrl=%2Fitems')
    await page.getByRole('link', { name: '微信登录' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/wx-login')
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/items')
    await page.waitForLoadState('networkidle')
    await expect(page.title()).resolves.toMatch(/^微信登录/)
    await page.getByRole('img', { name: '微信扫码二维码' }).waitFor()
    await expect(page.getByText('请使用微信扫一扫登录').isVisible()).resolves.toBe(true)
    await expect(page.getByText(/二维码 \d+:\d\d 后失效/).isVisible()).resolves.toBe(true)
    await shopper.screenshot('wx-login-qr')

    await page.getByRole('link', { name: '使用模拟微信登录' }).click()
    await confirmOnTestProvider(shopper, NICKNAME, 'wx-login-test-provider')

    // An unknown WeChat: the callback leads on to binding, with the ticket kept out of the address.
    await page.waitForURL((url) => url.pathname === '/auth/bind')
    expect(page.url()).not.toMatch(/ticket|code=|state=/)
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/items')
    await page.getByText(`你好，${NICKNAME}`).waitFor()
    await expect(page.title()).resolves.toMatch(/^绑定账号/)
    await expect(page.getByText(/该微信尚未绑定商城账号/).isVisible()).resolves.toBe(true)
    await shopper.screenshot('wx-bind')

    const form = page.getByRole('tabpanel', { name: '密码绑定' })
    await form.getByLabel('手机号').fill(DEMO.mobile)
    await form.getByLabel('密码').fill(DEMO.password)
    await form.getByRole('button', { name: '绑定并登录' }).click()
    await page.waitForURL((url) => url.pathname === '/items')
    await page.waitForLoadState('networkidle')
    await userLinks(page).getByRole('link', { name: DEMO.masked }).waitFor()
    memberToken = await tokenOf(shopper)
    expect(memberToken).toBeTruthy()

    await userLinks(page).getByRole('button', { name: '退出' }).click()
    await userLinks(page).getByRole('link', { name: '请登录' }).waitFor()
    expect(await tokenOf(shopper)).toBe('')

    // The same WeChat again: it is bound now, so it signs straight in.
    await shopper.goto('/auth/login?redirectUrl=%2Fitems')
    await page.getByRole('link', { name: '微信登录' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/wx-login')
    await page.getByRole('link', { name: '使用模拟微信登录' }).click()
    await confirmOnTestProvider(shopper, NICKNAME)
    await page.waitForURL((url) => url.pathname === '/items')
    await page.waitForLoadState('networkidle')
    await expect(userLinks(page).getByRole('link', { name: DEMO.masked }).isVisible()).resolves.toBe(true)
    memberToken = await tokenOf(shopper)
    wechatUser = (await shopper.context.cookies()).find((cookie) => cookie.name === TEST_USER_COOKIE)
    expect(wechatUser?.httpOnly).toBe(true)
    expect(unexpected(shopper.problems)).toEqual([])
    await shopper.close()
  })

  it('another browser typing the same nickname is a different WeChat user and must bind first', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto('/auth/wx-login?redirectUrl=%2Fitems')
    await page.getByRole('link', { name: '使用模拟微信登录' }).click()
    await confirmOnTestProvider(shopper, NICKNAME)
    await page.waitForURL((url) => url.pathname === '/auth/bind')
    await page.getByText(/该微信尚未绑定商城账号/).waitFor()
    expect(await tokenOf(shopper)).toBe('')
    await shopper.close()
  })

  it('a member signed in with WeChat unbinds it on 绑定微信 and binds it again by scanning', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    // The same WeChat user on another computer: its simulated identity comes along.
    expect(wechatUser).toBeDefined()
    await shopper.context.addCookies([wechatUser!])
    // A guest is sent to sign in first; the WeChat bound by the journey above signs in directly.
    await shopper.goto('/auth/bindwechat')
    expect(new URL(page.url()).pathname).toBe('/auth/login')
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/auth/bindwechat')
    await page.getByRole('link', { name: '微信登录' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/wx-login')
    await page.getByRole('link', { name: '使用模拟微信登录' }).click()
    await confirmOnTestProvider(shopper, NICKNAME)
    await page.waitForURL((url) => url.pathname === '/auth/bindwechat')
    await page.waitForLoadState('networkidle')
    memberToken = await tokenOf(shopper)
    await expect(page.title()).resolves.toMatch(/^绑定微信/)
    await expect(page.getByText(NICKNAME, { exact: true }).isVisible()).resolves.toBe(true)
    await shopper.screenshot('wx-bindwechat-bound')

    await page.getByRole('button', { name: '解除绑定' }).click()
    const dialog = page.getByRole('dialog', { name: '解除绑定' })
    await dialog.waitFor()
    await shopper.screenshot('wx-bindwechat-confirm')
    await dialog.getByRole('button', { name: '确定' }).click()
    await page.getByText('解绑成功').waitFor()
    await page.getByRole('img', { name: '微信扫码二维码' }).waitFor()
    await shopper.screenshot('wx-bindwechat-unbound')

    await page.getByRole('link', { name: '使用模拟微信绑定' }).click()
    await confirmOnTestProvider(shopper, NICKNAME)
    await page.waitForURL((url) => url.pathname === '/auth/bindwechat')
    await page.getByText('绑定成功').waitFor()
    await page.getByText(NICKNAME, { exact: true }).waitFor()
    // The used code and state leave the address bar.
    expect(new URL(page.url()).search).toBe('')
    await shopper.screenshot('wx-bindwechat-rebound')
    expect(unexpected(shopper.problems)).toEqual([])
    await shopper.close()
  })

  it('/auth/redirect sends the browser on to a page of this site and never off it', async () => {
    const shopper = await ShopperPage.open(browser)
    const { page } = shopper
    await shopper.goto('/auth/redirect?redirectUrl=%2Fitems%3Fkeywords%3D%E8%8C%B6')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/items?keywords=%E8%8C%B6')
    await shopper.goto('/auth/redirect?redirectUrl=%2F%2Fevil.example%2Fphish')
    expect(new URL(page.url()).host).toBe(new URL(inject('baseURL')).host)
    expect(new URL(page.url()).pathname).toBe('/')
    await shopper.close()
  })
})
