import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../server/db/types.ts'
import { createSession } from '../server/lib/auth.ts'
import { hashPassword } from '../server/lib/password.ts'
import { earnPoints } from '../server/commerce/point/service.ts'
import { now } from '../schemas/time.ts'

/** A shopper of the run: a real member row, a point balance with its ledger row, a session token. */
export interface Shopper {
  id: number
  token: string
}

export interface Shop {
  shoppers: Shopper[]
  /** SKUs of ordinary goods of one shop that the shoppers buy, with little stock so some sell out. */
  skuIds: number[]
  /** A points-mall goods priced in points only (paid in full at the points cashier). */
  pointGoodsId: number
  /** Coupon definitions the shoppers receive through the API. */
  cardIds: number[]
}

/** Stock, sales and coupon counters before the first order: the checks measure against these. */
export interface Snapshot {
  skus: Map<number, { store: number; sales: number }>
  goodsSales: Map<number, number>
  couponGetNum: Map<number, number>
  memberCouponsPerCard: Map<number, number>
  /** Orders that existed before the run (none on a freshly seeded mall). */
  orderIds: Set<string>
}

/**
 * Prepares the seeded demo mall for a run: `count` new members (as registration makes them, plus
 * a default address and some points earned through the points ledger) and limited stock on the
 * goods they will buy. Members are written directly: registration needs SMS codes and captchas.
 */
/** The default address every prepared buyer has (with a name of its own). */
export const BUYER_ADDRESS = {
  mobile: '13912345678',
  province: '北京市',
  city: '北京市',
  county: '朝阳区',
  province_code: '110000',
  city_code: '110100',
  county_code: '110105',
  addr: '建国路88号',
  is_default: 1 as const,
}

export async function prepareShop(db: Kysely<Database>, secret: string, count: number): Promise<Shop> {
  const skus = await db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .select(['skus.id', 'skus.goods_id'])
    .where('goods.approve_status', '=', 'onsale')
    .where('goods.item_type', '=', 'normal')
    .where('goods.is_gift', '=', 0)
    .where('goods.staff_goods', '=', 0)
    // One shop (商城自营), so a cart of any two of them checks out as one order.
    .where('goods.distributor_id', '=', 0)
    .where('skus.price', '>=', 2000)
    .where('skus.price', '<=', 80000)
    .orderBy('skus.id')
    .execute()
  const skuIds: number[] = []
  const goodsSeen = new Set<number>()
  for (const sku of skus) {
    if (goodsSeen.has(sku.goods_id)) continue
    goodsSeen.add(sku.goods_id)
    skuIds.push(sku.id)
    if (skuIds.length === 10) break
  }
  if (skuIds.length < 10) throw new Error(`the seeded mall has only ${skuIds.length} suitable goods`)
  // 30 to 570 units: the first goods sell out mid-run, the last never do.
  for (const [index, skuId] of skuIds.entries())
    await db
      .updateTable('skus')
      .set({ store: 30 + 60 * index })
      .where('id', '=', skuId)
      .execute()

  const pointGoods = await db
    .selectFrom('goods')
    .innerJoin('skus', 'skus.goods_id', 'goods.id')
    .select(['goods.id', 'skus.id as sku_id'])
    .where('goods.item_type', '=', 'point')
    .where('goods.approve_status', '=', 'onsale')
    .where('goods.point_price', '>', 0)
    .where('goods.point_price', '<=', 3000)
    // Priced in points only: paid in full at the points cashier.
    .where('skus.price', '=', 0)
    .orderBy('goods.point_price')
    .executeTakeFirstOrThrow()
  // Fewer units than a run's exchanges, so points orders also meet 商品已售罄 at order_new (they have no cart step).
  await db.updateTable('skus').set({ store: 20 }).where('goods_id', '=', pointGoods.id).execute()

  const cards = await db
    .selectFrom('coupons')
    .select('id')
    .where('card_type', '=', 'cash')
    .where('status', '=', 'active')
    .where('use_scope', '=', 'all')
    .where('least_cost', '<=', 19900)
    .where('begin_time', '<=', now())
    .where('end_time', '>', now() + 3600)
    .orderBy('id')
    .execute()
  if (cards.length === 0) throw new Error('the seeded mall has no usable cash coupon')

  const passwordHash = await hashPassword('reliability1234')
  const prefix = `136${String(randomInt(0, 10_000)).padStart(4, '0')}`
  const shoppers: Shopper[] = []
  for (let i = 0; i < count; i++) {
    const member = await db
      .insertInto('members')
      .values({
        mobile: `${prefix}${String(i).padStart(4, '0')}`,
        password_hash: passwordHash,
        birthday: null,
        email: null,
        grade_expires_at: null,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('member_points').values({ member_id: member.id }).execute()
    await db.transaction().execute((trx) => earnPoints(trx, member.id, 2000 + randomInt(0, 20_000), '可靠性测试赠送'))
    await db
      .insertInto('addresses')
      .values({
        member_id: member.id,
        name: `测试买家${i}`,
        ...BUYER_ADDRESS,
      })
      .execute()
    const { token } = await createSession(db, secret, 'member', member.id)
    shoppers.push({ id: member.id, token })
  }
  return { shoppers, skuIds, pointGoodsId: pointGoods.id, cardIds: cards.map((card) => card.id) }
}

export async function takeSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const [skus, goods, coupons, held, orders] = await Promise.all([
    db.selectFrom('skus').select(['id', 'store', 'sales']).execute(),
    db.selectFrom('goods').select(['id', 'sales']).execute(),
    db.selectFrom('coupons').select(['id', 'get_num']).execute(),
    db
      .selectFrom('member_coupons')
      .select((eb) => ['card_id', eb.fn.countAll<number>().as('n')])
      .groupBy('card_id')
      .execute(),
    db.selectFrom('orders').select('order_id').execute(),
  ])
  return {
    skus: new Map(skus.map((row) => [row.id, { store: row.store, sales: row.sales }])),
    goodsSales: new Map(goods.map((row) => [row.id, row.sales])),
    couponGetNum: new Map(coupons.map((row) => [row.id, row.get_num])),
    memberCouponsPerCard: new Map(held.map((row) => [row.card_id, Number(row.n)])),
    orderIds: new Set(orders.map((row) => row.order_id)),
  }
}
