import { Type, type Static } from '@sinclair/typebox'
import { Address } from './address.ts'
import { GoodsPromotion } from './cart.ts'
import { OrderStatusText, orderItemFields } from './order.ts'
import { errorAnswers } from './errors.ts'
import { DistributorId, Id, OptionalCompanyId } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'ADDRESS_NOT_FOUND',
  'ADDRESS_REQUIRED',
  'COUPON_EXPIRED',
  'COUPON_ID_INVALID',
  'COUPON_NOT_ALLOWED',
  'COUPON_NOT_APPLICABLE',
  'COUPON_NOT_FOUND',
  'COUPON_NOT_STARTED',
  'COUPON_USED',
  'GIFT_NOT_FOR_SALE',
  'GOODS_NOT_FOUND',
  'GOODS_OFF_SHELF_NAMED',
  'IDEMPOTENCY_KEY_INVALID',
  'INVOICE_TITLE_REQUIRED',
  'INVOICE_TITLE_TOO_LONG',
  'INVOICE_TYPE_INVALID',
  'MIXED_SHOPS',
  'MODE_MISMATCH',
  'NOTHING_CHECKED',
  'NOT_POINT_GOODS',
  'NO_FASTBUY_LINE',
  'ORDER_NOT_FOUND',
  'POINTS_NOT_ALLOWED',
  'POINTS_OVER_LIMIT',
  'POINT_GOODS',
  'POINT_GOODS_SEPARATE',
  'POINT_ORDER_NO_COUPON',
  'QUANTITY_INVALID',
  'SECKILL_TICKET_INVALID',
  'SOLD_OUT',
  'SPEC_REQUIRED',
  'STOCK_CHANGED',
  'STOCK_NOT_ENOUGH',
  'TAX_NUMBER_INVALID',
  'TAX_NUMBER_REQUIRED',
  'UNAUTHORIZED',
  'VALIDATION',
)

const Mode = Type.Union([Type.Literal('cart'), Type.Literal('fastbuy'), Type.Literal('point')])
const OrderType = Type.Union([Type.Literal('normal'), Type.Literal('normal_seckill'), Type.Literal('point')])

/**
 * What a shopper may say about a checkout. Nothing about prices, totals or discounts: the server
 * computes them, and unknown fields are dropped before the handler runs.
 */
const checkoutFields = {
  /** Lines from: cart (checked cart lines), fastbuy (the "buy now" line) or point (points goods). */
  mode: Type.Optional(Mode),
  /** ECShopX name of `mode`. */
  cart_type: Type.Optional(Mode),
  order_type: Type.Optional(OrderType),
  /** Cart mode: check out only this shop's lines (one order per shop). */
  distributor_id: Type.Optional(DistributorId),
  address_id: Type.Optional(Id),
  addr_id: Type.Optional(Id),
  /** A member_coupons id; 'not_use' for none; empty for the best one. */
  coupon: Type.Optional(Type.String({ maxLength: 20 })),
  /** Points to deduct. */
  point_use: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  invoice_type: Type.Optional(Type.String({ maxLength: 20 })),
  invoice_title: Type.Optional(Type.String({ maxLength: 200 })),
  tax_number: Type.Optional(Type.String({ maxLength: 40 })),
  seckill_id: Type.Optional(Id),
  ticket: Type.Optional(Type.String({ maxLength: 64 })),
  seckill_ticket: Type.Optional(Type.String({ maxLength: 64 })),
  /** Points mode: the goods (or SKU) and quantity, when not taken from the fastbuy line. */
  item_id: Type.Optional(Id),
  sku_id: Type.Optional(Id),
  num: Type.Optional(Type.Number()),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  company_id: OptionalCompanyId,
}

const InvoiceInput = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 20 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  tax_number: Type.Optional(Type.String({ maxLength: 40 })),
})

export const CheckoutBody = Type.Object({
  ...checkoutFields,
  /** JSON bodies may send the invoice as an object; forms use invoice_type/invoice_title/tax_number. */
  invoice: Type.Optional(InvoiceInput),
})
export type CheckoutBody = Static<typeof CheckoutBody>

export const CheckoutQuery = Type.Object(checkoutFields)

export const FreightBody = Type.Object({
  ...checkoutFields,
  /** Without an address, the province to price delivery to (area code or name). */
  province_code: Type.Optional(Type.String({ maxLength: 12 })),
  province: Type.Optional(Type.String({ maxLength: 50 })),
})
export type FreightBody = Static<typeof FreightBody>

export const OrderNewBody = Type.Object({
  ...CheckoutBody.properties,
  /** Makes a retried submit return the order already created (also the Idempotency-Key header). */
  idempotency_key: Type.Optional(Type.String({ maxLength: 64 })),
})
export type OrderNewBody = Static<typeof OrderNewBody>

export const OrderIdParams = Type.Object({ order_id: Type.String({ maxLength: 32 }) })
export type OrderIdParams = Static<typeof OrderIdParams>

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

const Item = Type.Object({
  item_id: Type.Union([Type.Integer(), Type.Null()]),
  sku_id: Type.Union([Type.Integer(), Type.Null()]),
  cart_id: Type.Union([Type.Integer(), Type.Null()]),
  distributor_id: Type.Integer(),
  title: Type.String(),
  pic: Type.String(),
  spec_desc: Type.String(),
  bn: Type.String(),
  /** Unit price this member pays before order-level discounts (member, staff or seckill price). */
  price: Type.Integer(),
  /** The SKU's sale price. */
  sale_price: Type.Integer(),
  market_price: Type.Integer(),
  /** member (grade/staff price), seckill or sale; point for points goods. */
  price_kind: Type.String(),
  point_price: Type.Integer(),
  num: Type.Integer(),
  /** price × num. */
  item_fee: Type.Integer(),
  member_discount: Type.Integer(),
  promotion_fee: Type.Integer(),
  coupon_fee: Type.Integer(),
  point_fee: Type.Integer(),
  /** promotion_fee + coupon_fee + point_fee. */
  discount_fee: Type.Integer(),
  /** item_fee − discount_fee. */
  total_fee: Type.Integer(),
  is_gift: Flag,
})
export type CheckoutItem = Static<typeof Item>

const CouponOption = Type.Object({
  /** member_coupons id: what `coupon` takes. */
  id: Type.Integer(),
  card_id: Type.Integer(),
  card_type: Type.Unsafe<'cash' | 'discount' | 'gift'>(Type.String({ enum: ['cash', 'discount', 'gift'] })),
  title: Type.String(),
  reduce_cost: Type.Integer(),
  discount: Type.Integer(),
  least_cost: Type.Integer(),
  gift: Type.String(),
  begin_date: Type.Integer(),
  end_date: Type.Integer(),
  /** Cents it takes off this order. */
  coupon_fee: Type.Integer(),
  selected: Flag,
})
export type CheckoutCoupon = Static<typeof CouponOption>

const Invoice = Type.Object({ type: Type.String(), title: Type.String(), tax_number: Type.String() })
export type InvoiceView = Static<typeof Invoice>

const Promotion = Type.Object({ ...GoodsPromotion.properties, discount_fee: Type.Integer() })
export type CheckoutPromotion = Static<typeof Promotion>

const amounts = {
  order_type: Type.String(),
  /** Σ sale price × num. */
  item_fee: Type.Integer(),
  freight_fee: Type.Integer(),
  /** Promotions plus seckill savings. */
  discount_fee: Type.Integer(),
  coupon_fee: Type.Integer(),
  member_discount: Type.Integer(),
  point_fee: Type.Integer(),
  point_use: Type.Integer(),
  total_fee: Type.Integer(),
  total_num: Type.Integer(),
}

export const Checkout = Type.Object({
  items: Type.Array(Item),
  ...amounts,
  promotion_fee: Type.Integer(),
  max_point: Type.Integer(),
  promotions: Type.Array(Promotion),
  coupon: Type.Union([CouponOption, Type.Null()]),
  coupon_list: Type.Array(CouponOption),
  address: Type.Union([Address, Type.Null()]),
  /** The member's point balance. */
  point: Type.Integer(),
  invoice_allowed: Type.Boolean(),
  invoice: Type.Union([Invoice, Type.Null()]),
})
export type Checkout = Static<typeof Checkout>

const Freight = Type.Object({ freight_fee: Type.Integer() })

export const CreatedOrder = Type.Object({
  order_id: Type.String(),
  order_type: Type.String(),
  status: OrderStatusText,
  total_fee: Type.Integer(),
  point_use: Type.Integer(),
  pay_type: Type.Union([Type.String(), Type.Null()]),
  /** When an unpaid order is cancelled; null once paid. */
  expires_at: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.Integer(),
})
export type CreatedOrder = Static<typeof CreatedOrder>

const OrderItem = Type.Object(orderItemFields)

export const OrderSummary = Type.Object({
  ...CreatedOrder.properties,
  ...amounts,
  items: Type.Array(OrderItem),
  receiver_name: Type.String(),
  receiver_mobile: Type.String(),
  receiver_address: Type.String(),
  invoice: Type.Union([Invoice, Type.Null()]),
  remark: Type.String(),
  /** Seconds left to pay (0 once due or when nothing is due). */
  remaining_seconds: Type.Integer(),
})
export type OrderSummary = Static<typeof OrderSummary>

const route = routeSchemas('checkout', errors)

export const checkoutSchema = route(Checkout, {
  summary:
    '结算预览：商品、优惠、运费、可用优惠券与积分（mode=cart 购物车已勾选商品；fastbuy 立即购买；秒杀带 seckill_id 与 ticket）',
  body: CheckoutBody,
})

export const checkoutQuerySchema = route(Checkout, { summary: checkoutSchema.summary, querystring: CheckoutQuery })

export const freightSchema = route(Freight, {
  summary: '运费：按收货地址（address_id 或省份）与结算商品计算',
  body: FreightBody,
})

export const orderNewSchema = route(CreatedOrder, {
  summary: '提交订单（一次事务内扣减库存、使用优惠券与积分、清除已结算购物车；idempotency_key 重复提交返回同一订单）',
  body: OrderNewBody,
})

export const orderSummarySchema = route(OrderSummary, {
  summary: '收银台订单信息（仅本人订单）',
  params: OrderIdParams,
  querystring: Type.Object({ company_id: OptionalCompanyId }),
})
