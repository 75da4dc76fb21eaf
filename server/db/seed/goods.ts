import type { Insertable } from 'kysely'
import type { GoodsSpecGroupsTable, GoodsSpecValuesTable, GoodsTable, GoodsTagsTable, SkusTable } from '../types.ts'
import { insertMany } from './batch.ts'
import type { CategoryIndex } from './categories.ts'
import { cents, DAY, type SeedContext } from './context.ts'
import { SPEC_COLORS } from './data/colors.ts'
import { CATALOG_GOODS, POINT_GOODS, type GoodsDef, type SpecValueDef } from './data/goods/index.ts'
import { descriptionHtml, type DescriptionInput } from './description.ts'
import { goodsPicUrl, specValueImageUrl } from './urls.ts'

export interface SeededSku {
  id: number
  goodsId: number
  /** Cents above the goods' base price. */
  priceDelta: number
  price: number
  store: number
}

export interface GoodsIndex {
  idByName: Map<string, number>
  topOfGoods: Map<number, string>
  skus: Map<number, SeededSku[]>
  /** Catalogue goods that can be bought for money (not points goods, not gifts). */
  buyable: Set<number>
}

interface Rows {
  goods: Insertable<GoodsTable>[]
  groups: Insertable<GoodsSpecGroupsTable>[]
  values: Insertable<GoodsSpecValuesTable>[]
  skus: Insertable<SkusTable>[]
  tags: Insertable<GoodsTagsTable>[]
  /** Brand ids by name; the brands are inserted before the goods. */
  brandIds: Map<string, number>
}

interface SpecValue {
  id: number
  name: string
  delta: number
  color: string
}

const COLOR_SPECS = new Set(['颜色', '色号'])
const valueName = (v: SpecValueDef) => (typeof v === 'string' ? v : v[0])
const valueDelta = (v: SpecValueDef) => (typeof v === 'string' ? 0 : cents(v[1]))

/** The goods columns that catalogue and points-mall goods both take from their definition. */
function listingColumns(
  rows: Rows,
  def: Pick<GoodsDef, 'leaf' | 'brand' | 'name' | 'sub' | 'market'>,
  categoryId: number,
  pics: string[],
  features: DescriptionInput['features'],
  specs: DescriptionInput['specs'],
) {
  return {
    item_name: def.name,
    sub_title: def.sub,
    description: descriptionHtml({
      itemName: def.name,
      brand: def.brand,
      subTitle: def.sub,
      category: def.leaf,
      features,
      specs,
      pics,
    }),
    category_id: categoryId,
    main_category_id: categoryId,
    brand_id: rows.brandIds.get(def.brand) ?? null,
    pics: JSON.stringify(pics),
    image_default_id: pics[0],
    market_price: cents(def.market),
  }
}

/** Every combination of one value per group, first group varying slowest. */
function combinations<T>(groups: T[][]): T[][] {
  return groups.reduce<T[][]>((acc, values) => acc.flatMap((combo) => values.map((v) => [...combo, v])), [[]])
}

/**
 * Inserts catalogue and points-mall goods with spec groups, values, SKUs and tags. Every
 * other catalogue goods belongs to a shop so each shop has goods to show; the rest are 自营.
 */
export async function seedGoods(ctx: SeedContext, categories: CategoryIndex, shopIds: number[]): Promise<GoodsIndex> {
  const brandNames = [...new Set([...CATALOG_GOODS, ...POINT_GOODS].map((def) => def.brand))].sort()
  const brandIds = new Map(brandNames.map((name, i) => [name, i + 1]))
  await insertMany(
    ctx.db,
    'brands',
    brandNames.map((name, sort) => ({ id: sort + 1, name, sort })),
  )
  const rows: Rows = { goods: [], groups: [], values: [], skus: [], tags: [], brandIds }
  const index: GoodsIndex = { idByName: new Map(), topOfGoods: new Map(), skus: new Map(), buyable: new Set() }
  const ids = { goods: 0, group: 0, value: 0, sku: 0 }

  CATALOG_GOODS.forEach((def, i) => {
    const goodsId = ++ids.goods
    const distributorId = i % 2 === 1 ? shopIds[((i - 1) / 2) % shopIds.length] : 0
    addCatalogGoods(ctx, def, goodsId, distributorId, categories, rows, index, ids)
  })

  for (const def of POINT_GOODS) {
    const goodsId = ++ids.goods
    const categoryId = categories.leafId.get(def.leaf)
    if (categoryId === undefined) throw new Error(`unknown leaf category ${def.leaf}`)
    const pics = [1, 2, 3].map((n) => goodsPicUrl(goodsId, n))
    const skuId = ++ids.sku
    // The cash part (0 for points-only goods) is the SKU's price, paid at the cashier besides the points.
    const cash = cents(def.cash ?? 0)
    rows.goods.push({
      id: goodsId,
      ...listingColumns(
        rows,
        def,
        categoryId,
        pics,
        ['积分兑换专享', '兑换后 48 小时内发货', '积分商品不支持无理由退货'],
        [],
      ),
      brief: def.sub,
      price: cash,
      item_type: 'point',
      point_price: def.point,
      sales: ctx.random.int(50, 2000),
      created_at: ctx.now - ctx.random.int(20, 200) * DAY,
      updated_at: ctx.now,
    })
    rows.skus.push({
      id: skuId,
      goods_id: goodsId,
      bn: `MFP${String(goodsId).padStart(4, '0')}`,
      price: cash,
      market_price: cents(def.market),
      store: def.stock,
      image_url: pics[0],
      created_at: ctx.now,
    })
    index.idByName.set(def.name, goodsId)
    index.topOfGoods.set(goodsId, categories.topOfLeaf.get(def.leaf) ?? '')
    index.skus.set(goodsId, [{ id: skuId, goodsId, priceDelta: 0, price: cash, store: def.stock }])
  }

  await insertMany(ctx.db, 'goods', rows.goods)
  await insertMany(ctx.db, 'goods_tags', rows.tags)
  await insertMany(ctx.db, 'goods_spec_groups', rows.groups)
  await insertMany(ctx.db, 'goods_spec_values', rows.values)
  await insertMany(ctx.db, 'skus', rows.skus)
  return index
}

function addCatalogGoods(
  ctx: SeedContext,
  def: GoodsDef,
  goodsId: number,
  distributorId: number,
  categories: CategoryIndex,
  rows: Rows,
  index: GoodsIndex,
  ids: { group: number; value: number; sku: number },
): void {
  const { random, now } = ctx
  const categoryId = categories.leafId.get(def.leaf)
  const leaf = categories.leafDef.get(def.leaf)
  if (categoryId === undefined || !leaf) throw new Error(`unknown leaf category ${def.leaf}`)
  const basePrice = cents(def.price)
  const marketGap = cents(def.market) - basePrice
  const pics = [1, 2, 3].map((n) => goodsPicUrl(goodsId, n))

  const specGroups: SpecValue[][] = (def.specs ?? []).map(([specName, values], g) => {
    const groupId = ++ids.group
    rows.groups.push({ id: groupId, goods_id: goodsId, spec_name: specName, sort: g })
    return values.map((v, s) => {
      const id = ++ids.value
      const name = valueName(v)
      const color = COLOR_SPECS.has(specName) ? (SPEC_COLORS[name] ?? '') : ''
      rows.values.push({
        id,
        group_id: groupId,
        goods_id: goodsId,
        spec_value_name: name,
        spec_image_url: color ? specValueImageUrl(goodsId, id) : '',
        color,
        sort: s,
      })
      return { id, name, delta: valueDelta(v), color }
    })
  })

  const combos = combinations(specGroups)
  const seeded: SeededSku[] = combos.map((combo, k) => {
    const delta = combo.reduce((sum, v) => sum + v.delta, 0)
    const price = basePrice + delta
    const outOfStock = def.soldOut || (combos.length > 1 && random.chance(0.12))
    const store = outOfStock ? 0 : combos.length > 1 ? random.int(3, 240) : random.int(20, 600)
    const colorValue = combo.find((v) => v.color)
    rows.skus.push({
      id: ++ids.sku,
      goods_id: goodsId,
      bn: `MF${String(goodsId).padStart(4, '0')}${String(k + 1).padStart(2, '0')}`,
      spec_value_ids: JSON.stringify(combo.map((v) => v.id)),
      spec_key: combo
        .map((v) => v.id)
        .sort((a, b) => a - b)
        .join('_'),
      spec_desc: combo.map((v, g) => `${def.specs?.[g][0]}:${v.name}`).join(' '),
      price,
      market_price: price + marketGap,
      cost: Math.round(price * 0.7),
      staff_price: def.staff ? cents(def.staff.price) + delta : null,
      store,
      image_url: colorValue ? specValueImageUrl(goodsId, colorValue.id) : pics[0],
      created_at: now,
    })
    return { id: ids.sku, goodsId, priceDelta: delta, price, store }
  })
  // Goods that are not meant to be sold out keep at least one SKU in stock.
  if (!def.soldOut && seeded.every((s) => s.store === 0)) {
    seeded[0].store = 50
    const first = rows.skus.find((s) => s.id === seeded[0].id)
    if (first) first.store = 50
  }

  const sales = def.sales ?? random.int(100, 5000)
  const isNew = def.tags?.includes('新品')
  rows.goods.push({
    id: goodsId,
    distributor_id: distributorId,
    ...listingColumns(
      rows,
      def,
      categoryId,
      pics,
      leaf.features,
      (def.specs ?? []).map(([name, values]) => ({ name, values: values.map(valueName) })),
    ),
    brief: def.sub.split('｜')[0],
    price: basePrice,
    cost: Math.round(basePrice * 0.7),
    sales,
    approve_status: def.instock ? 'instock' : 'onsale',
    is_gift: def.gift ? 1 : 0,
    nospec: combos.length === 1 && specGroups.length === 0 ? 1 : 0,
    product_type: def.staff?.type ?? 'normal',
    staff_goods: def.staff ? 1 : 0,
    staff_price: def.staff ? cents(def.staff.price) : null,
    valid_lucky: def.validLucky ? 1 : 0,
    weight: 500,
    sort: def.tags?.includes('热卖') ? 10 : 0,
    created_at: now - (isNew ? random.int(1, 10) : random.int(15, 300)) * DAY,
    updated_at: now,
  })
  for (const tag of def.tags ?? []) rows.tags.push({ goods_id: goodsId, tag_name: tag })
  index.idByName.set(def.name, goodsId)
  index.topOfGoods.set(goodsId, categories.topOfLeaf.get(def.leaf) ?? '')
  index.skus.set(goodsId, seeded)
  if (!def.gift) index.buyable.add(goodsId)
}
