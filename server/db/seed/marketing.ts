import { insertMany, insertNumbered } from './batch.ts'
import { cents, DAY, type SeedContext } from './context.ts'
import { COUPON_NOTICE, COUPONS } from './data/coupons.ts'
import { PROMOTIONS, SECKILLS } from './data/activities.ts'
import type { CategoryIndex } from './categories.ts'
import type { GoodsIndex } from './goods.ts'

function goodsIdOf(goods: GoodsIndex, name: string): number {
  const id = goods.idByName.get(name)
  if (id === undefined) throw new Error(`unknown goods ${name}`)
  return id
}

function firstSkuId(goods: GoodsIndex, name: string): number {
  const sku = goods.skus.get(goodsIdOf(goods, name))?.[0]
  if (!sku) throw new Error(`goods ${name} has no SKU`)
  return sku.id
}

/** Promotions run from yesterday for 60 days; seckills from yesterday for 30 days. */
export async function seedActivities(ctx: SeedContext, goods: GoodsIndex): Promise<void> {
  const { now } = ctx
  const promotionGoods: { promotion_id: number; goods_id: number }[] = []
  const promotions = PROMOTIONS.map((def, i) => {
    const id = i + 1
    const targets = def.goods
      ? def.goods.map((name) => goodsIdOf(goods, name))
      : [...goods.topOfGoods]
          .filter(([goodsId, top]) => goods.buyable.has(goodsId) && def.categories?.includes(top))
          .map(([goodsId]) => goodsId)
    for (const goodsId of targets) promotionGoods.push({ promotion_id: id, goods_id: goodsId })
    const rule =
      def.type === 'gift'
        ? {
            full: def.rule.full,
            gifts: [{ sku_id: firstSkuId(goods, String(def.rule.gift_goods)), num: def.rule.num }],
          }
        : def.rule
    return {
      id,
      promotion_type: def.type,
      promotion_tag: def.tag,
      marketing_name: def.name,
      description: def.description,
      rule: JSON.stringify(rule),
      use_bound: 'goods' as const,
      starts_at: now - DAY,
      ends_at: now + 60 * DAY,
      created_at: now - DAY,
    }
  })
  await insertMany(ctx.db, 'promotions', promotions)
  await insertMany(ctx.db, 'promotion_goods', promotionGoods)

  let itemId = 0
  const items = SECKILLS.flatMap((def, i) =>
    def.items.flatMap((item) => {
      const goodsId = goodsIdOf(goods, item.goods)
      return (goods.skus.get(goodsId) ?? []).map((sku) => ({
        id: ++itemId,
        seckill_id: i + 1,
        goods_id: goodsId,
        sku_id: sku.id,
        act_price: cents(item.actPrice) + sku.priceDelta,
        stock: Math.min(item.stock, sku.store),
        limit_per_member: item.limit,
      }))
    }),
  )
  await insertNumbered(ctx.db, 'seckill_activities', SECKILLS, (def) => ({
    activity_name: def.name,
    description: def.description,
    starts_at: now - DAY,
    ends_at: now + 30 * DAY,
    created_at: now - 2 * DAY,
  }))
  await insertMany(ctx.db, 'seckill_items', items)
}

/** Coupons valid from yesterday for 90 days; returns their ids in definition order. */
export async function seedCoupons(ctx: SeedContext, categories: CategoryIndex): Promise<number[]> {
  const { now } = ctx
  const rows = COUPONS.map((def, i) => {
    const categoryId = def.category ? categories.topId.get(def.category) : undefined
    return {
      id: i + 1,
      card_type: def.cardType,
      title: def.title,
      description: def.description,
      notice: COUPON_NOTICE,
      reduce_cost: cents(def.reduce ?? 0),
      discount: def.discount ?? 0,
      least_cost: cents(def.least),
      gift: def.gift ?? '',
      get_limit: def.getLimit,
      quantity: def.quantity,
      get_num: def.issued ?? 0,
      object_use_for: def.objectUseFor,
      use_scope: categoryId === undefined ? ('all' as const) : ('category' as const),
      use_scope_ids: JSON.stringify(categoryId === undefined ? [] : [categoryId]),
      custom_url: categoryId === undefined ? '/items' : `/items?cat_id=${categoryId}`,
      begin_time: now - DAY,
      end_time: now + 90 * DAY,
      created_at: now - 2 * DAY,
    }
  })
  await insertMany(ctx.db, 'coupons', rows)
  return rows.map((row) => row.id)
}

/** A few explicit member prices; other goods get the grade discount. */
export async function seedMemberPrices(ctx: SeedContext, goods: GoodsIndex, gradeId: number): Promise<void> {
  const skus = goods.skus.get(goodsIdOf(goods, '星河 X6 Pro 5G手机')) ?? []
  await insertMany(
    ctx.db,
    'sku_member_prices',
    skus.map((sku) => ({ sku_id: sku.id, grade_id: gradeId, price: sku.price - cents(400) })),
  )
}
