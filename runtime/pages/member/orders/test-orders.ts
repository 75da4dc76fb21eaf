import type { OrderCard, OrderCounts, OrderDetail, OrderLine } from '../../../api/orders.ts'

/** Test fixtures: orders as the server answers them. */
export function lineFixture(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 1,
    item_id: 7,
    sku_id: 27,
    title: '星河 67W 氮化镓快充充电器套装',
    pic: '/uploads/goods/7-1.svg',
    spec_desc: '颜色:白色 尺码:M',
    price: 9405,
    point_price: 0,
    num: 1,
    item_fee: 9405,
    discount_fee: 0,
    total_fee: 9405,
    is_gift: 0,
    aftersales_num: 0,
    refunded_num: 0,
    refunded_fee: 0,
    is_rated: 0,
    can_aftersales: 0,
    ...overrides,
  }
}

const flags = { can_cancel: 0, can_pay: 0, can_confirm: 0, can_rate: 0, can_aftersales: 0, can_delete: 0 } as const

export function orderFixture(overrides: Partial<OrderCard> = {}): OrderCard {
  return {
    order_id: '202611230000000001',
    status: 'NOTPAY',
    status_desc: '待付款',
    order_type: 'normal',
    distributor_id: 0,
    total_fee: 9405,
    item_fee: 9900,
    freight_fee: 0,
    discount_fee: 0,
    coupon_fee: 0,
    member_discount: 495,
    point_fee: 0,
    point_used: 0,
    total_num: 1,
    // 2026-11-23 12:00:00 in China.
    created_at: 1_795_406_400,
    expires_at: null,
    paid_at: null,
    delivered_at: null,
    finished_at: null,
    is_rated: 0,
    in_aftersales: 0,
    items: [lineFixture()],
    ...flags,
    ...overrides,
  }
}

/** One order in each state, with the flags the server gives it. */
export const ORDERS_BY_STATUS = {
  notpay: orderFixture({
    order_id: '100000000000000001',
    status: 'NOTPAY',
    status_desc: '待付款',
    can_pay: 1,
    can_cancel: 1,
    expires_at: 1_795_408_200,
  }),
  payed: orderFixture({
    order_id: '100000000000000002',
    status: 'PAYED',
    status_desc: '待发货',
    paid_at: 1_795_406_500,
    can_cancel: 1,
  }),
  shipped: orderFixture({
    order_id: '100000000000000003',
    status: 'WAIT_BUYER_CONFIRM',
    status_desc: '待收货',
    paid_at: 1_795_406_500,
    delivered_at: 1_795_410_000,
    can_confirm: 1,
  }),
  done: orderFixture({
    order_id: '100000000000000004',
    status: 'DONE',
    status_desc: '已完成',
    paid_at: 1_795_406_500,
    delivered_at: 1_795_410_000,
    finished_at: 1_795_500_000,
    can_delete: 1,
  }),
  cancelled: orderFixture({ order_id: '100000000000000005', status: 'CANCEL', status_desc: '已取消', can_delete: 1 }),
  aftersales: orderFixture({
    order_id: '100000000000000006',
    status: 'DONE',
    status_desc: '售后中',
    in_aftersales: 1,
    paid_at: 1_795_406_500,
    delivered_at: 1_795_410_000,
    finished_at: 1_795_500_000,
    items: [lineFixture({ aftersales_num: 1 })],
  }),
} satisfies Record<string, OrderCard>

export function countsFixture(overrides: Partial<OrderCounts> = {}): OrderCounts {
  return { all: 6, notpay: 1, payed: 1, wait_confirm: 1, done: 2, cancel: 1, wait_rate: 1, aftersales: 1, ...overrides }
}

export function detailFixture(card: OrderCard, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...card,
    pay_type: card.paid_at ? 'testpay' : null,
    point_earned: 94,
    receipt_type: 'logistics',
    receiver: {
      name: '李明',
      mobile: '13800000000',
      province: '北京市',
      city: '北京市',
      county: '朝阳区',
      address: '三里屯路 19 号',
      zip: '100027',
    },
    receiver_name: '李明',
    receiver_mobile: '13800000000',
    receiver_address: '北京市 北京市 朝阳区 三里屯路 19 号',
    invoice: null,
    remark: '',
    cancel_reason: card.status === 'CANCEL' ? '不想要了' : null,
    cancelled_at: card.status === 'CANCEL' ? 1_795_407_000 : null,
    remaining_seconds: card.status === 'NOTPAY' ? 1_800 : 0,
    payments: [],
    refunds: [],
    refunded_fee: 0,
    logistics: null,
    timeline: [],
    ...overrides,
  }
}
