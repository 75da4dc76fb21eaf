import { GOODS_STATUS_LABELS, type GoodsListRow } from '../../../schemas/api/admin/goods.ts'

/** The list's tabs: 全部 and each status, counted by the server under the same filters. */
export const GOODS_TABS = [
  { value: '', label: '全部' },
  { value: 'onsale', label: GOODS_STATUS_LABELS.onsale },
  { value: 'instock', label: GOODS_STATUS_LABELS.instock },
  { value: 'soldout', label: GOODS_STATUS_LABELS.soldout },
] as const

export const ITEM_TYPE_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'normal', label: '普通商品' },
  { value: 'point', label: '积分商品' },
] as const

export const STAFF_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: '1', label: '员工商品' },
  { value: '0', label: '非员工商品' },
] as const

export function statusTone(status: GoodsListRow['status']): string {
  if (status === 'onsale') return 'ac-status--ok'
  if (status === 'soldout') return 'ac-status--warn'
  return 'ac-status--off'
}
