import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

export const SCREENSHOT_DIR = path.resolve('e2e/screenshots')

export const DESKTOP = { width: 1400, height: 900 }
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** WeChat's browser on a Windows desktop: the one desktop browser where routes change in place (spec 2.5). */
export const WECHAT_DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 MicroMessenger/7.0.20 WindowsWechat'

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * The journey file's browser: launched before its journeys and closed after them, once the file's
 * own clean-up has run. Call the returned function inside a hook or a journey to get it.
 */
export function journeyBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is not launched yet')
    return browser
  }
}

/** A page on the test server that records console errors and warnings (hydration mismatches surface there). */
export class ShopperPage {
  readonly problems: string[] = []
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error' || msg.type() === 'warning') this.problems.push(`${msg.type()}: ${msg.text()}`)
    })
    page.on('pageerror', (err) => this.problems.push(`pageerror: ${err.message}`))
  }

  static async open(browser: Browser, options: { userAgent?: string } = {}): Promise<ShopperPage> {
    const context = await browser.newContext({
      viewport: DESKTOP,
      userAgent: options.userAgent,
      locale: 'zh-CN',
      baseURL: inject('baseURL'),
    })
    return new ShopperPage(context, await context.newPage())
  }

  async goto(pathname: string) {
    const response = await this.page.goto(pathname, { waitUntil: 'networkidle' })
    if (!response) throw new Error(`no response for ${pathname}`)
    return response
  }

  async screenshot(name: string) {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
    await this.page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
  }

  close() {
    return this.context.close()
  }
}
