import { sql, type Kysely } from 'kysely'
import { type AddColumns, createIndex, dropTables, type SchemaKit, schemaKit } from './kit.ts'

const ORDER_STATUSES = ['NOTPAY', 'PAYED', 'WAIT_BUYER_CONFIRM', 'DONE', 'CANCEL'] as const
const ORDER_TYPES = ['normal', 'normal_seckill', 'point', 'vip'] as const
export const AFTERSALES_STATUSES = [
  'WAIT_SELLER_AGREE',
  'WAIT_BUYER_RETURN_GOODS',
  'WAIT_SELLER_CONFIRM_GOODS',
  'REFUNDED',
  'SELLER_REFUSE',
  'CLOSED',
] as const

/** The after-sales table's columns with the given statuses; migration 0130 rebuilds the table from them. */
export const aftersalesColumns =
  (k: SchemaKit, statuses: readonly string[]): AddColumns =>
  (t) =>
    t
      .$call(k.id)
      .addColumn('aftersales_bn', 'text', (c) => c.notNull().unique())
      .$call(k.textRef('order_id', 'orders.order_id'))
      .$call(k.ref('order_item_id', 'order_items.id'))
      .$call(k.ref('member_id', 'members.id'))
      .$call(k.count('distributor_id'))
      .$call(k.oneOf('aftersales_type', ['ONLY_REFUND', 'REFUND_GOODS']))
      .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
      .$call(k.textRequired('reason'))
      .$call(k.text('description'))
      .$call(k.json('evidence_pics', '[]'))
      .$call(k.oneOf('status', statuses, 'WAIT_SELLER_AGREE'))
      .$call(k.money('refund_fee'))
      .$call(k.count('refund_point'))
      .$call(k.textNullable('refuse_reason', 'sendback_corp', 'sendback_code'))
      .$call(k.timeNullable('sendback_at'))
      .$call(k.timestamps)
      .$call(k.timeNullable('closed_at'))

/** Cart, orders and their lines, payments, refunds, after-sales, logistics and ratings. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await k
    .table('carts')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.oneOf('cart_type', ['cart', 'fastbuy'], 'cart'))
    .$call(k.count('distributor_id'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.ref('sku_id', 'skus.id', 'cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .$call(k.flag('is_checked', 1))
    .$call(k.intNullable('selected_promotion'))
    .$call(k.count('rel_promotion_id'))
    .$call(k.timestamps)
    .addUniqueConstraint('carts_line_unique', [
      'member_id',
      'cart_type',
      'distributor_id',
      'sku_id',
      'rel_promotion_id',
    ])
    .execute()

  await k
    .table('orders')
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .$call(k.ref('member_id', 'members.id'))
    .$call(k.count('distributor_id'))
    .$call(k.oneOf('status', ORDER_STATUSES, 'NOTPAY'))
    .$call(k.oneOf('order_type', ORDER_TYPES, 'normal'))
    .$call(k.money('total_fee', true))
    .$call(k.money('item_fee', true))
    .$call(k.money('freight_fee'))
    .$call(k.money('discount_fee'))
    .$call(k.money('coupon_fee'))
    .$call(k.money('member_discount'))
    .$call(k.money('point_fee'))
    .$call(k.count('point_used'))
    .$call(k.count('point_earned'))
    .$call(k.count('total_num'))
    .$call(k.refNullable('member_coupon_id', 'member_coupons.id'))
    .$call(k.intNullable('seckill_id'))
    .$call(k.textNullable('seckill_ticket'))
    .$call(k.refNullable('vip_grade_id', 'vip_grades.id'))
    .$call(k.textNullable('pay_type'))
    .$call(k.timeNullable('paid_at'))
    .$call(k.oneOf('receipt_type', ['logistics', 'ziti'], 'logistics'))
    .$call(k.textNullable('ziti_code'))
    .$call(
      k.text(
        'receiver_name',
        'receiver_mobile',
        'receiver_province',
        'receiver_city',
        'receiver_county',
        'receiver_address',
        'receiver_zip',
      ),
    )
    .$call(k.textNullable('invoice'))
    .$call(k.text('remark'))
    .$call(k.textNullable('idempotency_key'))
    .$call(k.timeNullable('expires_at'))
    .$call(k.textNullable('cancel_reason'))
    .$call(k.timeNullable('cancelled_at', 'delivered_at', 'finished_at'))
    .$call(k.flag('is_rated'))
    .$call(k.timestamps)
    .addUniqueConstraint('orders_idempotency_unique', ['member_id', 'idempotency_key'])
    .execute()
  await createIndex(db, 'orders_member_idx', 'orders', ['member_id', 'status', 'created_at'])
  await createIndex(db, 'orders_expiry_idx', 'orders', ['status', 'expires_at'])

  await k
    .table('order_items')
    .$call(k.textRef('order_id', 'orders.order_id', 'cascade'))
    // Null on lines that are not goods (the grade bought by a 'vip' order).
    .$call(k.refNullable('goods_id', 'goods.id', 'restrict'))
    .$call(k.refNullable('sku_id', 'skus.id', 'restrict'))
    .$call(k.count('distributor_id'))
    .$call(k.textRequired('item_name'))
    .$call(k.text('pic', 'spec_desc', 'bn'))
    .$call(k.money('price', true))
    .$call(k.money('market_price'))
    .$call(k.count('point_price'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .$call(k.money('item_fee', true))
    .$call(k.money('discount_fee'))
    .$call(k.money('total_fee', true))
    .$call(k.count('aftersales_num'))
    .$call(k.count('refunded_num'))
    .$call(k.money('refunded_fee'))
    .$call(k.flag('is_gift'))
    .$call(k.flag('is_rated'))
    .$call(k.createdAt())
    .addCheckConstraint(
      'order_items_aftersales_check',
      sql`aftersales_num <= quantity and refunded_num <= aftersales_num`,
    )
    .execute()
  await createIndex(db, 'order_items_order_idx', 'order_items', ['order_id'])

  await k
    .table('payments')
    .addColumn('trade_no', 'text', (c) => c.notNull().unique())
    .$call(k.textRef('order_id', 'orders.order_id'))
    .$call(k.ref('member_id', 'members.id'))
    .$call(k.textRequired('pay_type'))
    .$call(k.money('amount', true))
    .$call(k.oneOf('status', ['NOTPAY', 'SUCCESS', 'CLOSED'], 'NOTPAY'))
    .$call(k.textNullable('provider_trade_no', 'notify_raw'))
    .$call(k.createdAt())
    .$call(k.timeNullable('paid_at'))
    .execute()
  await createIndex(db, 'payments_order_idx', 'payments', ['order_id'])

  await db.schema.createTable('aftersales').$call(aftersalesColumns(k, AFTERSALES_STATUSES)).execute()
  await createIndex(db, 'aftersales_member_idx', 'aftersales', ['member_id', 'created_at'])
  await createIndex(db, 'aftersales_order_idx', 'aftersales', ['order_id'])

  await k
    .table('refunds')
    .addColumn('refund_bn', 'text', (c) => c.notNull().unique())
    .$call(k.textRef('order_id', 'orders.order_id'))
    .$call(k.refNullable('aftersales_id', 'aftersales.id'))
    .$call(k.ref('member_id', 'members.id'))
    .$call(k.money('refund_fee', true))
    .$call(k.count('refund_point'))
    .$call(k.oneOf('status', ['READY', 'SUCCESS', 'FAIL'], 'READY'))
    .$call(k.text('reason'))
    .$call(k.createdAt())
    .$call(k.timeNullable('refunded_at'))
    .execute()
  await createIndex(db, 'refunds_order_idx', 'refunds', ['order_id'])

  await k
    .table('order_logistics')
    .$call(k.textRef('order_id', 'orders.order_id', 'cascade'))
    .$call(k.textRequired('delivery_corp', 'delivery_corp_name', 'delivery_code'))
    .$call(k.createdAt())
    .execute()
  await createIndex(db, 'order_logistics_order_idx', 'order_logistics', ['order_id'])

  await k
    .table('logistics_traces')
    .$call(k.ref('logistics_id', 'order_logistics.id', 'cascade'))
    .$call(k.timeRequired('event_time'))
    .$call(k.textRequired('context'))
    .execute()
  await createIndex(db, 'logistics_traces_logistics_idx', 'logistics_traces', ['logistics_id', 'event_time'])

  await k
    .table('order_rates')
    .$call(k.textRef('order_id', 'orders.order_id', 'cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().unique().references('order_items.id').onDelete('cascade'))
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .addColumn('star', 'integer', (c) => c.notNull().check(sql`star between 1 and 5`))
    .$call(k.text('content'))
    .$call(k.json('pics', '[]'))
    .$call(k.flag('anonymous'))
    .$call(k.createdAt())
    .execute()
  await createIndex(db, 'order_rates_goods_idx', 'order_rates', ['goods_id', 'created_at'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'order_rates',
    'logistics_traces',
    'order_logistics',
    'refunds',
    'aftersales',
    'payments',
    'order_items',
    'orders',
    'carts',
  ])
}
