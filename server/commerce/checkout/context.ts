import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { AddressRow } from '../address/repo.ts'
import { giftSkuIds, toPromotionRules } from '../pricing/promotions.ts'
import { findHeld, listUsableHeld } from '../coupon/repo.ts'
import { couponCovers, parseScopeIds, type GoodsScope } from '../coupon/scope.ts'
import { activePromotions } from '../goods/repo/activities.ts'
import { parseStringList } from '../goods/json-list.ts'
import type { Viewer } from '../goods/viewer.ts'
import { findBuyerAtAddress } from '../vip/buyer.ts'
import { resolveLines, type ResolvedLines } from './lines.ts'
import { buildQuote } from '../pricing/quote.ts'
import type { GiftSku, HeldCoupon, Quote, QuoteLine } from '../pricing/quote-types.ts'
import { skuLines } from './repo.ts'
import type { CheckoutRequest } from './request.ts'

/** Everything a checkout is priced from. */
export interface CheckoutContext extends ResolvedLines {
  viewer: Viewer
  address: AddressRow | null
  balance: number
  /** Factor on points earned (paid grades earn more). */
  pointMultiplier: number
  quote: Quote
}

/** Where freight is priced to: a saved address, or a province named without one. */
export type Destination = { addressId?: number } | { province: { provinceCode?: string; province?: string } }

async function heldCoupons(
  db: Kysely<Database>,
  memberId: number,
  lines: QuoteLine[],
  scopes: Map<number, GoodsScope>,
  now: number,
): Promise<HeldCoupon[]> {
  const held = await listUsableHeld(db, memberId, now)
  return held.map((row) => {
    const coupon = {
      distributor_id: row.distributor_id,
      use_scope: row.use_scope,
      scopeIds: parseScopeIds(row.use_scope_ids),
    }
    return {
      id: row.member_coupon_id,
      card_id: row.id,
      card_type: row.card_type,
      title: row.title,
      reduce_cost: row.reduce_cost,
      discount: row.discount,
      least_cost: row.least_cost,
      gift: row.gift,
      begin_date: row.held_begin_time,
      end_date: row.held_end_time,
      covers: lines.map((line) => {
        const goods = scopes.get(line.goods_id)
        return (
          goods !== undefined &&
          couponCovers(coupon, {
            goodsId: goods.goodsId,
            categoryIds: goods.categoryIds,
            distributorId: line.distributor_id,
          })
        )
      }),
    }
  })
}
/** A coupon id the member named but cannot use now: say why (not theirs, used, expired…). */
async function explainCoupon(
  db: Kysely<Database>,
  memberId: number,
  memberCouponId: number,
  now: number,
): Promise<void> {
  const held = await findHeld(db, memberId, memberCouponId)
  if (!held) throw fail('COUPON_NOT_FOUND')
  if (held.status === 'used') throw fail('COUPON_USED')
  if (held.status === 'expired' || held.end_time < now) throw fail('COUPON_EXPIRED')
  if (held.begin_time > now) throw fail('COUPON_NOT_STARTED')
}

async function giftSkus(db: Kysely<Database>, skuIds: number[]): Promise<GiftSku[]> {
  if (skuIds.length === 0) return []
  const rows = await skuLines(db, skuIds)
  return [...rows.values()].map((row) => ({
    goods_id: row.goods_id,
    sku_id: row.sku_id,
    distributor_id: row.distributor_id,
    title: row.item_name,
    pic: row.image_url || row.image_default_id || parseStringList(row.pics)[0] || '',
    spec_desc: row.spec_desc,
    bn: row.bn,
    store: row.store,
  }))
}

/**
 * Reads the buyer (grade, rights, balance), the address, the lines, the coupons and the
 * promotions in play, and prices them with buildQuote. Used by the preview, the freight call and
 * order creation alike, so what the shopper saw is what the order charges.
 */
export async function loadCheckout(
  db: Kysely<Database>,
  memberId: number,
  request: CheckoutRequest,
  now: number,
  destination: Destination = { addressId: request.addressId },
): Promise<CheckoutContext> {
  const toProvince = 'province' in destination
  const buyer = await findBuyerAtAddress(db, memberId, toProvince ? undefined : destination.addressId, now)
  if (!buyer) throw fail('UNAUTHORIZED')
  const { viewer, rights, balance } = buyer
  // The address first: naming someone else's is "not found" whatever else is wrong.
  if (!toProvince && destination.addressId !== undefined && !buyer.address) throw fail('ADDRESS_NOT_FOUND')
  const address = toProvince ? null : buyer.address
  const resolved = await resolveLines(db, viewer, request.orderType, request.source, now)
  const goodsIds = [...new Set(resolved.lines.map((line) => line.goods_id))]
  const normal = request.orderType === 'normal'
  const [coupons, promotionRows] = normal
    ? await Promise.all([
        buyer.holdsCoupons ? heldCoupons(db, memberId, resolved.lines, resolved.scopes, now) : Promise.resolve([]),
        activePromotions(db, goodsIds, now),
      ])
    : [[], []]
  const choice = request.coupon
  if (normal && choice.kind === 'id' && !coupons.some((c) => c.id === choice.id))
    await explainCoupon(db, memberId, choice.id, now)

  const promotions = toPromotionRules(promotionRows)
  const region =
    'province' in destination
      ? destination.province
      : address
        ? { provinceCode: address.province_code, province: address.province }
        : null
  const quote = buildQuote({
    order_type: request.orderType,
    lines: resolved.lines,
    promotions,
    giftSkus: await giftSkus(db, giftSkuIds(promotions)),
    coupons,
    coupon: choice,
    points: { balance, requested: request.pointUse },
    region,
    freeShipping: rights.free_shipping,
  })
  const { lines, cartLines, seckill, scopes } = resolved
  return {
    lines,
    cartLines,
    seckill,
    scopes,
    viewer,
    address,
    balance,
    pointMultiplier: rights.point_multiplier,
    quote,
  }
}
