import type { AftersalesWithLine } from './repo.ts'
import type { AftersalesView } from '../../../schemas/api/aftersales.ts'
import { AFTERSALES_STATUS_DESC, AFTERSALES_TYPE_DESC, MEMBER_CLOSABLE } from './status.ts'

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

/** The photo list stored as JSON text; anything unreadable counts as none. */
export function parsePics(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function progress(row: AftersalesWithLine) {
  const reviewTitle = row.status === 'SELLER_REFUSE' ? '商家驳回申请' : '商家同意申请'
  const steps: { key: string; title: string; time: number | null }[] = [
    { key: 'applied', title: '提交售后申请', time: row.created_at },
    { key: 'reviewed', title: reviewTitle, time: row.reviewed_at },
    { key: 'sendback', title: '买家寄回商品', time: row.sendback_at },
    { key: 'goods_received', title: '商家确认收货', time: row.goods_received_at },
    { key: 'refunded', title: '退款成功', time: row.refunded_at },
    { key: 'closed', title: '买家撤销申请', time: row.closed_at },
  ]
  return steps.filter((step): step is { key: string; title: string; time: number } => step.time !== null)
}

export function toAftersalesView(row: AftersalesWithLine): AftersalesView {
  return {
    aftersales_bn: row.aftersales_bn,
    order_id: row.order_id,
    order_item_id: row.order_item_id,
    item_id: row.goods_id,
    sku_id: row.sku_id,
    title: row.item_name,
    pic: row.pic,
    spec_desc: row.spec_desc,
    price: row.price,
    quantity: row.quantity,
    num: row.num,
    aftersales_type: row.aftersales_type,
    aftersales_type_desc: AFTERSALES_TYPE_DESC[row.aftersales_type],
    status: row.status,
    status_desc: AFTERSALES_STATUS_DESC[row.status],
    reason: row.reason,
    description: row.description,
    evidence_pic: parsePics(row.evidence_pics),
    refund_fee: row.refund_fee + row.refund_freight,
    refund_freight: row.refund_freight,
    refund_point: row.refund_point,
    refuse_reason: row.refuse_reason,
    sendback_corp: row.sendback_corp,
    sendback_code: row.sendback_code,
    sendback_at: row.sendback_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    reviewed_at: row.reviewed_at,
    goods_received_at: row.goods_received_at,
    refunded_at: row.refunded_at,
    closed_at: row.closed_at,
    can_modify: flag(row.status === 'WAIT_SELLER_AGREE'),
    can_close: flag(MEMBER_CLOSABLE.includes(row.status)),
    can_sendback: flag(row.status === 'WAIT_BUYER_RETURN_GOODS'),
    progress: progress(row),
  }
}
