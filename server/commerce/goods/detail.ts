import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { categoryPath } from '../category/repo.ts'
import { activePromotions, activeSeckillItems, nextBuyableGrade } from './repo/activities.ts'
import { promotionsFor, seckillFor } from './activities.ts'
import { parseNumberList, parseStringList } from './json-list.ts'
import { memberPrice } from '../pricing/member-price.ts'
import { findGoods, skusOf, specGroupsOf, specValuesOf, tagsOf } from './repo/goods.ts'
import type { ItemDetail } from '../../../schemas/api/goods.ts'
import type { PriceViewer } from './viewer.ts'

export const goodsNotFound = () => fail('GOODS_NOT_FOUND')

/** Goods ids in URLs are positive integers; anything else cannot name a goods. */
export function parseGoodsId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw goodsNotFound()
  const id = Number(raw)
  if (id > 2147483647) throw goodsNotFound()
  return id
}

/**
 * Spec 3 "Item detail". Goods taken off the shelf are still shown (approve_status instock), so
 * the page can say so; only unknown ids are 404.
 */
export async function itemDetail(
  db: Kysely<Database>,
  goodsId: number,
  viewer: PriceViewer | null,
  now: number,
): Promise<ItemDetail> {
  const goods = await findGoods(db, goodsId)
  if (!goods) throw goodsNotFound()
  const [skus, groups, values, tags, promotions, seckills, path, guideGrade] = await Promise.all([
    skusOf(db, [goodsId], viewer?.gradeId ?? null),
    specGroupsOf(db, goodsId),
    specValuesOf(db, goodsId),
    tagsOf(db, goodsId),
    activePromotions(db, [goodsId], now),
    activeSeckillItems(db, [goodsId], now),
    categoryPath(db, goods.category_id),
    goods.item_type === 'normal' ? nextBuyableGrade(db, viewer?.gradeRank ?? -1) : Promise.resolve(undefined),
  ])
  const seckill = seckillFor(seckills, goodsId)
  const actPriceOf = new Map(seckill.map((item) => [item.sku_id, item.act_price]))
  const showStaffPrice = viewer?.isStaff === true && goods.staff_goods === 1

  const groupName = new Map(groups.map((g) => [g.id, g.spec_name]))
  // A SKU lists its values in the order of the spec groups: clients key SKUs by the joined value ids.
  const groupOrder = new Map(groups.map((g, i) => [g.id, i]))
  const valueById = new Map(values.map((v) => [v.id, v]))
  const item_spec_desc = groups.map((group) => ({
    spec_id: group.id,
    spec_name: group.spec_name,
    spec_values: values
      .filter((v) => v.group_id === group.id)
      .map((v) => ({
        spec_value_id: v.id,
        spec_value_name: v.spec_value_name,
        spec_value: v.spec_value_name,
        spec_image_url: v.spec_image_url,
        color: v.color,
      })),
  }))

  const pics = parseStringList(goods.pics)
  const image = goods.image_default_id || pics[0] || ''
  const spec_items = skus.map((sku) => {
    const specValues = parseNumberList(sku.spec_value_ids)
      .map((id) => valueById.get(id))
      .filter((v) => v !== undefined)
      .sort((a, b) => (groupOrder.get(a.group_id) ?? 0) - (groupOrder.get(b.group_id) ?? 0))
    const colourImage = specValues.find((v) => v.spec_image_url)?.spec_image_url ?? ''
    return {
      item_id: sku.id,
      sku_id: sku.id,
      bn: sku.bn,
      store: sku.store,
      price: sku.price,
      market_price: sku.market_price,
      member_price: memberPrice(sku.price, viewer?.discount ?? null, sku.grade_price ?? undefined),
      act_price: actPriceOf.get(sku.id) ?? null,
      staff_price: showStaffPrice ? sku.staff_price : null,
      item_spec: specValues.map((v) => ({
        spec_id: v.group_id,
        spec_name: groupName.get(v.group_id) ?? '',
        spec_value_id: v.id,
        spec_value_name: v.spec_value_name,
        spec_image_url: v.spec_image_url,
      })),
      spec_desc: sku.spec_desc,
      item_image_url: sku.image_url || image,
      spec_image_url: colourImage,
    }
  })
  const defaultSku = spec_items.find((s) => s.store > 0) ?? spec_items[0]
  const minOf = (numbers: number[], fallback: number) => (numbers.length > 0 ? Math.min(...numbers) : fallback)
  const actPrices = spec_items.map((s) => s.act_price).filter((p) => p !== null)
  const staffPrices = spec_items.map((s) => s.staff_price).filter((p) => p !== null)

  return {
    item_id: goods.id,
    itemId: goods.id,
    goods_id: goods.id,
    item_name: goods.item_name,
    title: goods.item_name,
    sub_title: goods.sub_title,
    brief: goods.brief,
    brand: goods.brand,
    bn: defaultSku?.bn ?? '',
    distributor_id: goods.distributor_id,
    category_id: goods.category_id,
    main_category_id: goods.main_category_id,
    category_path: path,
    tags,
    pics,
    imgUrl: image,
    image,
    image_default_id: image,
    price: minOf(
      spec_items.map((s) => s.price),
      goods.price,
    ),
    market_price: goods.market_price,
    member_price: minOf(
      spec_items.map((s) => s.member_price),
      goods.price,
    ),
    act_price: actPrices.length > 0 ? Math.min(...actPrices) : null,
    staff_price: showStaffPrice ? minOf(staffPrices, goods.staff_price ?? goods.price) : null,
    store: spec_items.reduce((sum, s) => sum + s.store, 0),
    sales: goods.sales,
    unit: goods.unit,
    approve_status: goods.approve_status,
    is_gift: goods.is_gift,
    nospec: goods.nospec,
    item_type: goods.item_type,
    point: goods.point_price,
    product_type: goods.product_type,
    staff_goods: goods.staff_goods,
    valid_lucky: goods.valid_lucky,
    default_sku_id: defaultSku?.sku_id ?? 0,
    item_spec_desc,
    spec_items,
    activity_type: seckill.length > 0 ? 'seckill' : null,
    activity_info:
      seckill.length > 0
        ? {
            seckill_id: seckill[0].seckill_id,
            activity_name: seckill[0].activity_name,
            start_time: seckill[0].starts_at,
            end_time: seckill[0].ends_at,
            last_seconds: Math.max(0, seckill[0].ends_at - now),
            limit_num: Math.min(...seckill.map((s) => s.limit_per_member)),
            store: seckill.reduce((sum, s) => sum + s.stock, 0),
          }
        : null,
    promotion_activity: promotionsFor(promotions, goodsId).map((p) => ({
      promotion_id: p.id,
      promotion_type: p.promotion_type,
      promotion_tag: p.promotion_tag,
      marketing_name: p.marketing_name,
      description: p.description,
      start_time: p.starts_at,
      end_time: p.ends_at,
    })),
    vipgrade_guide_title: guideGrade
      ? {
          grade_id: guideGrade.id,
          vipgrade_name: guideGrade.name,
          gradeDiscount: guideGrade.discount,
          price: guideGrade.price,
          guide_title_desc: guideGrade.guide_title,
        }
      : null,
    description: goods.description,
  }
}
