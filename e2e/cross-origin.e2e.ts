import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoToken, emptyCart } from './api.ts'
import { launch, ShopperPage } from './browser.ts'
import { PARTNER_ORIGIN } from './global-setup.ts'

/**
 * Another site's page calls the shop's API from the browser: its own script signs in as the demo
 * member, reads the home page's descriptor and adds a charger to the cart with the Bearer token.
 * The same page on a site CORS_ORIGINS does not list is refused by the browser.
 */

const CHARGER = { item_id: 7, sku_id: 27 }

const PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>合作方页面</title></head>
<body><h1>合作方页面</h1>
<p id="login">…</p><p id="descriptor">…</p><p id="cart">…</p><p id="error"></p>
<script src="/partner.js"></script></body></html>`

/** The partner's script: everything goes through fetch with the token in a header, never a cookie. */
const SCRIPT = `
const params = new URLSearchParams(location.search)
const api = params.get('api')
const show = (id, text) => { document.getElementById(id).textContent = text }
async function call(method, path, token, body) {
  const headers = {}
  if (body) headers['content-type'] = 'application/json'
  if (token) headers.authorization = 'Bearer ' + token
  const response = await fetch(api + path, { method, headers, body: body ? JSON.stringify(body) : undefined })
  const answer = await response.json()
  if (!response.ok) throw new Error(answer.message)
  return answer.data
}
async function run() {
  const page = await call('GET', '/api/pages/home')
  show('descriptor', '首页：' + page.widgets.length + ' 个挂件，格式版本 ' + page.schema_version)
  if (params.get('mode') === 'read') return
  const { token } = await call('POST', '/api/h5app/wxapp/login', null, { username: '13800000000', password: 'demo1234' })
  show('login', '已登录')
  await call('POST', '/api/h5app/wxapp/cart', token, { item_id: ${CHARGER.item_id}, sku_id: ${CHARGER.sku_id}, num: 2, cart_type: 'cart' })
  const count = await call('GET', '/api/h5app/wxapp/cartcount', token)
  show('cart', '购物车共 ' + count.item_count + ' 件')
}
run().catch((error) => show('error', '出错：' + error.message))
`

let browser: Browser
let partner: http.Server
let stranger: http.Server

function partnerSite(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/partner.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(SCRIPT)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  browser = await launch()
  partner = await partnerSite(Number(new URL(PARTNER_ORIGIN).port))
  stranger = await partnerSite(0)
  await emptyCart(demoToken())
})
afterAll(async () => {
  await emptyCart(demoToken())
  await browser?.close()
  partner?.close()
  stranger?.close()
})

describe('a page on another site', () => {
  it('signs in, reads a descriptor and adds to the cart through the API', async () => {
    const shopper = await ShopperPage.open(browser)
    await shopper.page.goto(`${PARTNER_ORIGIN}/?api=${encodeURIComponent(inject('baseURL'))}`)
    await shopper.page.waitForFunction(
      () =>
        /件/.test(document.getElementById('cart')?.textContent ?? '') || document.getElementById('error')?.textContent,
    )
    expect(await shopper.page.textContent('#error')).toBe('')
    expect(await shopper.page.textContent('#login')).toBe('已登录')
    expect(await shopper.page.textContent('#descriptor')).toMatch(/^首页：[1-9]\d* 个挂件，格式版本 [1-9]\d*$/)
    expect(await shopper.page.textContent('#cart')).toBe('购物车共 2 件')
    await shopper.screenshot('cross-origin-partner')
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('is refused by the browser when the site is not listed', async () => {
    const shopper = await ShopperPage.open(browser)
    const origin = `http://localhost:${(stranger.address() as AddressInfo).port}`
    await shopper.page.goto(`${origin}/?mode=read&api=${encodeURIComponent(inject('baseURL'))}`)
    await shopper.page.waitForFunction(() => document.getElementById('error')?.textContent)
    expect(await shopper.page.textContent('#error')).toMatch(/^出错：/)
    expect(await shopper.page.textContent('#descriptor')).toBe('…')
    await shopper.close()
  })
})
