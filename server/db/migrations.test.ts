import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../testing.ts'
import { dialectOf } from './dialect.ts'
import { migrations } from './migrations/index.ts'
import type { Database } from './types.ts'

/** Every table of the Database interface; `satisfies` fails to compile when one is missing. */
const TABLES = Object.keys({
  vip_grades: 1,
  members: 1,
  member_points: 1,
  point_logs: 1,
  auth_tokens: 1,
  operators: 1,
  addresses: 1,
  sms_codes: 1,
  email_codes: 1,
  captchas: 1,
  regions: 1,
  categories: 1,
  brands: 1,
  distributors: 1,
  shop_tags: 1,
  distributor_tags: 1,
  goods: 1,
  goods_tags: 1,
  goods_spec_groups: 1,
  goods_spec_values: 1,
  skus: 1,
  sku_member_prices: 1,
  promotions: 1,
  promotion_goods: 1,
  seckill_activities: 1,
  seckill_items: 1,
  seckill_tickets: 1,
  coupons: 1,
  member_coupons: 1,
  carts: 1,
  orders: 1,
  order_items: 1,
  payments: 1,
  refunds: 1,
  aftersales: 1,
  order_logistics: 1,
  logistics_traces: 1,
  order_rates: 1,
  collect_items: 1,
  collect_shops: 1,
  browse_history: 1,
  article_nodes: 1,
  articles: 1,
  page_templates: 1,
  page_template_versions: 1,
  settings: 1,
  uploads: 1,
  merchant_applications: 1,
  merchant_accounts: 1,
  member_trust_logins: 1,
  trust_login_grants: 1,
  content_version: 1,
  job_leases: 1,
  photo_uploads: 1,
  operator_roles: 1,
  audit_log: 1,
  order_exports: 1,
  combined_modules: 1,
  preview_links: 1,
  draft_histories: 1,
} satisfies Record<keyof Database, 1>)

let app: FastifyInstance
let db: Kysely<Database>
/** PostgreSQL test runs share a database, one schema each; this is the app's. */
let schema: string | undefined
const now = Math.floor(Date.now() / 1000)

async function tableNames(): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return tables.filter((t) => t.schema === schema).map((t) => t.name)
}

/** A minimal catalogue row set: one category, one goods, one SKU with 3 in stock. */
async function createGoods(): Promise<{ goodsId: number; skuId: number }> {
  const category = await db
    .insertInto('categories')
    .values({ parent_id: null, level: 1, category_name: '测试分类', path: '' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('categories')
    .set({ path: `${category.id}/` })
    .where('id', '=', category.id)
    .execute()
  const goods = await db
    .insertInto('goods')
    .values({ item_name: '测试商品', category_id: category.id, main_category_id: null, price: 1000, staff_price: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  const sku = await db
    .insertInto('skus')
    .values({ goods_id: goods.id, bn: `T${goods.id}`, price: 1000, staff_price: null, store: 3 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { goodsId: goods.id, skuId: sku.id }
}

async function createMember(mobile: string): Promise<number> {
  const member = await db
    .insertInto('members')
    .values({ mobile, password_hash: 'x', birthday: null, email: null, grade_expires_at: null, last_login_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return member.id
}

beforeAll(async () => {
  app = await buildTestApp()
  db = app.db
  if (dialectOf(db).schemas) {
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema
  }
})
afterAll(() => app.close())

describe('migrations', () => {
  it('create every table of the Database interface', async () => {
    expect(await tableNames()).toEqual(expect.arrayContaining(TABLES))
  })

  it('fill timestamps and defaults so inserts can leave them out', async () => {
    const id = await createMember('13000000001')
    const member = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(member).toMatchObject({ company_id: 1, grade_id: 1, is_staff: 0, status: 'active', nickname: '', sex: 0 })
    expect(Math.abs(member.created_at - now)).toBeLessThan(60)
    expect(typeof member.created_at).toBe('number')
  })

  it('keep mobile numbers unique per company', async () => {
    await createMember('13000000002')
    await expect(createMember('13000000002')).rejects.toThrow()
  })
})

describe('CHECK constraints', () => {
  it('reject negative SKU stock, and a conditional decrement cannot oversell', async () => {
    const { goodsId, skuId } = await createGoods()
    await expect(
      db
        .insertInto('skus')
        .values({ goods_id: goodsId, bn: `NEG${goodsId}`, price: 100, staff_price: null, store: -1 })
        .execute(),
    ).rejects.toThrow()
    await expect(
      db.updateTable('skus').set({ store: sql`store - 4` }).where('id', '=', skuId).execute(),
    ).rejects.toThrow()
    const sold = await db
      .updateTable('skus')
      .set({ store: sql`store - 4` })
      .where('id', '=', skuId)
      .where('store', '>=', 4)
      .executeTakeFirst()
    expect(Number(sold.numUpdatedRows)).toBe(0)
    const sku = await db.selectFrom('skus').select('store').where('id', '=', skuId).executeTakeFirstOrThrow()
    expect(sku.store).toBe(3)
  })

  it('reject negative prices and unknown enum values', async () => {
    const { goodsId } = await createGoods()
    await expect(db.updateTable('goods').set({ price: -1 }).where('id', '=', goodsId).execute()).rejects.toThrow()
    await expect(
      db
        .updateTable('goods')
        .set({ approve_status: 'deleted' as never })
        .where('id', '=', goodsId)
        .execute(),
    ).rejects.toThrow()
    await expect(
      db
        .updateTable('goods')
        .set({ is_gift: 2 as never })
        .where('id', '=', goodsId)
        .execute(),
    ).rejects.toThrow()
  })

  it('reject a negative point balance', async () => {
    const memberId = await createMember('13000000003')
    await db.insertInto('member_points').values({ member_id: memberId, balance: 100 }).execute()
    await expect(
      db.updateTable('member_points').set({ balance: sql`balance - 101` }).where('member_id', '=', memberId).execute(),
    ).rejects.toThrow()
    await expect(
      db
        .insertInto('point_logs')
        .values({ member_id: memberId, delta: -101, balance_after: -1, reason: '测试', order_id: null })
        .execute(),
    ).rejects.toThrow()
  })

  it('reject coupons issued beyond their quantity or below zero', async () => {
    const coupon = await db
      .insertInto('coupons')
      .values({ card_type: 'cash', title: '测试券', quantity: 2, get_num: 1, begin_time: now, end_time: now + 3600 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.updateTable('coupons').set({ get_num: sql`get_num + 1` }).where('id', '=', coupon.id).execute()
    await expect(
      db.updateTable('coupons').set({ get_num: sql`get_num + 1` }).where('id', '=', coupon.id).execute(),
    ).rejects.toThrow()
    await expect(db.updateTable('coupons').set({ get_num: -1 }).where('id', '=', coupon.id).execute()).rejects.toThrow()
    await expect(
      db
        .insertInto('coupons')
        .values({ card_type: 'bogus' as never, title: '坏券', quantity: 1, begin_time: now, end_time: now + 1 })
        .execute(),
    ).rejects.toThrow()
  })

  it('reject negative seckill stock and empty cart lines', async () => {
    const { goodsId, skuId } = await createGoods()
    const memberId = await createMember('13000000004')
    const activity = await db
      .insertInto('seckill_activities')
      .values({ activity_name: '秒杀', starts_at: now, ends_at: now + 3600 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await expect(
      db
        .insertInto('seckill_items')
        .values({ seckill_id: activity.id, goods_id: goodsId, sku_id: skuId, act_price: 1, stock: -1 })
        .execute(),
    ).rejects.toThrow()
    await expect(
      db
        .insertInto('carts')
        .values({ member_id: memberId, goods_id: goodsId, sku_id: skuId, quantity: 0, selected_promotion: null })
        .execute(),
    ).rejects.toThrow()
    await db
      .insertInto('carts')
      .values({ member_id: memberId, goods_id: goodsId, sku_id: skuId, quantity: 1, selected_promotion: null })
      .execute()
    await expect(
      db
        .insertInto('carts')
        .values({ member_id: memberId, goods_id: goodsId, sku_id: skuId, quantity: 2, selected_promotion: null })
        .execute(),
    ).rejects.toThrow()
  })
})

describe('down migrations', () => {
  it('drop everything and apply again cleanly', async () => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: schema,
    })
    const down = await migrator.migrateTo(NO_MIGRATIONS)
    expect(down.error).toBeUndefined()
    expect(await tableNames()).not.toContain('goods')
    const up = await migrator.migrateToLatest()
    expect(up.error).toBeUndefined()
    expect(await tableNames()).toEqual(expect.arrayContaining(TABLES))
  })
})
