import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../../commerce/test-helpers.ts'
import { dataOf, nuxtClient, STALE_TOKEN } from './nuxt-client.ts'

/** Contract 2.3 (goods detail: its three awaited calls, the SKU picker rules, the calls after render). */

let app: FastifyInstance
let member: TestMember
/** Seeded goods on sale: one without variants, one with two spec groups, one of a shop. */
let single: number
let twoGroups: number
let shopGoods: { id: number; distributor_id: number; category_id: number }

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
  member = await createTestMember(app)
  const onSale = app.db.selectFrom('goods').where('approve_status', '=', 'onsale').where('item_type', '=', 'normal')
  single = (await onSale.select('id').where('nospec', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id
  const grouped = await app.db
    .selectFrom('goods_spec_groups')
    .innerJoin('goods', 'goods.id', 'goods_spec_groups.goods_id')
    .select('goods_spec_groups.goods_id')
    .where('goods.approve_status', '=', 'onsale')
    .groupBy('goods_spec_groups.goods_id')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('goods_spec_groups.goods_id')
    .executeTakeFirstOrThrow()
  twoGroups = grouped.goods_id
  shopGoods = await onSale
    .select(['id', 'distributor_id', 'category_id'])
    .where('distributor_id', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}, 60_000)
afterAll(async () => {
  await app?.close()
})

interface SpecValue {
  spec_value_id: number
  spec_value_name: string
  spec_image_url: string
}
interface Detail {
  item_id: number
  itemId: number
  item_name: string
  pics: string[]
  price: number
  member_price: number
  market_price: number
  approve_status: string
  nospec: boolean
  intro: string
  item_category_info: { category_id: number; category_name: string; children: unknown[] }[]
  item_spec_desc: { spec_name: string; spec_values: SpecValue[] }[]
  spec_items: {
    item_id: number
    store: number
    price: number
    item_spec: { spec_value_id: number; spec_value_name: string }[]
  }[]
  distributor_id: number
  category_id: number
  company_id: number
  tdk_data: { title: string; mate_keywords: string; mate_description: string }
}

const detailOf = async (id: number, token?: string) =>
  dataOf<Detail>(await nuxtClient(app, token).get(`goods/items/${id}`, { is_tdk: 1 }), `detail ${id}`)

describe('GET goods/items/{id}', () => {
  it('answers every field the page reads, for goods without variants', async () => {
    const item = await detailOf(single)
    expect(item).toMatchObject({
      item_id: single,
      itemId: single,
      approve_status: 'onsale',
      nospec: true,
      company_id: 1,
    })
    expect(Array.isArray(item.pics) && item.pics.length > 0).toBe(true)
    expect(typeof item.intro).toBe('string')
    expect(item.price).toEqual(expect.any(Number))
    expect(item.market_price).toEqual(expect.any(Number))
    expect(Object.keys(item.tdk_data).sort()).toEqual(['mate_description', 'mate_keywords', 'title'])
    expect(item.tdk_data.title).toContain(item.item_name)
  })

  it('answers the category path as item_category_info, nested top first, at most three levels', async () => {
    const item = await detailOf(single)
    const path = await app.db
      .selectFrom('categories')
      .select(['id', 'path'])
      .where('id', '=', item.category_id)
      .executeTakeFirstOrThrow()
    const ids = path.path.split('/').filter(Boolean).map(Number)
    const chain: number[] = []
    let level = item.item_category_info
    while (level.length > 0) {
      expect(level).toHaveLength(1)
      chain.push(level[0]!.category_id)
      expect(Array.isArray(level[0]!.children)).toBe(true)
      level = level[0]!.children as Detail['item_category_info']
    }
    expect(chain).toEqual(ids)
    expect(chain.length).toBeLessThanOrEqual(3)
  })

  it('builds a SKU picker: ordered groups, numeric ids, each SKU listing its values in group order, one in stock', async () => {
    // Stored in reverse: the answer must still follow the group order.
    const skus = await app.db
      .selectFrom('skus')
      .select(['id', 'spec_value_ids'])
      .where('goods_id', '=', twoGroups)
      .execute()
    for (const sku of skus)
      await app.db
        .updateTable('skus')
        .set({ spec_value_ids: JSON.stringify([...JSON.parse(sku.spec_value_ids)].reverse()) })
        .where('id', '=', sku.id)
        .execute()

    const item = await detailOf(twoGroups)
    expect(item.nospec).toBe(false)
    expect(item.item_spec_desc.length).toBeGreaterThanOrEqual(2)
    const groupOf = new Map<number, number>()
    item.item_spec_desc.forEach((group, index) => {
      for (const value of group.spec_values) {
        expect(Number.isInteger(value.spec_value_id)).toBe(true)
        groupOf.set(value.spec_value_id, index)
      }
    })
    const keys = new Set<string>()
    for (const sku of item.spec_items) {
      expect(sku.item_spec.map((v) => groupOf.get(v.spec_value_id))).toEqual(
        item.item_spec_desc.map((_, index) => index),
      )
      for (const v of sku.item_spec) expect(typeof v.spec_value_id).toBe('number')
      keys.add(sku.item_spec.map((v) => v.spec_value_id).join('-'))
    }
    expect(keys.size).toBe(item.spec_items.length)
    expect(item.spec_items.some((sku) => sku.store > 0)).toBe(true)
  })

  it('says instock for goods taken off the shelf', async () => {
    await app.db.updateTable('goods').set({ approve_status: 'instock' }).where('id', '=', single).execute()
    try {
      expect((await detailOf(single)).approve_status).toBe('instock')
    } finally {
      await app.db.updateTable('goods').set({ approve_status: 'onsale' }).where('id', '=', single).execute()
    }
  })

  it('answers a stale token as a guest', async () => {
    expect(await detailOf(single, STALE_TOKEN)).toEqual(await detailOf(single))
  })
})

describe('the two other awaited calls of the detail page', () => {
  it('GET distributor/is_valid answers a truthy shop for the platform (0) and for a shop', async () => {
    const own = dataOf<Record<string, unknown>>(
      await nuxtClient(app, STALE_TOKEN).get('distributor/is_valid', { distributor_id: 0 }),
    )
    expect(own).toMatchObject({ distributor_id: 0, is_valid: true, name: expect.any(String), logo: expect.any(String) })
    const shop = await app.db
      .selectFrom('distributors')
      .select(['name', 'logo'])
      .where('id', '=', shopGoods.distributor_id)
      .executeTakeFirstOrThrow()
    const valid = dataOf(
      await nuxtClient(app).get('distributor/is_valid', { distributor_id: shopGoods.distributor_id }),
    )
    expect(valid).toMatchObject({
      distributor_id: shopGoods.distributor_id,
      is_valid: true,
      name: shop.name,
      logo: shop.logo,
    })
    expect(dataOf(await nuxtClient(app).get('distributor/is_valid', { distributor_id: 999_999 }))).toMatchObject({
      is_valid: false,
      name: '',
    })
  })

  it('GET goods/category answers the shop tree as an array whose top nodes all carry children', async () => {
    const tree = dataOf<{ category_id: number; category_name: string; children: unknown[] }[]>(
      await nuxtClient(app, STALE_TOKEN).get('goods/category', {
        distributor_id: shopGoods.distributor_id,
        category_id: shopGoods.category_id,
      }),
    )
    expect(tree.length).toBeGreaterThan(0)
    for (const node of tree)
      expect(node).toMatchObject({
        category_id: expect.any(Number),
        category_name: expect.any(String),
        children: expect.any(Array),
      })
    const flat = JSON.stringify(tree)
    expect(flat).toContain(`"category_id":${shopGoods.category_id},`)
    const whole = dataOf<unknown[]>(await nuxtClient(app).get('goods/category', { distributor_id: 0 }))
    expect(whole.length).toBeGreaterThanOrEqual(tree.length)
    expect(JSON.stringify(whole).length).toBeGreaterThan(flat.length)
  })
})

describe('the calls after render', () => {
  it('GET getCardList answers {list} for one item and for a cart’s item_id[] list', async () => {
    const one = dataOf<{ list: Record<string, unknown>[] }>(
      await nuxtClient(app, STALE_TOKEN).get('getCardList', {
        distributor_id: 0,
        end_date: 1,
        item_id: single,
        page_size: 999,
      }),
    )
    expect(Array.isArray(one.list)).toBe(true)
    for (const card of one.list)
      expect(card).toMatchObject({
        card_id: expect.any(Number),
        card_type: expect.any(String),
        reduce_cost: expect.any(Number),
        least_cost: expect.any(Number),
        get_limit: expect.any(Number),
        user_get_num: 0,
        quantity: expect.any(Number),
        get_num: expect.any(Number),
      })
    const several = dataOf<{ list: { card_id: number }[] }>(
      await nuxtClient(app).get('getCardList', {
        distributor_id: 0,
        end_date: 1,
        item_id: [single, twoGroups],
        page_size: 999,
      }),
    )
    const ids = new Set(several.list.map((card) => card.card_id))
    for (const card of one.list) expect(ids.has(card.card_id as number)).toBe(true)
  })

  it('GET promotions/recommendlike answers entries with pics arrays', async () => {
    const data = dataOf<{
      list: { item_id: number; item_name: string; pics: string[]; price: number }[]
      total_count: number
    }>(await nuxtClient(app, STALE_TOKEN).get('promotions/recommendlike', { page: 1, pageSize: 5 }))
    expect(data.list.length).toBe(5)
    for (const entry of data.list) expect(Array.isArray(entry.pics)).toBe(true)
  })

  it('GET order/rate/list answers {list, total_count}', async () => {
    const data = dataOf(
      await nuxtClient(app, STALE_TOKEN).get('order/rate/list', {
        page: 1,
        pageSize: 20,
        item_id: single,
        order_type: 'normal',
      }),
    )
    expect(data).toMatchObject({ list: expect.any(Array), total_count: expect.any(Number) })
  })

  it('for a member: saves the footprint, answers collected goods as {list:[{item_id}]} and the shop as {is_fav}', async () => {
    const client = nuxtClient(app, member.token)
    dataOf(await client.post('member/browse/history/save', { item_id: shopGoods.id }))
    const footprint = await app.db
      .selectFrom('browse_history')
      .select('goods_id')
      .where('member_id', '=', member.id)
      .execute()
    expect(footprint.map((row) => row.goods_id)).toContain(shopGoods.id)

    expect(
      dataOf(await client.get('member/collect/distribution/check', { distributor_id: shopGoods.distributor_id })),
    ).toMatchObject({ is_fav: false })
    expect(dataOf(await client.get('member/collect/distribution/check', { distributor_id: 0 }))).toMatchObject({
      is_fav: false,
    })
    dataOf(await client.post(`member/collect/distribution/${shopGoods.distributor_id}`))
    expect(
      dataOf(await client.get('member/collect/distribution/check', { distributor_id: shopGoods.distributor_id })),
    ).toMatchObject({ is_fav: true })

    dataOf(await client.post(`member/collect/item/${shopGoods.id}`, { distributor_id: shopGoods.distributor_id }))
    const collected = dataOf<{ list: { item_id: number }[] }>(
      await client.get('member/collect/item', { distributor_id: shopGoods.distributor_id }),
    )
    expect(collected.list.map((entry) => entry.item_id)).toContain(shopGoods.id)
  })

  it('keeps member-only calls at 401 for a stale token', async () => {
    expect((await nuxtClient(app, STALE_TOKEN).get('member/collect/item', { distributor_id: 0 })).status).toBe(401)
    expect(
      (await nuxtClient(app, STALE_TOKEN).get('member/collect/distribution/check', { distributor_id: 0 })).status,
    ).toBe(401)
  })
})
