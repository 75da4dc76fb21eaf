import type { FastifyInstance } from 'fastify'
import type { Insertable, Kysely } from 'kysely'
import type { AddressesTable, CartType, Database } from '../../db/types.ts'
import { createSession } from '../../lib/auth.ts'
import { hashPassword } from '../../lib/password.ts'
import { claimCoupon } from '../coupon/service.ts'
import { createTestCoupon } from '../coupon/test-fixtures.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'

/** Fixtures for checkout, order and seckill tests. */

const DAY = 24 * 3600
import { now as nowSeconds } from '../../../schemas/time.ts'

export { nowSeconds }

/** The single SKU createTestGoods made for a goods. */
export async function skuOf(db: Kysely<Database>, goodsId: number): Promise<number> {
  const row = await db
    .selectFrom('skus')
    .select('id')
    .where('goods_id', '=', goodsId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A saved address (北京 unless overridden); the first one is the default. */
export async function createTestAddress(
  db: Kysely<Database>,
  memberId: number,
  values: Partial<Insertable<AddressesTable>> = {},
): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({
      member_id: memberId,
      name: '张三',
      mobile: '13912345678',
      province: '北京市',
      city: '北京市',
      county: '朝阳区',
      province_code: '110000',
      city_code: '110100',
      county_code: '110105',
      addr: '建国路88号SOHO现代城',
      is_default: 1,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Puts a cart line in place as the cart module would (checked, quantity 1 unless told). */
export async function addCartLine(
  db: Kysely<Database>,
  memberId: number,
  goodsId: number,
  options: {
    quantity?: number
    cartType?: CartType
    checked?: 0 | 1
    skuId?: number
    selectedPromotion?: number
    relPromotionId?: number
  } = {},
): Promise<number> {
  const goods = await db
    .selectFrom('goods')
    .select('distributor_id')
    .where('id', '=', goodsId)
    .executeTakeFirstOrThrow()
  const row = await db
    .insertInto('carts')
    .values({
      member_id: memberId,
      cart_type: options.cartType ?? 'cart',
      distributor_id: goods.distributor_id,
      goods_id: goodsId,
      sku_id: options.skuId ?? (await skuOf(db, goodsId)),
      quantity: options.quantity ?? 1,
      is_checked: options.checked ?? 1,
      selected_promotion: options.selectedPromotion ?? null,
      rel_promotion_id: options.relPromotionId ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A member with a default address (北京: freight ¥10, free from ¥199) and `points` points. */
export async function createShopper(app: FastifyInstance, points = 0): Promise<TestMember> {
  const member = await createTestMember(app)
  await createTestAddress(app.db, member.id)
  if (points > 0) await setPointBalance(app.db, member.id, points)
  return member
}

export async function setPointBalance(db: Kysely<Database>, memberId: number, balance: number): Promise<void> {
  await db.updateTable('member_points').set({ balance }).where('member_id', '=', memberId).execute()
}

export async function pointBalance(db: Kysely<Database>, memberId: number): Promise<number> {
  return (
    await db.selectFrom('member_points').select('balance').where('member_id', '=', memberId).executeTakeFirstOrThrow()
  ).balance
}

export async function storeOf(db: Kysely<Database>, skuId: number): Promise<number> {
  return (await db.selectFrom('skus').select('store').where('id', '=', skuId).executeTakeFirstOrThrow()).store
}

/** A coupon the member holds; returns the member_coupons id checkout takes. */
export async function giveCoupon(
  db: Kysely<Database>,
  memberId: number,
  values: Parameters<typeof createTestCoupon>[1] = {},
): Promise<number> {
  const cardId = await createTestCoupon(db, values)
  return (await claimCoupon(db, memberId, cardId)).user_card_id
}

/** A running seckill (yesterday to +1 day unless told) selling one SKU; returns the activity id. */
export async function createTestSeckill(
  db: Kysely<Database>,
  sku: { goodsId: number; skuId: number },
  options: { actPrice?: number; stock?: number; limit?: number; startsAt?: number; endsAt?: number } = {},
): Promise<number> {
  const at = nowSeconds()
  const activity = await db
    .insertInto('seckill_activities')
    .values({ activity_name: '限时秒杀', starts_at: options.startsAt ?? at - DAY, ends_at: options.endsAt ?? at + DAY })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('seckill_items')
    .values({
      seckill_id: activity.id,
      goods_id: sku.goodsId,
      sku_id: sku.skuId,
      act_price: options.actPrice ?? 100,
      stock: options.stock ?? 10,
      limit_per_member: options.limit ?? 1,
    })
    .execute()
  return activity.id
}

let buyerSequence = 0

/**
 * Many members at once for concurrency tests, each with a point account, a default address and a
 * live token; the password is hashed once for all of them.
 */
export async function createBuyers(app: FastifyInstance, count: number): Promise<TestMember[]> {
  const passwordHash = await hashPassword('demo1234')
  const buyers: TestMember[] = []
  for (let i = 0; i < count; i++) {
    const mobile = `137${String(process.pid % 10000).padStart(4, '0')}${String(++buyerSequence).padStart(4, '0')}`
    const row = await app.db
      .insertInto('members')
      .values({
        mobile,
        password_hash: passwordHash,
        birthday: null,
        email: null,
        grade_expires_at: null,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.insertInto('member_points').values({ member_id: row.id }).execute()
    await createTestAddress(app.db, row.id)
    const { token } = await createSession(app.db, app.config.secret, 'member', row.id)
    buyers.push({ id: row.id, mobile, token, headers: { authorization: `Bearer ${token}` } })
  }
  return buyers
}

const BASE = '/api/h5app/wxapp'

/** Sends a member call; answers status and parsed body. */
export async function call(
  app: FastifyInstance,
  member: TestMember,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url: `${BASE}${path}`,
    headers: { ...member.headers, ...headers },
    ...(method === 'GET' ? { query: payload as Record<string, string> | undefined } : { payload }),
  })
  return { status: response.statusCode, body: response.json() }
}
