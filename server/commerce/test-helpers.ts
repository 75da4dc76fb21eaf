import type { FastifyInstance } from 'fastify'
import type { Insertable, Kysely } from 'kysely'
import type { ApproveStatus, Database, DistributorsTable, ItemType } from '../db/types.ts'
import { createSession } from '../lib/auth.ts'
import { hashPassword } from '../lib/password.ts'
import { buildTestApp } from '../testing.ts'
import { ensureBuiltinRoles } from '../admin-api/operators/builtin-roles.ts'
import { listRoles } from '../admin-api/operators/repo.ts'
import { SUPER_ADMIN_ROLE } from '../../schemas/api/admin/areas.ts'

/** Shared fixtures for API tests: members with live tokens, a small region tree, shops and goods. */

/**
 * A fresh test app (see buildTestApp) with the default grade (普通会员, no discount, no free shipping)
 * in place. New members get grade id 1, so it is made first; otherwise the first grade a test
 * creates would become everyone's grade.
 */
export async function buildShopTestApp(): Promise<FastifyInstance> {
  const app = await buildTestApp()
  await app.db
    .insertInto('vip_grades')
    .values({ name: '普通会员', grade_rank: 0, discount: 0, price: 0, is_default: 1 })
    .execute()
  return app
}

export interface TestMember {
  id: number
  mobile: string
  token: string
  /** `Authorization: Bearer …` for `app.inject({ headers })`. */
  headers: { authorization: string }
}

/** A fresh test app (see buildTestApp) and a member of it, for files whose tests all act as one member. */
export async function buildTestAppWithMember(): Promise<{ app: FastifyInstance; member: TestMember }> {
  const app = await buildTestApp()
  return { app, member: await createTestMember(app) }
}

/** Headers that sign in an existing member (a seeded one, say) by mobile, with a fresh session. */
export async function memberHeadersByMobile(app: FastifyInstance, mobile: string): Promise<{ authorization: string }> {
  const member = await app.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()
  const { token } = await createSession(app.db, app.config.secret, 'member', member.id)
  return { authorization: `Bearer ${token}` }
}

/** The methods the shopper API tests send. */
export type ApiMethod = 'GET' | 'POST' | 'DELETE'

/** Sends a shopper API call (`url` under /api/h5app/wxapp) as `who`, or signed out when null; JSON `payload` if any. */
export function memberInject(
  app: FastifyInstance,
  who: TestMember | null,
  method: ApiMethod,
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `/api/h5app/wxapp${url}`,
    headers: who ? who.headers : {},
    ...(payload ? { payload } : {}),
  })
}

let mobileSequence = 0

/** A new member (with an empty point account, as registration makes) and a live member token. */
export async function createTestMember(
  app: FastifyInstance,
  options: { mobile?: string; password?: string } = {},
): Promise<TestMember> {
  const mobile =
    options.mobile ?? `139${String(process.pid % 10000).padStart(4, '0')}${String(++mobileSequence).padStart(4, '0')}`
  const at = Math.floor(Date.now() / 1000)
  const row = await app.db
    .insertInto('members')
    .values({
      mobile,
      password_hash: await hashPassword(options.password ?? 'demo1234'),
      birthday: null,
      email: null,
      grade_expires_at: null,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await app.db.insertInto('member_points').values({ member_id: row.id }).execute()
  const { token } = await createSession(app.db, app.config.secret, 'member', row.id)
  return { id: row.id, mobile, token, headers: { authorization: `Bearer ${token}` } }
}

/**
 * A slice of the region tree as the seed imports it (a municipality's city carries its own name):
 * 北京市 › 北京市 › 东城区/朝阳区 and 广东省 › 广州市 › 越秀区/天河区, plus 广东省 › 东莞市 left
 * without children to stand for a city without counties. Existing codes are left alone, so it
 * also works on a seeded database.
 */
export async function createTestRegions(db: Kysely<Database>): Promise<void> {
  const rows: { id: string; parent_id: string | null; label: string; level: 1 | 2 | 3 }[] = [
    { id: '110000', parent_id: null, label: '北京市', level: 1 },
    { id: '110100', parent_id: '110000', label: '北京市', level: 2 },
    { id: '110101', parent_id: '110100', label: '东城区', level: 3 },
    { id: '110105', parent_id: '110100', label: '朝阳区', level: 3 },
    { id: '440000', parent_id: null, label: '广东省', level: 1 },
    { id: '440100', parent_id: '440000', label: '广州市', level: 2 },
    { id: '440104', parent_id: '440100', label: '越秀区', level: 3 },
    { id: '440106', parent_id: '440100', label: '天河区', level: 3 },
    { id: '441900', parent_id: '440000', label: '东莞市', level: 2 },
  ]
  for (const row of rows)
    await db
      .insertInto('regions')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
}

let shopSequence = 0

/** An open shop; returns its distributor id. */
export async function createTestShop(
  db: Kysely<Database>,
  values: Partial<Insertable<DistributorsTable>> = {},
): Promise<number> {
  const row = await db
    .insertInto('distributors')
    .values({ name: `测试店铺${++shopSequence}`, lat: null, lng: null, ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface TestGoodsOptions {
  item_name?: string
  distributor_id?: number
  approve_status?: ApproveStatus
  /** Cents. */
  price?: number
  market_price?: number
  /** Stock of its single SKU. */
  store?: number
  image_default_id?: string
  pics?: string[]
  /** Defaults to a shared test category. */
  category_id?: number
  sales?: number
  /** 'point' makes a points-mall goods priced at point_price. */
  item_type?: ItemType
  point_price?: number
}

let goodsSequence = 0

/** A single-SKU goods in a test category; returns its item id. */
export async function createTestGoods(db: Kysely<Database>, options: TestGoodsOptions = {}): Promise<number> {
  const n = ++goodsSequence
  const category = options.category_id ?? (await testCategory(db))
  const price = options.price ?? 9900
  const goods = await db
    .insertInto('goods')
    .values({
      item_name: options.item_name ?? `测试商品${n}`,
      distributor_id: options.distributor_id ?? 0,
      approve_status: options.approve_status ?? 'onsale',
      category_id: category,
      main_category_id: category,
      price,
      market_price: options.market_price ?? price + 1000,
      image_default_id: options.image_default_id ?? '',
      pics: JSON.stringify(options.pics ?? [`/uploads/test/goods-${n}.jpg`]),
      staff_price: null,
      sales: options.sales ?? 0,
      item_type: options.item_type ?? 'normal',
      point_price: options.point_price ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('skus')
    .values({ goods_id: goods.id, bn: `TEST-${goods.id}-${n}`, price, staff_price: null, store: options.store ?? 100 })
    .execute()
  return goods.id
}

async function testCategory(db: Kysely<Database>): Promise<number> {
  const existing = await db
    .selectFrom('categories')
    .select('id')
    .where('category_name', '=', '测试分类')
    .executeTakeFirst()
  if (existing) return existing.id
  const row = await db
    .insertInto('categories')
    .values({ level: 1, category_name: '测试分类', path: '' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('categories')
    .set({ path: `${row.id}/` })
    .where('id', '=', row.id)
    .execute()
  return row.id
}

let operatorSequence = 0

/** An operator (designer/back-office user) with a live operator token. */
/** The id of one of the company's built-in roles (超级管理员, 运营, 客服, 仓库). */
export async function builtinRoleId(db: Kysely<Database>, companyId: number, name: string): Promise<number> {
  await ensureBuiltinRoles(db, companyId)
  const role = (await listRoles(db, companyId)).find((row) => row.name === name)
  if (!role) throw new Error(`no built-in role ${name}`)
  return role.id
}

export async function createTestOperator(
  app: FastifyInstance,
  options: { role?: string; companyId?: number } = {},
): Promise<{ id: number; headers: { authorization: string } }> {
  const companyId = options.companyId ?? 1
  const row = await app.db
    .insertInto('operators')
    .values({
      company_id: companyId,
      username: `operator${process.pid}_${++operatorSequence}`,
      password_hash: await hashPassword('operator1234'),
      role_id: await builtinRoleId(app.db, companyId, options.role ?? SUPER_ADMIN_ROLE),
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { token } = await createSession(app.db, app.config.secret, 'operator', row.id)
  return { id: row.id, headers: { authorization: `Bearer ${token}` } }
}
