import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHARGER, apiCall, demoToken, operatorSignIn } from './api.ts'
import { DESKTOP, launch } from './browser.ts'

/**
 * Accessibility of every page route of spec 2.1: axe-core (WCAG 2.0/2.1 A and AA rules) finds no
 * serious or critical violation — contrast of every text, names of every control — for guests and,
 * on the member routes, for the signed-in demo member.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const GUEST_ROUTES = [
  '/',
  '/home',
  '/shopadmin/index',
  '/items',
  '/items?keywords=手机',
  '/items/{item}',
  '/receive/coupons',
  '/cart',
  '/pointitems',
  '/pointitems/{pointitem}',
  '/article/node',
  '/article/faqs',
  '/news',
  '/story',
  '/technology',
  '/frenchstyle',
  '/license',
  '/license/staff',
  '/shops/near',
  '/shops/info?distributor_id=1',
  '/shopInfo?distributor_id=1',
  '/store',
  '/finish/success',
  '/finish/fail',
  '/finish/result',
  '/custompage?pageid=1',
  '/no-such-page',
  '/auth/login',
  '/auth/reg',
  '/auth/forget-password',
  '/staff/login',
  '/auth/wx-login',
  '/auth/bind',
  '/auth/bindwechat',
  '/auth/bindphone',
  '/shop',
  '/shop?mode=register',
  '/shop/review',
  '/precollection',
  '/result',
  '/result?keywords=没有这种商品',
  '/cart/helper',
]
const MEMBER_ROUTES = [
  '/member/user-info',
  '/member/address',
  '/member/profile',
  '/member/change-password',
  '/member/trade',
  '/member/coupon',
  '/member/coupon-center',
  '/member/point',
  '/member/collector',
  '/member/follow',
  '/member/foottrace',
  '/member/vip',
  '/member/rights',
  '/member/aftersales',
  '/member/trade/aftersale-list',
  '/member/aftersales/apply-refund',
  '/cart/checkout?mode=cart',
  '/cashier',
  '/cashier?order_id={cashorder}',
  '/auth/bindphone',
  '/member/trade/point',
  '/member/trade/{order}',
  '/member/helper',
  '/member/receiveCoupon',
  '/cart/address?mode=cart',
  '/cart/addAddress?mode=cart',
  '/pointitems/checkout?item_id={pointitem}&sku_id={pointsku}&num=1',
  '/pointitems/cashierpoint?order_id={order}',
]
/** The merchant area with the demo merchant signed in. */
const MERCHANT_ROUTES = ['/shop', '/shop/settleForm', '/shop/review']
/**
 * The page designer (a client-side app like the console), each view with the steps that open it:
 * the page list, the editor with a widget selected and the problems panel open (the home page's
 * draft, whose squeezed showcases are warnings there).
 */
const DESIGNER_VIEWS: readonly DesignerView[] = [
  {
    name: 'page list',
    route: '/designer/',
    ready: (page) => page.getByRole('heading', { name: '页面管理' }).waitFor(),
  },
  {
    name: 'editor, a widget selected, problems panel open',
    route: '/designer/?id={homeTemplate}',
    ready: async (page) => {
      await page.locator('.dz-stage .dz-frame').first().click()
      await page.locator('.dz-stage .dz-frame[aria-current="true"]').waitFor()
      const problems = page.locator('[aria-controls="dz-problems"][aria-expanded]')
      if ((await problems.getAttribute('aria-expanded')) !== 'true') await problems.click()
      await page.locator('#dz-problems').waitFor()
    },
  },
  {
    name: 'publish confirmation',
    route: '/designer/?id={homeTemplate}',
    ready: async (page) => {
      await page.getByRole('button', { name: '发布', exact: true }).click()
      await page.getByRole('dialog', { name: '发布页面' }).getByRole('button', { name: '确认发布' }).waitFor()
      // The dialog fades in: audit its final colours.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    },
  },
  {
    name: 'combined module dialog',
    route: '/designer/?id={homeTemplate}',
    ready: async (page) => {
      // Focusing a frame selects its widget: the home page's free panel, then 保存为组合模块 on its toolbar.
      await page
        .getByRole('group', { name: /^自由面板/ })
        .first()
        .focus()
      await page.getByRole('toolbar', { name: '挂件操作' }).getByRole('button', { name: '保存为组合模块' }).click()
      await page.getByRole('dialog', { name: '保存为组合模块' }).getByRole('img').first().waitFor()
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    },
  },
]

/** The operator console's pages (a client-side app: axe runs once the page has loaded its data). */
const CONSOLE_ROUTES = [
  '/admin/dashboard',
  '/admin/goods',
  '/admin/goods/new',
  '/admin/goods/1',
  '/admin/goods/categories',
  '/admin/goods/brands',
  '/admin/orders',
  '/admin/orders/{cashorder}',
  '/admin/aftersales',
  '/admin/settings/operators',
  '/admin/settings/roles',
  '/admin/settings/audit-log',
]

let browser: Browser
let guest: BrowserContext
let member: BrowserContext
let merchant: BrowserContext
let operator: BrowserContext
const ids: Record<string, string> = {}

/** A designer view: its address and what brings it into the state audited. */
interface DesignerView {
  name: string
  route: string
  ready: (page: Page) => Promise<void>
}

interface Finding {
  rule: string
  impact: string
  help: string
  nodes: { target: string; summary: string }[]
}

beforeAll(async () => {
  browser = await launch()
  guest = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', baseURL: inject('baseURL'), bypassCSP: true })
  member = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', baseURL: inject('baseURL'), bypassCSP: true })
  merchant = await browser.newContext({
    viewport: DESKTOP,
    locale: 'zh-CN',
    baseURL: inject('baseURL'),
    bypassCSP: true,
  })
  // bypassCSP: the production pages forbid inline scripts, and axe is injected as one.
  await member.addCookies([{ name: 'customer_token', value: demoToken(), url: inject('baseURL') }])
  const goods = await apiCall<{ list: { item_id: number }[] }>(null, 'GET', 'goods/items?page=1&pageSize=1')
  ids.item = String(goods.list[0].item_id)
  // The cheapest points goods in stock, and an unpaid points order of it for the points cashier and the order detail.
  const points = await apiCall<{ list: { item_id: number; store: number }[] }>(
    null,
    'GET',
    'pointsmall/goods/items?page=1&pageSize=50&goodsSort=3',
  )
  const pointGoods = points.list.find((card) => card.store > 0)!
  const pointDetail = await apiCall<{ default_sku_id: number }>(
    null,
    'GET',
    `pointsmall/goods/items/${pointGoods.item_id}`,
  )
  ids.pointitem = String(pointGoods.item_id)
  ids.pointsku = String(pointDetail.default_sku_id)
  const order = await apiCall<{ order_id: string }>(demoToken(), 'POST', 'order_new', {
    order_type: 'point',
    item_id: pointGoods.item_id,
    sku_id: pointDetail.default_sku_id,
    num: 1,
    idempotency_key: `a11y-${Date.now()}`,
  })
  ids.order = order.order_id
  await apiCall(demoToken(), 'POST', 'cart', {
    item_id: CHARGER.item_id,
    sku_id: CHARGER.sku_id,
    num: 1,
    cart_type: 'fastbuy',
  })
  ids.cashorder = (
    await apiCall<{ order_id: string }>(demoToken(), 'POST', 'order_new', {
      mode: 'fastbuy',
      remark: '',
      coupon: 'not_use',
    })
  ).order_id
  const shop = await apiCall<{ token: string }>(null, 'POST', 'merchant/login', {
    username: 'shop001',
    password: 'shop1234',
  })
  await merchant.addCookies([{ name: 'shop_token', value: shop.token, url: inject('baseURL') }])
  operator = await browser.newContext({
    viewport: DESKTOP,
    locale: 'zh-CN',
    baseURL: inject('baseURL'),
    bypassCSP: true,
  })
  const operatorToken = await operatorSignIn()
  await operator.addCookies([{ name: 'operator_token', value: operatorToken, url: inject('baseURL') }])
  const templates = (await (
    await fetch(`${inject('baseURL')}/api/designer/templates`, {
      headers: { authorization: `Bearer ${operatorToken}` },
    })
  ).json()) as { data: { list: { id: number; page_name: string }[] } }
  ids.homeTemplate = String(templates.data.list.find((template) => template.page_name === 'index')!.id)
})

afterAll(async () => {
  // Gives the held stock back.
  for (const orderId of [ids.order, ids.cashorder]) {
    if (orderId)
      await apiCall(demoToken(), 'POST', 'order/cancel', { order_id: orderId, cancel_reason: '不想要了' }).catch(
        () => undefined,
      )
  }
  await browser?.close()
})

/** Opens `route` (then brings it into the state to audit) and answers axe's serious and critical violations. */
async function audit(
  context: BrowserContext,
  route: string,
  ready?: (page: Page) => Promise<void>,
): Promise<Finding[]> {
  const path = route.replace(/\{(\w+)\}/g, (_, key: string) => ids[key])
  const page = await context.newPage()
  try {
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    // Error pages (a missing order, an unknown page) are pages too: only a failure to render is wrong here.
    expect(response?.status(), `${path} answers`).toBeLessThan(500)
    await ready?.(page)
    await page.addScriptTag({ content: AXE_SOURCE })
    const violations = await page.evaluate(async (tags) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{
              violations: {
                id: string
                impact: string
                help: string
                nodes: { target: string[]; failureSummary?: string }[]
              }[]
            }>
          }
        }
      ).axe
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } })
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' '),
        })),
      }))
    }, TAGS)
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  } finally {
    await page.close()
  }
}

const report = (route: string, findings: Finding[]) =>
  findings
    .map(
      (f) =>
        `${route} ${f.rule} (${f.impact}): ${f.help}\n${f.nodes.map((n) => `  ${n.target} — ${n.summary}`).join('\n')}`,
    )
    .join('\n')

function check(label: string, routes: readonly string[], context: () => BrowserContext) {
  describe(label, () => {
    it.each(routes)('%s', async (route) => {
      const findings = await audit(context(), route)
      expect(findings, report(route, findings)).toEqual([])
    })
  })
}

describe('accessibility (axe-core, WCAG 2.1 AA): no serious or critical violation', () => {
  check('guest routes', GUEST_ROUTES, () => guest)
  check('member routes', MEMBER_ROUTES, () => member)
  check('merchant routes', MERCHANT_ROUTES, () => merchant)
  check('operator console', CONSOLE_ROUTES, () => operator)
  describe('page designer', () => {
    it.each(DESIGNER_VIEWS)('$name', async ({ route, ready }) => {
      const findings = await audit(operator, route, ready)
      expect(findings, report(route, findings)).toEqual([])
    })
  })
})
