import type { AftersalesReasons, AftersalesView } from '../../../api/aftersales.ts'

/** Test fixtures: applications and reasons as the server answers them. */
export const REASONS: AftersalesReasons = {
  ONLY_REFUND: ['不想要了', '拍错了/多拍了', '其他'],
  REFUND_GOODS: ['质量问题', '尺码不合适', '其他'],
  list: ['不想要了', '拍错了/多拍了', '其他', '质量问题', '尺码不合适'],
}

export function aftersalesFixture(overrides: Partial<AftersalesView> = {}): AftersalesView {
  return {
    aftersales_bn: '202611231200000001',
    order_id: '202611230000000001',
    order_item_id: 1,
    item_id: 7,
    sku_id: 27,
    title: '星河 67W 氮化镓快充充电器套装',
    pic: '/uploads/goods/7-1.svg',
    spec_desc: '颜色:白色',
    price: 9405,
    quantity: 2,
    num: 1,
    aftersales_type: 'REFUND_GOODS',
    aftersales_type_desc: '退货退款',
    status: 'WAIT_SELLER_AGREE',
    status_desc: '待商家审核',
    reason: '质量问题',
    description: '指示灯不亮',
    evidence_pic: [],
    refund_fee: 9405,
    refund_freight: 0,
    refund_point: 0,
    refuse_reason: null,
    sendback_corp: null,
    sendback_code: null,
    sendback_at: null,
    // 2026-11-23 12:00:00 in China.
    created_at: 1_795_406_400,
    updated_at: 1_795_406_400,
    reviewed_at: null,
    goods_received_at: null,
    refunded_at: null,
    closed_at: null,
    can_modify: 1,
    can_close: 1,
    can_sendback: 0,
    progress: [],
    ...overrides,
  }
}
