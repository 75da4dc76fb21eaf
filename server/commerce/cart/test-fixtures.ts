import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, PromotionType } from '../../db/types.ts'
import { createTestGoods, type TestGoodsOptions, type TestMember } from '../test-helpers.ts'

/** Fixtures for cart tests. */

const DAY = 24 * 3600
import { now as nowSeconds } from '../../../schemas/time.ts'
const BASE = '/api/h5app/wxapp'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Sends a member call (GET parameters in the query, others in the body unless `query` is given). */
export async function cartCall(
  app: FastifyInstance,
  member: TestMember | null,
  method: Method,
  path: string,
  payload?: Record<string, unknown>,
  query?: Record<string, string | string[]>,
) {
  const response = await app.inject({
    method,
    url: `${BASE}${path}`,
    headers: member ? member.headers : {},
    ...(method === 'GET' ? { query: (payload ?? query) as Record<string, string> | undefined } : { payload, query }),
  })
  return { status: response.statusCode, body: response.json() }
}

/** The single SKU createTestGoods made for a goods. */
async function skuOf(db: Kysely<Database>, goodsId: number): Promise<number> {
  return (
    await db.selectFrom('skus').select('id').where('goods_id', '=', goodsId).orderBy('id').executeTakeFirstOrThrow()
  ).id
}

/** A single-SKU goods; returns goods and SKU ids. */
export async function createSimpleGoods(
  db: Kysely<Database>,
  options: TestGoodsOptions = {},
): Promise<{ goodsId: number; skuId: number }> {
  const goodsId = await createTestGoods(db, options)
  return { goodsId, skuId: await skuOf(db, goodsId) }
}

let bnSequence = 0

/**
 * A goods with spec groups 颜色 and 尺码 and one SKU per combination, each priced `price` with
 * `store` units; returns the SKU ids in combination order (colour varying slowest).
 */
export async function createVariantGoods(
  db: Kysely<Database>,
  options: { colors?: string[]; sizes?: string[]; price?: number; store?: number; distributor_id?: number } = {},
): Promise<{ goodsId: number; skuIds: number[] }> {
  const colors = options.colors ?? ['红色', '蓝色']
  const sizes = options.sizes ?? ['M', 'XL']
  const price = options.price ?? 9900
  const goodsId = await createTestGoods(db, {
    price,
    store: options.store ?? 50,
    distributor_id: options.distributor_id,
  })
  // createTestGoods made one SKU without specs; the variants replace it.
  await db.deleteFrom('skus').where('goods_id', '=', goodsId).execute()
  await db.updateTable('goods').set({ nospec: 0 }).where('id', '=', goodsId).execute()
  const groupOf = async (name: string, sort: number) =>
    (
      await db
        .insertInto('goods_spec_groups')
        .values({ goods_id: goodsId, spec_name: name, sort })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const valuesOf = async (groupId: number, names: string[]) => {
    const ids: number[] = []
    for (const [sort, name] of names.entries()) {
      ids.push(
        (
          await db
            .insertInto('goods_spec_values')
            .values({ group_id: groupId, goods_id: goodsId, spec_value_name: name, sort })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    }
    return ids
  }
  const colorIds = await valuesOf(await groupOf('颜色', 0), colors)
  const sizeIds = await valuesOf(await groupOf('尺码', 1), sizes)
  const skuIds: number[] = []
  for (const [c, colorId] of colorIds.entries()) {
    for (const [s, sizeId] of sizeIds.entries()) {
      const row = await db
        .insertInto('skus')
        .values({
          goods_id: goodsId,
          bn: `VAR-${goodsId}-${++bnSequence}`,
          spec_value_ids: JSON.stringify([colorId, sizeId]),
          spec_key: [colorId, sizeId].sort((a, b) => a - b).join('_'),
          spec_desc: `颜色:${colors[c]} 尺码:${sizes[s]}`,
          price,
          staff_price: null,
          store: options.store ?? 50,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      skuIds.push(row.id)
    }
  }
  return { goodsId, skuIds }
}

/** A promotion running from yesterday to tomorrow unless told; `goods` 'all' covers every goods. */
export async function createPromotion(
  db: Kysely<Database>,
  type: PromotionType,
  rule: Record<string, unknown>,
  goods: number[] | 'all',
  options: { name?: string; startsAt?: number; endsAt?: number; status?: 'active' | 'disabled' } = {},
): Promise<number> {
  const tag = { full_reduction: '满减', discount: '折扣', gift: '满赠' }[type]
  const at = nowSeconds()
  const row = await db
    .insertInto('promotions')
    .values({
      promotion_type: type,
      promotion_tag: tag,
      marketing_name: options.name ?? tag,
      rule: JSON.stringify(rule),
      use_bound: goods === 'all' ? 'all' : 'goods',
      starts_at: options.startsAt ?? at - DAY,
      ends_at: options.endsAt ?? at + DAY,
      status: options.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (goods !== 'all')
    for (const goodsId of goods)
      await db.insertInto('promotion_goods').values({ promotion_id: row.id, goods_id: goodsId }).execute()
  return row.id
}

/** A grade with `discount` percent off, given to the member. */
export async function giveGrade(db: Kysely<Database>, memberId: number, discount: number): Promise<number> {
  const grade = await db
    .insertInto('vip_grades')
    .values({ name: `黄金会员${discount}`, grade_rank: 10 + discount, discount })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.updateTable('members').set({ grade_id: grade.id }).where('id', '=', memberId).execute()
  return grade.id
}

/** Fills the member's cart with `count` lines, each a filler SKU (`tag`-n) of one fresh goods. */
export async function fillCart(db: Kysely<Database>, memberId: number, count: number, tag: string): Promise<void> {
  const { goodsId } = await createSimpleGoods(db)
  const fillers = await db
    .insertInto('skus')
    .values(
      Array.from({ length: count }, (_, i) => ({
        goods_id: goodsId,
        bn: `${tag.toUpperCase()}-${memberId}-${i}`,
        spec_key: `${tag}-${i}`,
        price: 100,
        staff_price: null,
      })),
    )
    .returning('id')
    .execute()
  await db
    .insertInto('carts')
    .values(
      fillers.map((sku) => ({
        member_id: memberId,
        goods_id: goodsId,
        sku_id: sku.id,
        quantity: 1,
        selected_promotion: null,
      })),
    )
    .execute()
}

/** The member's cart lines as stored, oldest first. */
export function storedLines(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('carts').selectAll().where('member_id', '=', memberId).orderBy('id').execute()
}

/** Lines of a cart answer, flattened across shops. */
export function linesOf(data: {
  cartInfo: { resultCartData: { cartitemlist: Record<string, any>[] }[] }
}): Record<string, any>[] {
  return data.cartInfo.resultCartData.flatMap((group) => group.cartitemlist)
}
