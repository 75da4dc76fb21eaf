/** Trade: carts, orders and their lines, payments, refunds, after-sales, logistics, ratings. */
import type { Generated, Selectable } from 'kysely'
import type { Flag, Timestamp, JsonText } from './common.ts'

export type CartType = 'cart' | 'fastbuy'

/** Cart lines. A fastbuy line is the one "buy now" item a member is checking out. */
export interface CartsTable {
  id: Generated<number>
  member_id: number
  cart_type: Generated<CartType>
  distributor_id: Generated<number>
  goods_id: number
  sku_id: number
  quantity: number
  is_checked: Generated<Flag>
  /** Promotion the shopper picked for this line. */
  selected_promotion: number | null
  /** For a gift line, the gift promotion it belongs to; 0 for ordinary lines. */
  rel_promotion_id: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

/**
 * NOTPAY 待付款 → PAYED 待发货 → WAIT_BUYER_CONFIRM 待收货 → DONE 已完成;
 * NOTPAY → CANCEL on buyer cancel or payment timeout.
 */
export type OrderStatus = 'NOTPAY' | 'PAYED' | 'WAIT_BUYER_CONFIRM' | 'DONE' | 'CANCEL'
export type OrderType = 'normal' | 'normal_seckill' | 'point' | 'vip'
export type ReceiptType = 'logistics' | 'ziti'

export interface OrdersTable {
  id: Generated<number>
  /** Public order number, e.g. "2026112312345678". */
  order_id: string
  member_id: number
  distributor_id: Generated<number>
  status: Generated<OrderStatus>
  order_type: Generated<OrderType>
  /** Amount to pay: item_fee + freight_fee - discount_fee - coupon_fee - member_discount - point_fee. */
  total_fee: number
  item_fee: number
  freight_fee: Generated<number>
  /** Promotion discounts (满减, 折扣, seckill savings). */
  discount_fee: Generated<number>
  coupon_fee: Generated<number>
  member_discount: Generated<number>
  /** Cash value paid with points. */
  point_fee: Generated<number>
  /** Points spent (points-mall price or points deduction). */
  point_used: Generated<number>
  /** Points the member earns when the order completes. */
  point_earned: Generated<number>
  total_num: number
  member_coupon_id: number | null
  seckill_id: number | null
  seckill_ticket: string | null
  /** The bought grade for order_type 'vip'. */
  vip_grade_id: number | null
  pay_type: string | null
  paid_at: Timestamp | null
  receipt_type: Generated<ReceiptType>
  ziti_code: string | null
  receiver_name: Generated<string>
  receiver_mobile: Generated<string>
  receiver_province: Generated<string>
  receiver_city: Generated<string>
  receiver_county: Generated<string>
  receiver_address: Generated<string>
  receiver_zip: Generated<string>
  /** { type, title, tax_number, ... } or null. */
  invoice: JsonText | null
  remark: Generated<string>
  /** A note only operators see. */
  operator_remark: Generated<string>
  /** Client key making order creation safe to retry; unique per member. */
  idempotency_key: string | null
  /** Unpaid orders are cancelled after this time. */
  expires_at: Timestamp | null
  cancel_reason: string | null
  cancelled_at: Timestamp | null
  delivered_at: Timestamp | null
  finished_at: Timestamp | null
  is_rated: Generated<Flag>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  /** 1 once the member removed the finished or cancelled order from their list (/trade.delete). */
  member_deleted: Generated<Flag>
}

export interface OrderItemsTable {
  id: Generated<number>
  order_id: string
  /** Null for lines that are not goods (the grade bought by a 'vip' order). */
  goods_id: number | null
  sku_id: number | null
  distributor_id: Generated<number>
  /** Snapshots at order time. */
  item_name: string
  pic: Generated<string>
  spec_desc: Generated<string>
  bn: Generated<string>
  price: number
  market_price: Generated<number>
  point_price: Generated<number>
  quantity: number
  /** price * quantity. */
  item_fee: number
  /** Share of the order's discounts, coupon and member discount. */
  discount_fee: Generated<number>
  /** What was paid for this line. */
  total_fee: number
  /** Units in after-sales (open or done) and units refunded; both ≤ quantity. */
  aftersales_num: Generated<number>
  refunded_num: Generated<number>
  refunded_fee: Generated<number>
  is_gift: Generated<Flag>
  is_rated: Generated<Flag>
  created_at: Generated<Timestamp>
}

export type PaymentStatus = 'NOTPAY' | 'SUCCESS' | 'CLOSED'

export interface PaymentsTable {
  id: Generated<number>
  trade_no: string
  order_id: string
  member_id: number
  pay_type: string
  amount: number
  status: Generated<PaymentStatus>
  provider_trade_no: string | null
  /** Raw provider notification, kept for reconciliation. */
  notify_raw: string | null
  created_at: Generated<Timestamp>
  paid_at: Timestamp | null
}

export type RefundStatus = 'READY' | 'SUCCESS' | 'FAIL'

export interface RefundsTable {
  id: Generated<number>
  refund_bn: string
  order_id: string
  aftersales_id: number | null
  member_id: number
  refund_fee: number
  refund_point: Generated<number>
  status: Generated<RefundStatus>
  reason: Generated<string>
  created_at: Generated<Timestamp>
  refunded_at: Timestamp | null
  /** The payment (payments.trade_no) the money goes back through; null when none was refunded (points only). */
  trade_no: Generated<string | null>
}

export type AftersalesType = 'ONLY_REFUND' | 'REFUND_GOODS'
/**
 * WAIT_SELLER_AGREE 待审核 → (ONLY_REFUND) WAIT_REFUND 待退款 | (REFUND_GOODS) WAIT_BUYER_RETURN_GOODS
 * 待寄回 → WAIT_SELLER_CONFIRM_GOODS 待收货确认 → WAIT_REFUND; WAIT_REFUND → REFUNDING 退款中 →
 * REFUNDED 已退款 (or back to WAIT_REFUND when the refund fails); SELLER_REFUSE 已驳回; CLOSED 买家撤销.
 */
export type AftersalesStatus =
  | 'WAIT_SELLER_AGREE'
  | 'WAIT_BUYER_RETURN_GOODS'
  | 'WAIT_SELLER_CONFIRM_GOODS'
  | 'WAIT_REFUND'
  | 'REFUNDING'
  | 'REFUNDED'
  | 'SELLER_REFUSE'
  | 'CLOSED'

export interface AftersalesTable {
  id: Generated<number>
  aftersales_bn: string
  order_id: string
  order_item_id: number
  member_id: number
  distributor_id: Generated<number>
  aftersales_type: AftersalesType
  num: number
  reason: string
  description: Generated<string>
  /** JSON array of image URLs. */
  evidence_pics: Generated<JsonText>
  status: Generated<AftersalesStatus>
  refund_fee: Generated<number>
  refund_point: Generated<number>
  refuse_reason: string | null
  sendback_corp: string | null
  sendback_code: string | null
  sendback_at: Timestamp | null
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  closed_at: Timestamp | null
  /** When the operator approved or refused it. */
  reviewed_at: Generated<Timestamp | null>
  /** REFUND_GOODS: when the returned goods arrived. */
  goods_received_at: Generated<Timestamp | null>
  refunded_at: Generated<Timestamp | null>
  /** Freight refunded with this application (the one that leaves nothing of an unshipped order unrefunded). */
  refund_freight: Generated<number>
}

export interface OrderLogisticsTable {
  id: Generated<number>
  order_id: string
  delivery_corp: string
  delivery_corp_name: string
  delivery_code: string
  created_at: Generated<Timestamp>
}

export interface LogisticsTracesTable {
  id: Generated<number>
  logistics_id: number
  event_time: Timestamp
  context: string
}

export interface OrderRatesTable {
  id: Generated<number>
  order_id: string
  order_item_id: number
  member_id: number
  goods_id: number
  /** 1..5 */
  star: number
  content: Generated<string>
  /** JSON array of image URLs. */
  pics: Generated<JsonText>
  anonymous: Generated<Flag>
  created_at: Generated<Timestamp>
}

/** The tables of this area, as they appear in `Database`. */
export interface TradeTables {
  carts: CartsTable
  orders: OrdersTable
  order_items: OrderItemsTable
  payments: PaymentsTable
  refunds: RefundsTable
  aftersales: AftersalesTable
  order_logistics: OrderLogisticsTable
  logistics_traces: LogisticsTracesTable
  order_rates: OrderRatesTable
}

export type Order = Selectable<OrdersTable>
export type OrderItem = Selectable<OrderItemsTable>
