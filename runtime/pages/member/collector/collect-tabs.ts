import { listHref } from '../coupon/page-param.ts'

export const COLLECTED_GOODS_PATH = '/member/collector'
export const FOLLOWED_SHOPS_PATH = '/member/follow'

export type CollectTab = 'goods' | 'shops'

export const collectedGoodsHref = (page = 1) => listHref(COLLECTED_GOODS_PATH, { page })
export const followedShopsHref = (page = 1) => listHref(FOLLOWED_SHOPS_PATH, { page })

/** 商品收藏 and 店铺收藏 with their counts (null when unknown), for the tab bar. */
export function collectTabs(counts: Record<CollectTab, number | null>) {
  return [
    { key: 'goods', label: '商品收藏', href: COLLECTED_GOODS_PATH, count: counts.goods },
    { key: 'shops', label: '店铺收藏', href: FOLLOWED_SHOPS_PATH, count: counts.shops },
  ]
}

export const shopHref = (distributorId: number) => `/shops/info?distributor_id=${distributorId}`
