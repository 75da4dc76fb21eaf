/**
 * The shop a checkout run buys from, on top of the seeded demo mall (its grades, member prices,
 * promotions and categories price the orders as they would in production): many members, each
 * with a session, a default address, a point balance earned through the ledger and coupons
 * received as the coupon service issues them; and many goods with known stock — a few with so
 * little that they sell out during the run, the rest with plenty.
 */
import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/types.ts'
import { createSession } from '../../server/lib/auth.ts'
import { hashPassword } from '../../server/lib/password.ts'
import { claimCoupon } from '../../server/commerce/coupon/service.ts'
import { earnPoints } from '../../server/commerce/point/service.ts'

export interface BenchMember {
  id: number
  token: string
}

export interface BenchGoods {
  goodsId: number
  skuIds: number[]
  /** The cheapest SKU's sale price, cents: what points may safely be asked against. */
  lowestPrice: number
  /**
   * Goods the cart journey may add: stock lasts the whole run (no sold-out line sticks in a cart)
   * and no seckill is running on it (seckill goods are bought only directly).
   */
  cartable: boolean
}

export interface BenchShop {
  members: BenchMember[]
  goods: BenchGoods[]
  /** Copies of the bench coupon handed out. */
  couponsIssued: number
}

export interface ShopSize {
  members: number
  goods: number
  /** Goods (the first ones) stocked with `scarceStore` units per SKU, to sell out mid-run. */
  scarceGoods: number
  scarceStore: number
  plentyStore: number
  couponsPerMember: number
}

const DAY = 24 * 3600

export async function prepareShop(db: Kysely<Database>, secret: string, size: ShopSize): Promise<BenchShop> {
  const now = Math.floor(Date.now() / 1000)
  const goodsRows = await db
    .selectFrom('goods')
    .select('id')
    .where('approve_status', '=', 'onsale')
    .where('item_type', '=', 'normal')
    .where('is_gift', '=', 0)
    // One shop, so cart orders of any of them settle together.
    .where('distributor_id', '=', 0)
    .orderBy('id')
    .limit(size.goods)
    .execute()
  if (goodsRows.length < size.goods)
    throw new Error(`the seeded mall has only ${goodsRows.length} goods on sale in its own shop`)
  const seckill = await db
    .selectFrom('seckill_items')
    .innerJoin('seckill_activities', 'seckill_activities.id', 'seckill_items.seckill_id')
    .select('seckill_items.goods_id')
    .where('seckill_activities.ends_at', '>', now)
    .execute()
  const seckillGoods = new Set(seckill.map((row) => row.goods_id))
  const goods: BenchGoods[] = []
  for (const [index, row] of goodsRows.entries()) {
    const plenty = index >= size.scarceGoods
    await db
      .updateTable('skus')
      .set({ store: plenty ? size.plentyStore : size.scarceStore })
      .where('goods_id', '=', row.id)
      .execute()
    const skus = await db
      .selectFrom('skus')
      .select(['id', 'price'])
      .where('goods_id', '=', row.id)
      .orderBy('id')
      .execute()
    goods.push({
      goodsId: row.id,
      skuIds: skus.map((sku) => sku.id),
      lowestPrice: Math.min(...skus.map((sku) => sku.price)),
      cartable: plenty && !seckillGoods.has(row.id),
    })
  }

  const grades = await db.selectFrom('vip_grades').select(['id', 'is_default']).orderBy('grade_rank').execute()
  const paidGrade = grades.find((grade) => grade.is_default === 0)
  const card = await db
    .insertInto('coupons')
    .values({
      card_type: 'cash',
      title: '压测券 满50减5',
      reduce_cost: 500,
      least_cost: 5000,
      quantity: size.members * size.couponsPerMember,
      get_limit: size.couponsPerMember,
      begin_time: now - DAY,
      end_time: now + 30 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow()

  const passwordHash = await hashPassword('bench-1234')
  const prefix = `135${String(randomInt(0, 10_000)).padStart(4, '0')}`
  const members: BenchMember[] = []
  for (let i = 0; i < size.members; i++) {
    // Every fourth member holds a paid grade: member prices and grade discounts on their lines.
    const grade =
      i % 4 === 3 && paidGrade
        ? { grade_id: paidGrade.id, grade_expires_at: now + 30 * DAY }
        : { grade_expires_at: null }
    const member = await db
      .insertInto('members')
      .values({
        mobile: `${prefix}${String(i).padStart(4, '0')}`,
        password_hash: passwordHash,
        birthday: null,
        email: null,
        last_login_at: null,
        ...grade,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('member_points').values({ member_id: member.id }).execute()
    await db.transaction().execute((trx) => earnPoints(trx, member.id, 1_000_000 + randomInt(0, 500_000), '压测赠送'))
    await db
      .insertInto('addresses')
      .values({
        member_id: member.id,
        name: `压测买家${i}`,
        mobile: '13912345678',
        province: i % 2 === 0 ? '北京市' : '广东省',
        city: i % 2 === 0 ? '北京市' : '广州市',
        county: i % 2 === 0 ? '朝阳区' : '天河区',
        province_code: i % 2 === 0 ? '110000' : '440000',
        city_code: i % 2 === 0 ? '110100' : '440100',
        county_code: i % 2 === 0 ? '110105' : '440106',
        addr: '建国路88号',
        is_default: 1,
      })
      .execute()
    for (let c = 0; c < size.couponsPerMember; c++) await claimCoupon(db, member.id, card.id)
    const { token } = await createSession(db, secret, 'member', member.id)
    members.push({ id: member.id, token })
  }
  return { members, goods, couponsIssued: size.members * size.couponsPerMember }
}
