import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { ShopperPage } from './browser.ts'

export const API = '/api/h5app/wxapp/'
/** The seeded demo member and staff member (README). */
export const DEMO = { mobile: '13800000000', password: 'demo1234' }
export const STAFF = { mobile: '13900000000', password: 'staff1234' }

/**
 * The demo member's session that global-setup opened for every journey. Journeys must not change
 * the demo member's password: that ends this session for the journeys after them.
 */
export const demoToken = (): string => inject('demoToken')

/** Calls the shopper API of the test server as `token` (null: a guest); a 4xx/5xx answer throws with its message. */
/** A demo goods with one SKU and plenty of stock: the journeys' orders buy it. */
export const CHARGER = { item_id: 7, sku_id: 27, title: '星河 67W 氮化镓快充充电器套装' }

export async function apiCall<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(inject('baseURL') + API + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as { data: T; message?: string }
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message ?? ''}`)
  return answer.data
}

/** A member token by password (sign-ins are rate limited per account: once per file at most). */
export async function signIn(mobile = DEMO.mobile, password = DEMO.password): Promise<string> {
  return (await apiCall<{ token: string }>(null, 'POST', 'login', { username: mobile, password })).token
}

interface CartList {
  cartInfo: { resultCartData: { cartitemlist: { cart_id: number }[] }[] }
}

/** Journeys share one database, so one that needs an empty cart empties it first. */
export async function emptyCart(token: string): Promise<void> {
  const { cartInfo } = await apiCall<CartList>(token, 'GET', 'cart/list')
  const ids = cartInfo.resultCartData.flatMap((group) => group.cartitemlist.map((line) => line.cart_id))
  if (ids.length > 0) await apiCall(token, 'DELETE', 'cartdel', { cart_id: ids.map(String) })
}

/** A browser page signed in as `token` through the customer_token cookie, as after a real login. */
export async function signedInShopper(browser: Browser, token: string): Promise<ShopperPage> {
  const shopper = await ShopperPage.open(browser)
  await shopper.context.addCookies([{ name: 'customer_token', value: token, url: inject('baseURL') }])
  return shopper
}

/** A session of the shop's operator (admin). */
export async function operatorSignIn(): Promise<string> {
  return (
    await apiCall<{ token: string }>(null, 'POST', 'operator/login', { username: 'admin', password: 'admin1234' })
  ).token
}

/** An order of `num` chargers bought with "buy now" (the cart is left alone) and paid with testpay. */
export async function paidOrder(memberToken: string, num = 1): Promise<string> {
  const member = <T>(path: string, body: unknown) => apiCall<T>(memberToken, 'POST', path, body)
  await member('cart', { item_id: CHARGER.item_id, sku_id: CHARGER.sku_id, num, cart_type: 'fastbuy' })
  const { order_id } = await member<{ order_id: string }>('order_new', {
    mode: 'fastbuy',
    remark: '',
    coupon: 'not_use',
  })
  await member('payment', { order_id, pay_type: 'testpay', pay_channel: 'pc' })
  return order_id
}

/** A paid order of `num` chargers, shipped by the operator and received by the member. */
export async function receivedOrder(memberToken: string, operatorToken: string, num: number): Promise<string> {
  const order_id = await paidOrder(memberToken, num)
  await apiCall(operatorToken, 'POST', `admin/orders/${order_id}/delivery`, { delivery_corp: 'SF' })
  await apiCall(memberToken, 'POST', 'order/confirmReceipt', { order_id })
  return order_id
}

/** From the order's page to its after-sales form: 申请售后 on the charger's line. */
export async function openAfterSalesForm(shopper: ShopperPage, orderId: string): Promise<void> {
  await shopper.goto(`/member/trade/${orderId}`)
  await shopper.page
    .getByRole('table')
    .getByRole('link', { name: `申请售后：${CHARGER.title}` })
    .click()
  await shopper.page.waitForURL((url) => url.pathname === '/member/aftersales/apply-refund')
  await shopper.page.waitForLoadState('networkidle')
}
