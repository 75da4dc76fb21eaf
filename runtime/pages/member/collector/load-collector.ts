import type { Http } from '../../../api/http.ts'
import {
  countCollectedItems,
  countCollectedShops,
  listCollectedGoods,
  listCollectedShops,
  type CollectedGoods,
  type CollectedShop,
} from '../../../api/member.ts'
import { requireMember } from '../../../features/member/require-member.ts'
import { keepPageInRange, pageParam } from '../coupon/page-param.ts'
import { collectedGoodsHref, followedShopsHref } from './collect-tabs.ts'

/** Four cards a row, five rows a page. */
export const GOODS_PAGE_SIZE = 20
export const SHOPS_PAGE_SIZE = 10

export interface CollectedGoodsData {
  page: number
  goods: CollectedGoods[]
  total: number
  /** The other tab's count; null when it could not be read. */
  shopCount: number | null
}

export interface FollowedShopsData {
  page: number
  shops: CollectedShop[]
  total: number
  goodsCount: number | null
}

/** 商品收藏: one page of the favourite goods, newest first, with the shop tab's count. */
export async function loadCollectedGoods(http: Http, request: Request): Promise<CollectedGoodsData> {
  requireMember(request)
  const page = pageParam(new URL(request.url))
  const [result, shopCount] = await Promise.all([
    listCollectedGoods(http, { page_no: page, page_size: GOODS_PAGE_SIZE }),
    countCollectedShops(http, { silent: true }).catch(() => null),
  ])
  keepPageInRange(page, result.total, GOODS_PAGE_SIZE, collectedGoodsHref)
  return { page, goods: result.list, total: result.total, shopCount }
}

/** 店铺收藏 (/member/follow): one page of the followed shops, with the goods tab's count. */
export async function loadFollowedShops(http: Http, request: Request): Promise<FollowedShopsData> {
  requireMember(request)
  const page = pageParam(new URL(request.url))
  const [result, goodsCount] = await Promise.all([
    listCollectedShops(http, { page_no: page, page_size: SHOPS_PAGE_SIZE }),
    countCollectedItems(http, { silent: true }).catch(() => null),
  ])
  keepPageInRange(page, result.total, SHOPS_PAGE_SIZE, followedShopsHref)
  return { page, shops: result.list, total: result.total, goodsCount }
}
