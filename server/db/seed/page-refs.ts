import type { SeedContext } from './context.ts'

/** A picked goods as the designer stores it: its id plus a snapshot for the canvas. */
export interface GoodsRef {
  id: number
  name: string
  pic: string
  price: number
  marketPrice: number
}

/** What the seeded pages show, looked up in the seeded data itself so every reference exists. */
export interface PageRefs {
  /** Top categories in menu order with their best-selling buyable goods. */
  floors: { id: number; name: string; imageUrl: string; goods: GoodsRef[] }[]
  /** Best sellers across the mall. */
  hot: GoodsRef[]
  /** Newest goods first. */
  newest: GoodsRef[]
  /** Receivable coupons (active, copies left), newest first. */
  coupons: number[]
  shops: { id: number; name: string; logo: string }[]
}

/** Goods a page may show: on the shelf, sold for money, not a gift. */
function buyableGoods(ctx: SeedContext) {
  return ctx.db
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select([
      'goods.id',
      'goods.item_name',
      'goods.image_default_id',
      'goods.price',
      'goods.market_price',
      'goods.sales',
      'goods.created_at',
      'categories.path',
    ])
    .where('goods.approve_status', '=', 'onsale')
    .where('goods.item_type', '=', 'normal')
    .where('goods.is_gift', '=', 0)
    .where('goods.staff_goods', '=', 0)
    .execute()
}

export async function lookUpPageRefs(ctx: SeedContext): Promise<PageRefs> {
  const [tops, goods, coupons, shops] = await Promise.all([
    ctx.db
      .selectFrom('categories')
      .select(['id', 'category_name', 'image_url'])
      .where('level', '=', 1)
      .orderBy('sort', 'desc')
      .orderBy('id')
      .execute(),
    buyableGoods(ctx),
    ctx.db
      .selectFrom('coupons')
      .select(['id', 'quantity', 'get_num'])
      .where('status', '=', 'active')
      .where('end_time', '>', ctx.now)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('distributors')
      .select(['id', 'name', 'logo'])
      .where('status', '=', 'active')
      .orderBy('sort', 'desc')
      .orderBy('id')
      .execute(),
  ])
  const bySales = [...goods].sort((a, b) => b.sales - a.sales || a.id - b.id)
  const topOf = (path: string) => Number(path.split('/')[0])
  const ref = (g: (typeof goods)[number]): GoodsRef => ({
    id: g.id,
    name: g.item_name,
    pic: g.image_default_id,
    price: g.price,
    marketPrice: g.market_price,
  })
  return {
    floors: tops.map((top) => ({
      id: top.id,
      name: top.category_name,
      imageUrl: top.image_url,
      goods: bySales.filter((g) => topOf(g.path) === top.id).map(ref),
    })),
    hot: bySales.map(ref),
    newest: [...goods].sort((a, b) => b.created_at - a.created_at || b.id - a.id).map(ref),
    coupons: coupons.filter((c) => c.get_num < c.quantity).map((c) => c.id),
    shops,
  }
}
