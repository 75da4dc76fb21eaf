import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { activePromotions, activeSeckillItems } from './repo/activities.ts'
import { promotionsFor, seckillFor } from './activities.ts'
import { parseStringList } from './json-list.ts'
import { memberPrice, percentOff } from '../pricing/member-price.ts'
import { promotionDiscount } from '../pricing/promotions.ts'
import { cardSkusOf, type GoodsCardRow } from './repo/goods.ts'
import type { ItemCard } from '../../../schemas/api/goods.ts'
import type { PriceViewer } from './viewer.ts'

/**
 * Turns goods rows into cards with live stock, the viewer's member price, running activities
 * and promotion badges. Other modules (page widgets, recommendations) can reuse it.
 */
export async function toItemCards(
  db: Kysely<Database>,
  rows: GoodsCardRow[],
  viewer: PriceViewer | null,
  now: number,
): Promise<ItemCard[]> {
  const ids = rows.map((row) => row.id)
  const [skus, promotions, seckills] = await Promise.all([
    cardSkusOf(db, ids, viewer?.gradeId ?? null),
    activePromotions(db, ids, now),
    activeSeckillItems(db, ids, now),
  ])
  return rows.map((row) => {
    const own = skus.filter((sku) => sku.goods_id === row.id)
    const store = own.reduce((sum, sku) => sum + sku.store, 0)
    const prices = own.map((sku) => memberPrice(sku.price, viewer?.discount ?? null, sku.grade_price ?? undefined))
    const goodsPromotions = promotionsFor(promotions, row.id)
    const seckill = seckillFor(seckills, row.id)
    const discount = Math.max(
      0,
      ...goodsPromotions.filter((p) => p.promotion_type === 'discount').map((p) => promotionDiscount(p.rule)),
    )
    const [activityPrice, activityType] =
      seckill.length > 0
        ? [Math.min(...seckill.map((s) => s.act_price)), 'seckill' as const]
        : discount > 0
          ? [percentOff(row.price, discount), 'discount' as const]
          : [null, null]
    const pics = parseStringList(row.pics)
    const image = row.image_default_id || pics[0] || ''
    return {
      item_id: row.id,
      goods_id: row.id,
      item_name: row.item_name,
      title: row.item_name,
      sub_title: row.sub_title,
      brand: row.brand,
      imgUrl: image,
      image_default_id: image,
      pics,
      price: row.price,
      market_price: row.market_price,
      member_price: prices.length > 0 ? Math.min(...prices) : row.price,
      activity_price: activityPrice,
      activity_type: activityType,
      staff_price: viewer?.isStaff && row.staff_goods === 1 ? row.staff_price : null,
      store,
      sales: row.sales,
      approve_status: row.approve_status,
      item_type: row.item_type,
      product_type: row.product_type,
      staff_goods: row.staff_goods,
      valid_lucky: row.valid_lucky,
      is_gift: row.is_gift,
      nospec: row.nospec,
      distributor_id: row.distributor_id,
      promotions: goodsPromotions.map((p) => ({
        promotion_id: p.id,
        promotion_type: p.promotion_type,
        promotion_tag: p.promotion_tag,
        promotion_name: p.marketing_name,
      })),
      point: row.point_price,
    }
  })
}
