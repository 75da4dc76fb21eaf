import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/types.ts'
import { buildTestApp } from '../testing.ts'
import { contentWatch } from './content-version.ts'

/**
 * The database's triggers move the content counter for what guests' pages show, and only for
 * that: a checkout that leaves a SKU in stock, or a draft save, keeps every cached page.
 */
let app: FastifyInstance
let db: Kysely<Database>
let goodsId: number
let skuId: number

beforeAll(async () => {
  app = await buildTestApp()
  db = app.db
  const category = await db
    .insertInto('categories')
    .values({ parent_id: null, level: 1, category_name: '测试分类', path: '1/' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const goods = await db
    .insertInto('goods')
    .values({ item_name: '测试商品', category_id: category.id, main_category_id: null, price: 1000, staff_price: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  goodsId = goods.id
  skuId = (
    await db
      .insertInto('skus')
      .values({ goods_id: goodsId, bn: 'CV1', price: 1000, staff_price: null, store: 3 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(async () => {
  await app?.close()
})

/** Whether `change` moved the counter. */
async function moves(change: () => Promise<unknown>): Promise<boolean> {
  const watch = contentWatch(db)
  const before = await watch.refresh()
  await change()
  return (await watch.refresh()) > before
}

describe('content version', () => {
  it('moves when goods, prices or categories change', async () => {
    expect(
      await moves(() => db.updateTable('goods').set({ item_name: '新名字' }).where('id', '=', goodsId).execute()),
    ).toBe(true)
    expect(await moves(() => db.updateTable('skus').set({ price: 900 }).where('id', '=', skuId).execute())).toBe(true)
    expect(await moves(() => db.updateTable('categories').set({ category_name: '新分类' }).execute())).toBe(true)
    expect(
      await moves(() => db.insertInto('goods_tags').values({ goods_id: goodsId, tag_name: '热卖' }).execute()),
    ).toBe(true)
  })

  it('moves when stock runs out or comes back, not for every unit sold', async () => {
    expect(
      await moves(() =>
        db
          .updateTable('skus')
          .set((eb) => ({ store: eb('store', '-', 1), sales: eb('sales', '+', 1) }))
          .where('id', '=', skuId)
          .execute(),
      ),
    ).toBe(false)
    expect(
      await moves(() =>
        db
          .updateTable('goods')
          .set((eb) => ({ sales: eb('sales', '+', 1) }))
          .where('id', '=', goodsId)
          .execute(),
      ),
    ).toBe(false)
    expect(await moves(() => db.updateTable('skus').set({ store: 0 }).where('id', '=', skuId).execute())).toBe(true)
    expect(await moves(() => db.updateTable('skus').set({ store: 5 }).where('id', '=', skuId).execute())).toBe(true)
  })

  it('moves on publishing a template, not on saving its draft', async () => {
    const template = await db
      .insertInto('page_templates')
      .values({
        page_name: 'custom',
        template_title: '活动页',
        theme_pc_template_id: 9001,
        page_path: null,
        draft_config: '{}',
        published_config: null,
        published_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(
      await moves(() =>
        db
          .updateTable('page_templates')
          .set({ draft_config: '{"widgets":[]}' })
          .where('id', '=', template.id)
          .execute(),
      ),
    ).toBe(false)
    expect(
      await moves(() =>
        db
          .updateTable('page_templates')
          .set({ published_config: '{"widgets":[]}' })
          .where('id', '=', template.id)
          .execute(),
      ),
    ).toBe(true)
  })

  it('takes a version another instance announced, never going back', async () => {
    const watch = contentWatch(db)
    const current = await watch.refresh()
    watch.heard(current + 5)
    expect(watch.version).toBe(current + 5)
    watch.heard(current)
    watch.heard(Number.NaN)
    expect(watch.version).toBe(current + 5)
  })
})
