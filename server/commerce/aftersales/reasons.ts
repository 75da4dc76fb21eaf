import type { AftersalesType } from '../../db/types.ts'

/** The reasons a member picks from, per after-sales type (GET aftersales/reason/list). */
export const AFTERSALES_REASONS: Record<AftersalesType, readonly string[]> = {
  ONLY_REFUND: ['不想要了', '拍错了/多拍了', '地址信息填写错误', '商家未按约定时间发货', '协商一致退款', '其他'],
  REFUND_GOODS: ['质量问题', '尺码不合适', '与描述不符', '商品破损/少件', '发错货', '七天无理由退换', '其他'],
}

export function isReasonFor(type: AftersalesType, reason: string): boolean {
  return AFTERSALES_REASONS[type].includes(reason)
}
