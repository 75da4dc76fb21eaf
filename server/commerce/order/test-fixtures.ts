import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, OrderStatus, OrderType } from '../../db/types.ts'
import { newOrderNumber } from '../vip/order-number.ts'

/** Fixtures for order, logistics, rating and after-sales tests: orders as checkout and payment leave them. */

import { now as nowSeconds } from '../../../schemas/time.ts'

export { nowSeconds }
const DAY = 24 * 3600

export interface LineSpec {
  goodsId: number
  /** Unit price in cents (defaults to the SKU's price). */
  price?: number
  quantity?: number
  /** The line's share of order-level discounts, in cents. */
  discount?: number
  pointPrice?: number
  isGift?: boolean
}

export interface OrderSpec {
  lines: LineSpec[]
  status?: OrderStatus
  orderType?: OrderType
  freight?: number
  /** Points deducted (or paid, for points goods) and their cash value. */
  pointUsed?: number
  pointFee?: number
  /** Points promised on completion; pointsEarnedFor(goods paid) when left out. */
  pointEarned?: number
  createdAt?: number
  paidAt?: number | null
  deliveredAt?: number | null
  finishedAt?: number | null
  receiverCity?: string
  receiverCounty?: string
}

export interface PlacedOrder {
  orderId: string
  itemIds: number[]
  totalFee: number
}

/**
 * An order with its lines, as checkout writes it, moved to `status` with the times that status
 * implies; paid statuses get a successful 模拟支付 payment of the total, so refunds can go back.
 */
export async function createPlacedOrder(db: Kysely<Database>, memberId: number, spec: OrderSpec): Promise<PlacedOrder> {
  const status = spec.status ?? 'PAYED'
  const at = spec.createdAt ?? nowSeconds() - 3600
  const orderId = newOrderNumber()
  const lines = []
  for (const line of spec.lines) {
    const sku = await db
      .selectFrom('skus')
      .innerJoin('goods', 'goods.id', 'skus.goods_id')
      .select(['skus.id', 'skus.price', 'skus.spec_desc', 'goods.item_name', 'goods.distributor_id'])
      .where('skus.goods_id', '=', line.goodsId)
      .orderBy('skus.id')
      .executeTakeFirstOrThrow()
    const quantity = line.quantity ?? 1
    const price = line.isGift ? 0 : (line.price ?? sku.price)
    const itemFee = price * quantity
    const discount = line.discount ?? 0
    lines.push({ sku, quantity, price, itemFee, discount, total: itemFee - discount, line })
  }
  const goodsTotal = lines.reduce((sum, l) => sum + l.total, 0)
  const freight = spec.freight ?? 0
  const totalFee = goodsTotal + freight
  const paid = status !== 'NOTPAY' && !(status === 'CANCEL' && spec.paidAt == null)
  const paidAt = spec.paidAt === undefined ? (paid ? at + 60 : null) : spec.paidAt
  const shipped = status === 'WAIT_BUYER_CONFIRM' || status === 'DONE'
  const deliveredAt = spec.deliveredAt === undefined ? (shipped ? at + 600 : null) : spec.deliveredAt
  const finishedAt = spec.finishedAt === undefined ? (status === 'DONE' ? at + 1200 : null) : spec.finishedAt
  await db
    .insertInto('orders')
    .values({
      order_id: orderId,
      member_id: memberId,
      distributor_id: lines[0]?.sku.distributor_id ?? 0,
      status,
      order_type: spec.orderType ?? 'normal',
      total_fee: totalFee,
      item_fee: lines.reduce((sum, l) => sum + l.itemFee, 0),
      freight_fee: freight,
      discount_fee: lines.reduce((sum, l) => sum + l.discount, 0),
      point_fee: spec.pointFee ?? 0,
      point_used: spec.pointUsed ?? 0,
      point_earned: spec.pointEarned ?? Math.floor(goodsTotal / 100),
      total_num: lines.reduce((sum, l) => sum + l.quantity, 0),
      member_coupon_id: null,
      seckill_id: null,
      seckill_ticket: null,
      vip_grade_id: null,
      pay_type: paid ? 'testpay' : null,
      paid_at: paidAt,
      ziti_code: null,
      receiver_name: '张三',
      receiver_mobile: '13912345678',
      receiver_province: '广东省',
      receiver_city: spec.receiverCity ?? '广州市',
      receiver_county: spec.receiverCounty ?? '天河区',
      receiver_address: '体育西路100号',
      invoice: null,
      idempotency_key: null,
      expires_at: status === 'NOTPAY' ? nowSeconds() + 30 * 60 : null,
      cancel_reason: status === 'CANCEL' ? '买家取消订单' : null,
      cancelled_at: status === 'CANCEL' ? at + 120 : null,
      delivered_at: deliveredAt,
      finished_at: finishedAt,
      created_at: at,
      updated_at: at,
    })
    .execute()
  const itemIds: number[] = []
  for (const l of lines) {
    const row = await db
      .insertInto('order_items')
      .values({
        order_id: orderId,
        goods_id: l.line.goodsId,
        sku_id: l.sku.id,
        distributor_id: l.sku.distributor_id,
        item_name: l.sku.item_name,
        pic: '/uploads/test/goods.jpg',
        spec_desc: l.sku.spec_desc,
        price: l.price,
        point_price: l.line.pointPrice ?? 0,
        quantity: l.quantity,
        item_fee: l.itemFee,
        discount_fee: l.discount,
        total_fee: l.total,
        is_gift: l.line.isGift ? 1 : 0,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    itemIds.push(row.id)
  }
  if (paid && totalFee > 0) {
    await db
      .insertInto('payments')
      .values({
        trade_no: `T${orderId}`,
        order_id: orderId,
        member_id: memberId,
        pay_type: 'testpay',
        amount: totalFee,
        status: 'SUCCESS',
        provider_trade_no: `TESTT${orderId}`,
        notify_raw: null,
        created_at: at + 30,
        paid_at: paidAt,
      })
      .execute()
  }
  return { orderId, itemIds, totalFee }
}

/** Finished `days` days ago. */
export const finishedDaysAgo = (days: number) => ({ status: 'DONE' as const, finishedAt: nowSeconds() - days * DAY })

const BASE = '/api/h5app/wxapp'

/** Sends a call with the given headers; answers status and parsed body. */
export async function send(
  app: FastifyInstance,
  who: { headers: Record<string, string> } | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) {
  const response = await app.inject({
    method,
    url: `${BASE}${path}`,
    headers: who?.headers ?? {},
    ...(method === 'GET' ? { query: payload as Record<string, string> | undefined } : { payload: payload ?? {} }),
  })
  return { status: response.statusCode, body: response.json() }
}

export async function pointBalance(db: Kysely<Database>, memberId: number): Promise<number> {
  return (
    await db.selectFrom('member_points').select('balance').where('member_id', '=', memberId).executeTakeFirstOrThrow()
  ).balance
}

export async function orderRow(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
}

export async function itemRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}
