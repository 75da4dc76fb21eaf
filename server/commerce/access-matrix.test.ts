import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, revokeSession } from '../lib/auth.ts'
import { issueToken, newSessionId } from '../lib/token.ts'
import { buildTestApp } from '../testing.ts'
import { createTestCoupon } from './coupon/test-fixtures.ts'
import { earnPoints } from './point/service.ts'
import { shipOrder } from './logistics/service.ts'
import { createPlacedOrder } from './order/test-fixtures.ts'
import {
  createTestGoods,
  createTestMember,
  createTestRegions,
  createTestShop,
  type TestMember,
} from './test-helpers.ts'

/**
 * Who may touch what. Member A owns rows in every member module; member B, signed in with his
 * own token, aims every member call at A's ids; guests and dead tokens call every member route.
 * Add a row to the tables below for each new member endpoint or member-owned table.
 */

const BASE = '/api/h5app/wxapp'
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A's rows, created through the API before the probes run. */
interface Owned {
  addressIds: number[]
  /** A's default address and one that is not. */
  defaultAddressId: number
  otherAddressId: number
  goodsIds: number[]
  shopId: number
  historyIds: number[]
  /** A coupon A holds a copy of. */
  cardId: number
  /** A's cart lines, one per goods. */
  cartIds: number[]
  /** A's orders: paid, shipped (with its shipment) and finished (with an after-sales application). */
  paidOrderId: string
  shippedOrderId: string
  shippedItemId: number
  deliveryId: number
  doneOrderId: string
  doneItemId: number
  aftersalesBn: string
}

interface Probe {
  what: string
  method: Method
  url: (a: Owned) => string
  payload?: (a: Owned) => Record<string, unknown>
  /** 404 when B names A's row; 200 when the call is a filter that just finds nothing of B's. */
  status: 404 | 200
  /** Checks B's answer (for reads: that none of A's rows show). */
  answer?: (data: any, a: Owned) => void
}

const validAddress = {
  username: '李四',
  telephone: '13912345678',
  province: '北京市',
  city: '北京市',
  county: '朝阳区',
  adrdetail: '建国路88号SOHO现代城',
}

/** A batch cart update naming every one of A's lines. */
const uncheckAllOfA = (a: Owned) => ({
  cart_params: JSON.stringify(a.cartIds.map((cart_id) => ({ cart_id, num: 1, is_checked: 0 }))),
})

const ownerProbes: Probe[] = [
  // addresses
  { what: 'read A’s address', method: 'GET', url: (a) => `/member/address/${a.otherAddressId}`, status: 404 },
  {
    what: 'update A’s address',
    method: 'PUT',
    url: (a) => `/member/address/${a.otherAddressId}`,
    payload: () => validAddress,
    status: 404,
  },
  {
    what: 'update A’s address through the POST alias',
    method: 'POST',
    url: (a) => `/member/address/${a.otherAddressId}`,
    payload: () => validAddress,
    status: 404,
  },
  {
    what: 'make A’s address the default with is_def',
    method: 'PUT',
    url: (a) => `/member/address/${a.otherAddressId}`,
    payload: () => ({ is_def: 1 }),
    status: 404,
  },
  { what: 'delete A’s address', method: 'DELETE', url: (a) => `/member/address/${a.defaultAddressId}`, status: 404 },
  {
    what: 'read A’s address (legacy)',
    method: 'GET',
    url: (a) => `/member.address.get?addr_id=${a.otherAddressId}`,
    status: 404,
  },
  {
    what: 'set A’s address default (legacy)',
    method: 'GET',
    url: (a) => `/member.address.setDefault?addr_id=${a.otherAddressId}`,
    status: 404,
  },
  {
    what: 'delete A’s address (legacy)',
    method: 'POST',
    url: () => '/member.address.delete',
    payload: (a) => ({ addr_id: a.defaultAddressId }),
    status: 404,
  },
  {
    what: 'list addresses',
    method: 'GET',
    url: () => '/member/addresslist',
    status: 200,
    answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
  },
  // favourite goods
  {
    what: 'remove A’s favourite goods',
    method: 'DELETE',
    url: () => '/member/collect/item',
    payload: (a) => ({ item_ids: a.goodsIds }),
    status: 200,
  },
  { what: 'empty favourites', method: 'DELETE', url: () => '/member/collect/item?is_empty=1', status: 200 },
  {
    what: 'remove A’s favourite goods (legacy)',
    method: 'GET',
    url: (a) => `/member.favorite.item.remove?item_id=${a.goodsIds[0]}`,
    status: 200,
  },
  {
    what: 'list favourite goods',
    method: 'GET',
    url: () => '/member/collect/item',
    status: 200,
    answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
  },
  {
    what: 'check A’s favourite goods',
    method: 'GET',
    url: (a) => `/member/collect/item/check?item_id=${a.goodsIds[0]}`,
    status: 200,
    answer: (data) => expect(data).toEqual({ is_collect: false }),
  },
  // favourite shops
  {
    what: 'remove A’s favourite shop',
    method: 'DELETE',
    url: (a) => `/member/collect/distribution?distributor_id=${a.shopId}`,
    status: 200,
  },
  {
    what: 'list favourite shops',
    method: 'GET',
    url: () => '/member/collect/distribution',
    status: 200,
    answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
  },
  {
    what: 'check A’s favourite shop',
    method: 'GET',
    url: (a) => `/member/collect/distribution/check?distributor_id=${a.shopId}`,
    status: 200,
    answer: (data) => expect(data).toEqual({ is_collect: false, is_fav: false }),
  },
  // footprints
  {
    what: 'delete A’s footprints by id',
    method: 'DELETE',
    url: (a) => `/member/browse/history?history_ids=${a.historyIds.join(',')}`,
    status: 200,
    answer: (data) => expect(data.deleted).toBe(0),
  },
  {
    what: 'delete A’s footprints by goods',
    method: 'DELETE',
    url: () => '/member/browse/history',
    payload: (a) => ({ item_ids: a.goodsIds }),
    status: 200,
  },
  { what: 'clear footprints', method: 'DELETE', url: () => '/member/browse/history?is_empty=1', status: 200 },
  {
    what: 'list footprints',
    method: 'GET',
    url: () => '/member/browse/history/list',
    status: 200,
    answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
  },
  // coupons
  ...[1, 2, 3].map(
    (status): Probe => ({
      what: `list coupons (tab ${status})`,
      method: 'GET',
      url: () => `/user/getUserCardList?status=${status}`,
      status: 200,
      answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
    }),
  ),
  {
    what: 'see A’s copies counted in the shop coupon list',
    method: 'GET',
    url: () => '/getCardList?distributor_id=0',
    status: 200,
    answer: (data, a) =>
      expect(data.list.find((card: { card_id: number }) => card.card_id === a.cardId)).toMatchObject({
        user_get_num: 0,
        getted: 0,
      }),
  },
  // points
  {
    what: 'read A’s points by naming A',
    method: 'GET',
    url: () => `/point/member/info?member_id=${a.id}&user_id=${a.id}`,
    status: 200,
    answer: (data) => expect(data).toMatchObject({ point: 0, total_earned: 0 }),
  },
  {
    what: 'read A’s points (legacy)',
    method: 'GET',
    url: () => '/user.point.get',
    status: 200,
    answer: (data) => expect(data.point).toBe(0),
  },
  {
    what: 'read A’s point ledger',
    method: 'GET',
    url: () => `/point/member?member_id=${a.id}`,
    status: 200,
    answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
  },
  // checkout
  {
    what: 'check out to A’s address',
    method: 'POST',
    url: () => '/cart/checkout',
    payload: (a) => ({ address_id: a.otherAddressId }),
    status: 404,
  },
  {
    what: 'price freight to A’s address',
    method: 'POST',
    url: () => '/getFreightFee',
    payload: (a) => ({ address_id: a.otherAddressId }),
    status: 404,
  },
  {
    what: 'place an order to A’s address',
    method: 'POST',
    url: () => '/order_new',
    payload: (a) => ({ address_id: a.defaultAddressId }),
    status: 404,
  },
  // cart
  {
    what: 'change the quantity of A’s cart line',
    method: 'PUT',
    url: () => '/cartupdate/num',
    payload: (a) => ({ cart_id: a.cartIds[0], num: 1 }),
    status: 404,
  },
  {
    what: 'change the quantity of A’s cart line through the query string',
    method: 'PUT',
    url: (a) => `/cartupdate/num?cart_id=${a.cartIds[0]}&num=1`,
    status: 404,
  },
  {
    what: 'uncheck A’s cart lines',
    method: 'PUT',
    url: () => '/cartupdate/checkstatus',
    payload: (a) => ({ cart_id: a.cartIds, is_checked: 0 }),
    status: 404,
  },
  {
    what: 'uncheck A’s lines by unchecking every line',
    method: 'PUT',
    url: () => '/cartupdate/checkstatus',
    payload: () => ({ is_checked: 0 }),
    status: 200,
    answer: (data) => expect(data.cartInfo.resultCartData).toEqual([]),
  },
  {
    what: 'batch-update A’s cart lines',
    method: 'POST',
    url: () => '/cartupdate/batch',
    payload: uncheckAllOfA,
    status: 404,
  },
  {
    what: 'batch-update A’s cart lines (PUT)',
    method: 'PUT',
    url: () => '/cartupdate',
    payload: uncheckAllOfA,
    status: 404,
  },
  {
    what: 'batch-update A’s cart lines (legacy)',
    method: 'POST',
    url: () => '/cart.update',
    payload: uncheckAllOfA,
    status: 404,
  },
  {
    what: 'delete A’s cart line',
    method: 'DELETE',
    url: () => '/cartdel',
    payload: (a) => ({ cart_id: a.cartIds[0] }),
    status: 404,
  },
  {
    what: 'delete A’s cart lines through the query string',
    method: 'DELETE',
    url: (a) => `/cartdel?cart_id=${a.cartIds.join(',')}`,
    status: 404,
  },
  {
    what: 'delete A’s cart line (legacy)',
    method: 'POST',
    url: () => '/cart.del',
    payload: (a) => ({ cart_id: a.cartIds[1] }),
    status: 404,
  },
  {
    what: 'list the cart',
    method: 'GET',
    url: () => '/cart/list',
    status: 200,
    answer: (data) => expect(data.cartInfo.resultCartData).toEqual([]),
  },
  {
    what: 'count the cart',
    method: 'GET',
    url: () => '/cartcount',
    status: 200,
    answer: (data) => expect(data).toEqual({ item_count: 0, cart_count: 0 }),
  },
  {
    what: 'total the cart (legacy)',
    method: 'POST',
    url: () => '/cart.total',
    payload: () => ({}),
    status: 200,
    answer: (data) => expect(data.number).toBe(0),
  },
  // orders
  { what: 'read A’s order', method: 'GET', url: (a) => `/order/${a.doneOrderId}`, status: 404 },
  {
    what: 'read A’s order through trade/detail',
    method: 'GET',
    url: (a) => `/trade/detail?order_id=${a.doneOrderId}`,
    status: 404,
  },
  { what: 'read A’s order (legacy)', method: 'GET', url: (a) => `/trade.detail?tid=${a.paidOrderId}`, status: 404 },
  {
    what: 'cancel A’s order',
    method: 'POST',
    url: () => '/order/cancel',
    payload: (a) => ({ order_id: a.paidOrderId }),
    status: 404,
  },
  {
    what: 'cancel A’s order (legacy)',
    method: 'POST',
    url: () => '/trade.cancel.buyer',
    payload: (a) => ({ tid: a.paidOrderId }),
    status: 404,
  },
  {
    what: 'confirm receipt of A’s order',
    method: 'POST',
    url: () => '/order/confirmReceipt',
    payload: (a) => ({ order_id: a.shippedOrderId }),
    status: 404,
  },
  {
    what: 'confirm receipt of A’s order (legacy)',
    method: 'POST',
    url: () => '/trade.confirm.receipt',
    payload: (a) => ({ tid: a.shippedOrderId }),
    status: 404,
  },
  {
    what: 'delete A’s order',
    method: 'POST',
    url: () => '/trade.delete',
    payload: (a) => ({ order_id: a.doneOrderId }),
    status: 404,
  },
  {
    what: 'rate A’s order',
    method: 'POST',
    url: () => '/order/rate/create',
    payload: (a) => ({ order_id: a.doneOrderId, rates: [{ id: a.doneItemId, star: 1, content: '差' }] }),
    status: 404,
  },
  {
    what: 'list orders',
    method: 'GET',
    url: (a) => `/orders?order_type=all&keywords=${a.doneOrderId}`,
    status: 200,
    answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
  },
  {
    what: 'count orders',
    method: 'GET',
    url: () => '/orderscount?order_type=all',
    status: 200,
    answer: (data) =>
      expect(data).toEqual({
        all: 0,
        notpay: 0,
        payed: 0,
        wait_confirm: 0,
        done: 0,
        cancel: 0,
        wait_rate: 0,
        aftersales: 0,
      }),
  },
  // logistics
  { what: 'track A’s parcel', method: 'GET', url: (a) => `/trackerpull?order_id=${a.shippedOrderId}`, status: 404 },
  {
    what: 'track A’s parcel (legacy)',
    method: 'GET',
    url: (a) => `/trade.logistics?tid=${a.shippedOrderId}`,
    status: 404,
  },
  { what: 'list A’s shipments', method: 'GET', url: (a) => `/delivery/list?order_id=${a.shippedOrderId}`, status: 404 },
  {
    what: 'track A’s shipment by id',
    method: 'GET',
    url: (a) => `/delivery/trackerpull?delivery_id=${a.deliveryId}`,
    status: 404,
  },
  // after-sales
  {
    what: 'file after-sales on A’s order',
    method: 'POST',
    url: () => '/aftersales',
    payload: (a) => ({
      order_id: a.shippedOrderId,
      detail: [{ id: a.shippedItemId, num: 1 }],
      aftersales_type: 'ONLY_REFUND',
      reason: '不想要了',
    }),
    status: 404,
  },
  {
    what: 'read A’s after-sales',
    method: 'GET',
    url: (a) => `/aftersales/info?aftersales_bn=${a.aftersalesBn}`,
    status: 404,
  },
  {
    what: 'change A’s after-sales',
    method: 'POST',
    url: () => '/aftersales/modify',
    payload: (a) => ({ aftersales_bn: a.aftersalesBn, num: 1, description: '改' }),
    status: 404,
  },
  {
    what: 'withdraw A’s after-sales',
    method: 'POST',
    url: () => '/aftersales/close',
    payload: (a) => ({ aftersales_bn: a.aftersalesBn }),
    status: 404,
  },
  {
    what: 'send back for A’s after-sales',
    method: 'POST',
    url: () => '/aftersales/sendback',
    payload: (a) => ({ aftersales_bn: a.aftersalesBn, corp_code: 'SF', logi_no: 'SF1000000000001' }),
    status: 404,
  },
  {
    what: 'list after-sales',
    method: 'GET',
    url: (a) => `/aftersales?order_id=${a.doneOrderId}`,
    status: 200,
    answer: (data) => expect(data).toEqual({ list: [], total_count: 0 }),
  },
  // third-party sign-in bindings
  {
    what: 'unbind A’s WeChat',
    method: 'POST',
    url: () => '/user.trustlogin.unbind',
    payload: () => ({ type: 'weixin' }),
    status: 404,
  },
  {
    what: 'list third-party bindings',
    method: 'GET',
    url: () => '/user.trustlogin.list',
    status: 200,
    answer: (data) => expect(data).toEqual([]),
  },
]

/** Every member endpoint; guests and dead tokens get 401 whatever they send. */
const memberRoutes: [Method, string][] = [
  ['GET', '/member/addresslist'],
  ['POST', '/member/address'],
  ['GET', '/member/address/1'],
  ['PUT', '/member/address/1'],
  ['POST', '/member/address/1'],
  ['DELETE', '/member/address/1'],
  ['GET', '/member.address.get?addr_id=1'],
  ['POST', '/member.address.add'],
  ['POST', '/member.address.delete'],
  ['GET', '/member.address.setDefault?addr_id=1'],
  ['GET', '/member/collect/item'],
  ['GET', '/member/collect/item/check?item_id=1'],
  ['POST', '/member/collect/item/1'],
  ['DELETE', '/member/collect/item?is_empty=1'],
  ['POST', '/member.favorite.item.add'],
  ['GET', '/member.favorite.item.remove?item_id=1'],
  ['POST', '/member/collect/distribution/1'],
  ['DELETE', '/member/collect/distribution?distributor_id=1'],
  ['GET', '/member/collect/distribution'],
  ['GET', '/member/collect/distribution/check?distributor_id=1'],
  ['GET', '/member.favorite.shop.add?distributor_id=1'],
  ['POST', '/member/browse/history/save'],
  ['GET', '/member/browse/history/list'],
  ['DELETE', '/member/browse/history?is_empty=1'],
  ['GET', '/user/receiveCard?card_id=1'],
  ['GET', '/user/getUserCardList'],
  ['GET', '/point/member'],
  ['GET', '/point/member/info'],
  ['GET', '/user.point.get'],
  ['POST', '/vipgrades/buy'],
  ['GET', '/member/rights'],
  ['GET', '/user.rights'],
  ['GET', '/ziticode?order_id=ZT0001'],
  ['POST', '/cart/checkout'],
  ['GET', '/cart/checkout'],
  ['POST', '/cart.checkout'],
  ['GET', '/cart.checkout'],
  ['POST', '/getFreightFee'],
  ['POST', '/order_new'],
  ['POST', '/trade.create'],
  ['GET', '/order_new/202611230000000001'],
  ['GET', '/promotion/seckillactivity/geticket?seckill_id=1&item_id=1'],
  ['POST', '/cart'],
  ['GET', '/cart/list'],
  ['GET', '/cartcount'],
  ['PUT', '/cartupdate/num'],
  ['PUT', '/cartupdate/checkstatus'],
  ['POST', '/cartupdate/batch'],
  ['PUT', '/cartupdate'],
  ['DELETE', '/cartdel'],
  ['POST', '/cart/gift'],
  ['GET', '/cart.get.new'],
  ['POST', '/cart.del'],
  ['POST', '/cart.update'],
  ['POST', '/cart.total'],
  ['POST', '/cart.check'],
  ['POST', '/cart.addGift'],
  ['GET', '/orders'],
  ['GET', '/orderscount'],
  ['GET', '/order/202611230000000001'],
  ['GET', '/trade/detail?order_id=202611230000000001'],
  ['GET', '/trade.detail?tid=202611230000000001'],
  ['POST', '/order/cancel'],
  ['POST', '/trade.cancel.buyer'],
  ['POST', '/order/confirmReceipt'],
  ['POST', '/trade.confirm.receipt'],
  ['POST', '/trade.delete'],
  ['POST', '/order/rate/create'],
  ['GET', '/trackerpull?order_id=202611230000000001'],
  ['GET', '/trade.logistics?order_id=202611230000000001'],
  ['GET', '/delivery/list?order_id=202611230000000001'],
  ['GET', '/delivery/lists?order_id=202611230000000001'],
  ['GET', '/delivery/trackerpull?delivery_id=1'],
  ['GET', '/aftersales/reason/list'],
  ['POST', '/aftersales'],
  ['GET', '/aftersales'],
  ['GET', '/aftersales/info?aftersales_bn=1'],
  ['POST', '/aftersales/modify'],
  ['POST', '/aftersales/close'],
  ['POST', '/aftersales/sendback'],
  ['GET', '/user.trustlogin.list'],
  ['POST', '/user.trustlogin.bind'],
  ['POST', '/user.trustlogin.unbind'],
]

/** Member-owned tables whose rows must not change when someone else calls. */
const ownedTables = [
  'addresses',
  'collect_items',
  'collect_shops',
  'browse_history',
  'member_coupons',
  'point_logs',
  'carts',
  'orders',
  'aftersales',
  'order_rates',
  'member_trust_logins',
] as const

let app: FastifyInstance
let a: TestMember
let b: TestMember
let owned: Owned

function send(method: Method, url: string, headers: Record<string, string>, payload?: Record<string, unknown>) {
  return app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) })
}

async function snapshot(memberId: number) {
  const tables: Record<string, unknown[]> = {}
  for (const table of ownedTables) {
    tables[table] = await app.db.selectFrom(table).selectAll().where('member_id', '=', memberId).orderBy('id').execute()
  }
  return tables
}

beforeAll(async () => {
  app = await buildTestApp()
  await createTestRegions(app.db)
  a = await createTestMember(app)
  b = await createTestMember(app)
  const shopId = await createTestShop(app.db)
  const goodsIds = [await createTestGoods(app.db), await createTestGoods(app.db, { distributor_id: shopId })]

  const addressIds: number[] = []
  for (const name of ['张三', '张四']) {
    const res = await send('POST', '/member/address', a.headers, { ...validAddress, username: name })
    expect(res.statusCode, res.body).toBe(200)
    addressIds.push(res.json().data.address_id)
  }
  const historyIds: number[] = []
  for (const id of goodsIds) {
    expect((await send('POST', `/member/collect/item/${id}`, a.headers, {})).statusCode).toBe(200)
    const viewed = await send('POST', '/member/browse/history/save', a.headers, { item_id: id })
    historyIds.push(viewed.json().data.history_id)
  }
  expect((await send('POST', `/member/collect/distribution/${shopId}`, a.headers, {})).statusCode).toBe(200)
  const cardId = await createTestCoupon(app.db, { get_limit: 2 })
  expect((await send('GET', `/user/receiveCard?card_id=${cardId}`, a.headers)).statusCode).toBe(200)
  await app.db.transaction().execute((trx) => earnPoints(trx, a.id, 700, '注册赠送'))
  const cartIds: number[] = []
  for (const id of goodsIds) {
    const res = await send('POST', '/cart', a.headers, { item_id: id, num: 2 })
    expect(res.statusCode, res.body).toBe(200)
    cartIds.push(
      res
        .json()
        .data.cartInfo.resultCartData.flatMap(
          (g: { cartitemlist: { cart_id: number; item_id: number }[] }) => g.cartitemlist,
        )
        .find((l: { item_id: number }) => l.item_id === id).cart_id,
    )
  }
  const paid = await createPlacedOrder(app.db, a.id, { status: 'PAYED', lines: [{ goodsId: goodsIds[0] }] })
  const shipped = await createPlacedOrder(app.db, a.id, {
    status: 'PAYED',
    lines: [{ goodsId: goodsIds[0], quantity: 2 }],
  })
  const { delivery_id: deliveryId } = await shipOrder(
    app.db,
    shipped.orderId,
    { corp: 'SF' },
    Math.floor(Date.now() / 1000),
  )
  const done = await createPlacedOrder(app.db, a.id, { status: 'DONE', lines: [{ goodsId: goodsIds[1], quantity: 2 }] })
  const filed = await send('POST', '/aftersales', a.headers, {
    order_id: done.orderId,
    detail: [{ id: done.itemIds[0], num: 1 }],
    aftersales_type: 'ONLY_REFUND',
    reason: '不想要了',
  })
  expect(filed.statusCode, filed.body).toBe(200)
  await app.db
    .insertInto('member_trust_logins')
    .values({
      member_id: a.id,
      type: 'weixin',
      openid: 'oAccessMatrixMemberA00000001',
      unionid: null,
      nickname: '甲的微信',
    })
    .execute()
  owned = {
    addressIds,
    defaultAddressId: addressIds[0],
    otherAddressId: addressIds[1],
    goodsIds,
    shopId,
    historyIds,
    cardId,
    cartIds,
    paidOrderId: paid.orderId,
    shippedOrderId: shipped.orderId,
    shippedItemId: shipped.itemIds[0]!,
    deliveryId,
    doneOrderId: done.orderId,
    doneItemId: done.itemIds[0]!,
    aftersalesBn: filed.json().data.aftersales_bn,
  }
})
afterAll(async () => {
  await app?.close()
})

describe('another member', () => {
  for (const probe of ownerProbes) {
    it(`cannot ${probe.what} (${probe.method})`, async () => {
      const before = await snapshot(a.id)
      const res = await send(probe.method, probe.url(owned), b.headers, probe.payload?.(owned))
      expect(res.statusCode, res.body).toBe(probe.status)
      probe.answer?.(res.json().data, owned)
      expect(await snapshot(a.id)).toEqual(before)
    })
  }

  it('left every one of A’s rows in place', async () => {
    const rows = await snapshot(a.id)
    expect(rows.addresses).toHaveLength(2)
    expect(rows.collect_items).toHaveLength(2)
    expect(rows.collect_shops).toHaveLength(1)
    expect(rows.browse_history).toHaveLength(2)
    expect(rows.member_coupons).toHaveLength(1)
    expect(rows.point_logs).toHaveLength(1)
    expect(rows.carts).toEqual([
      expect.objectContaining({ quantity: 2, is_checked: 1 }),
      expect.objectContaining({ quantity: 2, is_checked: 1 }),
    ])
    expect(rows.orders.map((order: any) => order.status)).toEqual(['PAYED', 'WAIT_BUYER_CONFIRM', 'DONE'])
    expect(rows.aftersales).toEqual([expect.objectContaining({ status: 'WAIT_SELLER_AGREE', num: 1 })])
    expect(rows.order_rates).toEqual([])
    expect(rows.member_trust_logins).toEqual([expect.objectContaining({ type: 'weixin', nickname: '甲的微信' })])
  })
})

/** The merchant's own calls: the settlement application belongs to the shop account. */
const shopRoutes: [Method, string][] = [
  ['GET', '/merchant/settlementapply/detail'],
  ['GET', '/merchant/settlementapply/step'],
  ['GET', '/merchant/settlementapply/auditstatus'],
  ['POST', '/merchant/settlementapply/1'],
]

describe('guests and dead tokens', () => {
  const deadTokens: [string, () => Promise<string>][] = [
    ['no token', async () => ''],
    ['a garbage token', async () => 'Bearer not-a-token'],
    [
      'a token signed with another secret',
      async () =>
        `Bearer ${issueToken('other-secret', { sub: a.id, kind: 'member', sid: newSessionId(), exp: 4_000_000_000 })}`,
    ],
    ['a shop token', async () => `Bearer ${(await createSession(app.db, app.config.secret, 'shop', a.id)).token}`],
    [
      'a revoked member token',
      async () => {
        const session = await createSession(app.db, app.config.secret, 'member', a.id)
        const [body] = session.token.split('.')
        const { sid } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sid: string }
        await revokeSession(app.db, sid)
        return `Bearer ${session.token}`
      },
    ],
  ]
  for (const [who, token] of deadTokens) {
    it(`get 401 on every member endpoint with ${who}, and nothing changes`, async () => {
      const authorization = await token()
      const before = await snapshot(a.id)
      for (const [method, url] of memberRoutes) {
        const res = await send(
          method,
          url,
          authorization ? { authorization } : {},
          method === 'GET'
            ? undefined
            : {
                ...validAddress,
                item_id: owned.goodsIds[0],
                addr_id: owned.defaultAddressId,
                is_empty: 1,
                grade_id: 1,
              },
        )
        expect(res.statusCode, `${method} ${url}`).toBe(401)
        expect(res.json()).toMatchObject({ status_code: 401 })
      }
      expect(await snapshot(a.id)).toEqual(before)
    })
  }

  it('get 401 on every merchant endpoint with a member token', async () => {
    const authorization = `Bearer ${(await createSession(app.db, app.config.secret, 'member', a.id)).token}`
    for (const [method, url] of shopRoutes) {
      const res = await send(
        method,
        url,
        { authorization },
        method === 'GET' ? undefined : { settled_type: 'enterprise' },
      )
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})
