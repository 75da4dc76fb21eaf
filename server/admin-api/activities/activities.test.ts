import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PromotionDetail, SeckillDetail } from '../../../schemas/api/admin/activities.ts'
import { now } from '../../../schemas/time.ts'
import * as checkout from '../../commerce/checkout/test-fixtures.ts'
import { buildShopTestApp, createTestGoods, createTestOperator } from '../../commerce/test-helpers.ts'
import { adminCall, type Caller } from '../goods/test-fixtures.ts'

let app: FastifyInstance
let admin: Caller
let service: Caller
let stranger: Caller

beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
  service = await createTestOperator(app, { role: '客服' })
  stranger = await createTestOperator(app, { companyId: 2 })
})
afterAll(() => app?.close())
beforeEach(async () => {
  await app.db.deleteFrom('promotion_goods').execute()
  await app.db.deleteFrom('promotions').execute()
  await app.db.deleteFrom('seckill_tickets').execute()
  await app.db.deleteFrom('seckill_items').execute()
  await app.db.deleteFrom('seckill_activities').execute()
})

const DAY = 86_400
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, who: Caller = admin) =>
  adminCall(app, who, method, url, payload)

const promotionBody = (extra: object = {}) => ({
  marketing_name: '满200减30',
  promotion_type: 'full_reduction',
  promotion_tag: '满减',
  description: '全场满200减30',
  tiers: [
    { full: 20000, minus: 3000 },
    { full: 50000, minus: 10000 },
  ],
  discount: 0,
  use_bound: 'all',
  goods_ids: [],
  starts_at: now() - 60,
  ends_at: now() + 7 * DAY,
  ...extra,
})

const itemPage = async (goodsId: number) => {
  const res = await app.inject({ url: `/api/h5app/wxapp/goods/items/${goodsId}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { promotion_activity: { promotion_tag: string; marketing_name: string }[] }
}

const lastAudit = async () => app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()

describe('满减满折', () => {
  it('creates a 满减 on all goods that the item page shows at once, audited', async () => {
    const goodsId = await createTestGoods(app.db)
    expect((await itemPage(goodsId)).promotion_activity).toEqual([])
    const res = await call('POST', '/promotions', promotionBody())
    expect(res.statusCode, res.body).toBe(200)
    const created: PromotionDetail = res.json().data
    expect(created).toMatchObject({ rule_text: '满200减30，满500减100', state: 'running', use_bound: 'all' })
    const row = await app.db.selectFrom('promotions').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow()
    // Exactly the shape the pricing engine reads.
    expect(JSON.parse(row.rule)).toEqual({
      tiers: [
        { full: 20000, minus: 3000 },
        { full: 50000, minus: 10000 },
      ],
    })
    expect((await itemPage(goodsId)).promotion_activity).toEqual([
      expect.objectContaining({ promotion_tag: '满减', marketing_name: '满200减30' }),
    ])
    expect(await lastAudit()).toMatchObject({ area: 'marketing', action: '新增满减满折', target: '满200减30' })

    // 停用 takes it off the storefront at once; 启用 brings it back.
    const off = await call('POST', `/promotions/${created.id}/status`, { status: 'disabled' })
    expect(off.json().data).toMatchObject({ status: 'disabled', state: 'disabled' })
    expect((await itemPage(goodsId)).promotion_activity).toEqual([])
    await call('POST', `/promotions/${created.id}/status`, { status: 'active' })
    expect((await itemPage(goodsId)).promotion_activity).toHaveLength(1)
  })

  it('saves a 满折 on chosen goods as percent off and edits it', async () => {
    const [a, b] = [await createTestGoods(app.db), await createTestGoods(app.db)]
    const created: PromotionDetail = (
      await call(
        'POST',
        '/promotions',
        promotionBody({
          marketing_name: '精选8.8折',
          promotion_type: 'discount',
          promotion_tag: '折扣',
          tiers: [],
          discount: 12,
          use_bound: 'goods',
          goods_ids: [a],
        }),
      )
    ).json().data
    expect(created).toMatchObject({ rule_text: '8.8折', discount: 12, goods_count: 1, goods: [{ id: a }] })
    expect((await itemPage(b)).promotion_activity).toEqual([])
    const res = await call(
      'PUT',
      `/promotions/${created.id}`,
      promotionBody({
        marketing_name: '精选9折',
        promotion_type: 'discount',
        promotion_tag: '折扣',
        tiers: [],
        discount: 10,
        use_bound: 'goods',
        goods_ids: [a, b],
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ rule_text: '9折', goods_count: 2 })
    expect((await itemPage(b)).promotion_activity).toEqual([expect.objectContaining({ marketing_name: '精选9折' })])
    const audit = await lastAudit()
    expect(audit.action).toBe('修改满减满折')
    expect(JSON.parse(audit.changes)).toEqual(
      expect.arrayContaining([{ field: '优惠规则', before: '8.8折', after: '9折' }]),
    )
  })

  it('refuses bad input field by field with Chinese messages and writes nothing', async () => {
    const res = await call(
      'POST',
      '/promotions',
      promotionBody({
        marketing_name: ' ',
        promotion_tag: '超过四个字的标签',
        tiers: [
          { full: 20000, minus: 20000 },
          { full: 10000, minus: 5000 },
        ],
        starts_at: now() + DAY,
        ends_at: now(),
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'PROMOTION_INVALID',
      fields: {
        marketing_name: '请输入活动名称',
        promotion_tag: '活动标签不能超过4个字',
        'tiers.0.minus': '减免金额须小于门槛金额',
        'tiers.1.full': '门槛须比上一档高',
        ends_at: '结束时间须晚于开始时间',
      },
    })
    const discount = await call(
      'POST',
      '/promotions',
      promotionBody({ promotion_type: 'discount', tiers: [], discount: 100 }),
    )
    expect(discount.json().fields).toEqual({ discount: '折扣须在0.1折到9.9折之间' })
    const otherGoods = await createTestGoods(app.db)
    await app.db.updateTable('goods').set({ company_id: 2 }).where('id', '=', otherGoods).execute()
    const scoped = await call('POST', '/promotions', promotionBody({ use_bound: 'goods', goods_ids: [otherGoods] }))
    expect(scoped.json().fields).toEqual({ goods_ids: '所选商品中有已删除或不存在的商品，请重新选择' })
    const empty = await call('POST', '/promotions', promotionBody({ use_bound: 'goods', goods_ids: [] }))
    expect(empty.json().fields).toEqual({ goods_ids: '请选择参加活动的商品' })
    expect(await app.db.selectFrom('promotions').selectAll().execute()).toEqual([])
    expect((await call('PUT', '/promotions/999999', promotionBody())).statusCode).toBe(404)
  })

  it('lists by name, type and state with paging', async () => {
    const at = now()
    await call('POST', '/promotions', promotionBody({ marketing_name: '进行中满减' }))
    await call(
      'POST',
      '/promotions',
      promotionBody({ marketing_name: '下周满减', starts_at: at + DAY, ends_at: at + 2 * DAY }),
    )
    await call(
      'POST',
      '/promotions',
      promotionBody({ marketing_name: '折扣活动', promotion_type: 'discount', tiers: [], discount: 20 }),
    )
    const ended = (await call('POST', '/promotions', promotionBody({ marketing_name: '旧满减' }))).json().data.id
    await app.db
      .updateTable('promotions')
      .set({ starts_at: at - 9 * DAY, ends_at: at - DAY })
      .where('id', '=', ended)
      .execute()
    const names = async (query: string) =>
      (await call('GET', `/promotions${query}`))
        .json()
        .data.list.map((p: { marketing_name: string }) => p.marketing_name)
    expect(await names('?state=running')).toEqual(['折扣活动', '进行中满减'])
    expect(await names('?state=upcoming')).toEqual(['下周满减'])
    expect(await names('?state=ended')).toEqual(['旧满减'])
    expect(await names('?promotion_type=discount')).toEqual(['折扣活动'])
    expect(await names('?keywords=下周')).toEqual(['下周满减'])
    const page = (await call('GET', '/promotions?page=2&pageSize=3')).json().data
    expect(page).toMatchObject({ total_count: 4, list: [{ marketing_name: '进行中满减' }] })
  })

  it('is open to the marketing area only', async () => {
    expect((await call('GET', '/promotions', undefined, service)).statusCode).toBe(403)
    expect((await call('POST', '/promotions', promotionBody(), service)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/admin/promotions' })).statusCode).toBe(401)
    expect((await call('GET', '/seckill', undefined, service)).statusCode).toBe(403)
    expect((await call('PATCH', '/seckill/items/1/stock', { mode: 'add', value: 1 }, service)).statusCode).toBe(403)
    expect(await app.db.selectFrom('promotions').selectAll().execute()).toEqual([])
  })
})

async function seckillSku(price = 5990) {
  const goodsId = await createTestGoods(app.db, { price, store: 100 })
  const skuId = await checkout.skuOf(app.db, goodsId)
  return { goodsId, skuId }
}

const seckillBody = (items: object[], extra: object = {}) => ({
  activity_name: '周末秒杀',
  description: '限量抢购',
  starts_at: now() - 60,
  ends_at: now() + DAY,
  items,
  ...extra,
})

describe('秒杀活动', () => {
  it('creates an activity the item page prices at once, and refuses a price above the SKU’s', async () => {
    const { goodsId, skuId } = await seckillSku()
    const tooHigh = await call(
      'POST',
      '/seckill',
      seckillBody([{ sku_id: skuId, act_price: 6000, stock: 5, limit_per_member: 1 }]),
    )
    expect(tooHigh.statusCode).toBe(400)
    expect(tooHigh.json()).toMatchObject({
      code: 'SECKILL_INVALID',
      fields: { 'items.0.act_price': '秒杀价不能高于原价¥59.90' },
    })
    const bad = await call(
      'POST',
      '/seckill',
      seckillBody([{ sku_id: skuId, act_price: 0, stock: -1, limit_per_member: 0 }], { activity_name: '' }),
    )
    expect(bad.json().fields).toEqual({
      activity_name: '请输入活动名称',
      'items.0.act_price': '请输入大于0的秒杀价',
      'items.0.stock': '秒杀库存须为不小于0的整数',
      'items.0.limit_per_member': '每人限购至少1件',
    })
    expect(await app.db.selectFrom('seckill_activities').selectAll().execute()).toEqual([])

    const res = await call(
      'POST',
      '/seckill',
      seckillBody([{ sku_id: skuId, act_price: 990, stock: 5, limit_per_member: 2 }]),
    )
    expect(res.statusCode, res.body).toBe(200)
    const created: SeckillDetail = res.json().data
    expect(created).toMatchObject({
      state: 'running',
      item_count: 1,
      stock: 5,
      items: [{ goods_id: goodsId, sku_id: skuId, price: 5990, act_price: 990, stock: 5, limit_per_member: 2 }],
    })
    const page = (await app.inject({ url: `/api/h5app/wxapp/goods/items/${goodsId}` })).json().data
    expect(page.activity_info).toMatchObject({ seckill_id: created.id })
    expect(await lastAudit()).toMatchObject({ action: '新增秒杀活动', target: '周末秒杀' })

    // 停用 closes it to shoppers at once.
    await call('POST', `/seckill/${created.id}/status`, { status: 'disabled' })
    const off = (await app.inject({ url: `/api/h5app/wxapp/goods/items/${goodsId}` })).json().data
    expect(off.activity_info ?? null).toBeNull()
    expect((await call('GET', '/seckill?state=disabled')).json().data.list).toHaveLength(1)
  })

  it('keeps a sold item’s row and stock on save, and refuses to remove it', async () => {
    const one = await seckillSku()
    const two = await seckillSku(1000)
    const created: SeckillDetail = (
      await call(
        'POST',
        '/seckill',
        seckillBody([{ sku_id: one.skuId, act_price: 990, stock: 5, limit_per_member: 1 }]),
      )
    ).json().data
    const itemId = created.items[0]!.id
    await app.db.updateTable('seckill_items').set({ stock: 3, sales: 2 }).where('id', '=', itemId).execute()
    const saved = await call(
      'PUT',
      `/seckill/${created.id}`,
      seckillBody([
        { id: itemId, sku_id: one.skuId, act_price: 890, stock: 50, limit_per_member: 3 },
        { sku_id: two.skuId, act_price: 500, stock: 7, limit_per_member: 1 },
      ]),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.items).toMatchObject([
      { id: itemId, act_price: 890, stock: 3, sales: 2, limit_per_member: 3 },
      { sku_id: two.skuId, stock: 7, sales: 0 },
    ])
    const removed = await call(
      'PUT',
      `/seckill/${created.id}`,
      seckillBody([{ sku_id: two.skuId, act_price: 500, stock: 7, limit_per_member: 1 }]),
    )
    expect(removed.statusCode).toBe(409)
    expect(removed.json().code).toBe('SECKILL_ITEM_SOLD')
    expect(
      await app.db.selectFrom('seckill_items').select('id').where('seckill_id', '=', created.id).execute(),
    ).toHaveLength(2)
  })

  it('edits seckill stock exactly: add refused below 0, set only from the stock the operator saw', async () => {
    const { skuId } = await seckillSku()
    const created: SeckillDetail = (
      await call('POST', '/seckill', seckillBody([{ sku_id: skuId, act_price: 990, stock: 5, limit_per_member: 1 }]))
    ).json().data
    const url = `/seckill/items/${created.items[0]!.id}/stock`
    expect((await call('PATCH', url, { mode: 'add', value: 3 })).json().data).toMatchObject({ stock: 8 })
    const below = await call('PATCH', url, { mode: 'add', value: -9 })
    expect(below.statusCode).toBe(409)
    expect(below.json()).toMatchObject({
      code: 'SECKILL_STOCK_BELOW_ZERO',
      stock: 8,
      message: '秒杀库存不能小于0，当前库存8件',
    })
    const stale = await call('PATCH', url, { mode: 'set', value: 20, expected: 5 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'SECKILL_STOCK_CHANGED', stock: 8 })
    expect((await call('PATCH', url, { mode: 'set', value: 20 })).json().fields).toHaveProperty('expected')
    expect((await call('PATCH', url, { mode: 'set', value: 20, expected: 8 })).json().data).toMatchObject({ stock: 20 })
    expect(await lastAudit()).toMatchObject({ action: '修改秒杀库存', summary: '8 → 20' })
    expect((await call('PATCH', '/seckill/items/999999/stock', { mode: 'add', value: 1 })).statusCode).toBe(404)
  })

  it('offers only the company’s SKUs in the picker', async () => {
    const { goodsId, skuId } = await seckillSku()
    expect((await call('GET', `/seckill/goods/${goodsId}/skus`)).json().data).toMatchObject([
      { sku_id: skuId, price: 5990 },
    ])
    expect((await call('GET', `/seckill/goods/${goodsId}/skus`, undefined, stranger)).json().data).toEqual([])
    const foreign = await call(
      'POST',
      '/seckill',
      seckillBody([{ sku_id: skuId, act_price: 100, stock: 1, limit_per_member: 1 }]),
      stranger,
    )
    expect(foreign.json().fields).toEqual({ 'items.0.sku_id': '该规格不存在或商品已删除' })
  })
})
