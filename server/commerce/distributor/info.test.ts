import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods, createTestMember, createTestShop, type TestMember } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let shopId: number
let closedId: number
let goods: { top: number; second: number; instock: number; point: number }

beforeAll(async () => {
  app = await buildTestApp()
  shopId = await createTestShop(app.db, {
    name: '三里屯店',
    province: '北京市',
    city: '北京市',
    area: '朝阳区',
    address: '三里屯路 19 号',
    phone: '010-64161888',
    hours: '10:00-22:00',
    description: '城市旗舰店',
    lat: 39.9335,
    lng: 116.4547,
  })
  closedId = await createTestShop(app.db, { name: '关门店', status: 'closed' })
  for (const [i, name] of ['旗舰店', '可自提', '免费停车'].entries()) {
    const id = (
      await app.db.insertInto('shop_tags').values({ tag_name: name, sort: i }).returning('id').executeTakeFirstOrThrow()
    ).id
    await app.db.insertInto('distributor_tags').values({ distributor_id: shopId, tag_id: id }).execute()
  }
  goods = {
    top: await createTestGoods(app.db, { distributor_id: shopId, item_name: '热销商品', sales: 900 }),
    second: await createTestGoods(app.db, { distributor_id: shopId, item_name: '次热商品', sales: 300 }),
    instock: await createTestGoods(app.db, {
      distributor_id: shopId,
      item_name: '已下架',
      sales: 5000,
      approve_status: 'instock',
    }),
    point: await createTestGoods(app.db, {
      distributor_id: shopId,
      item_name: '积分商品',
      sales: 4000,
      item_type: 'point',
      point_price: 100,
    }),
  }
  await createTestGoods(app.db, { distributor_id: 0, item_name: '自营商品', sales: 9999 })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url: `${BASE}${url}` })

describe('GET distributor/{id}', () => {
  it('returns the shop with all its tags and its best-selling goods on the shelf', async () => {
    const res = await get(`/distributor/${shopId}`)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      distributor_id: shopId,
      name: '三里屯店',
      address: '三里屯路 19 号',
      phone: '010-64161888',
      mobile: '010-64161888',
      hours: '10:00-22:00',
      description: '城市旗舰店',
      company_id: 1,
      distance: null,
    })
    expect(data.tagList.map((t: { tag_name: string }) => t.tag_name)).toEqual(['旗舰店', '可自提', '免费停车'])
    expect(data.goods_list.map((g: { item_id: number }) => g.item_id)).toEqual([goods.top, goods.second])
    expect(data.goods_list[0]).toMatchObject({ item_name: '热销商品', distributor_id: shopId, price: 9900 })
    expect(data.goods_count).toBe(2)
  })

  it('answers 404 店铺不存在或已关闭 for an unknown or closed shop', async () => {
    for (const id of [999999, closedId]) {
      const res = await get(`/distributor/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('店铺不存在或已关闭')
    }
  })

  it('refuses a non-numeric id', async () => {
    expect((await get('/distributor/abc')).statusCode).toBe(400)
  })
})

describe('GET distributor/info', () => {
  it('returns the same shop by distributor_id', async () => {
    const res = await get(`/distributor/info?distributor_id=${shopId}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.distributor_id).toBe(shopId)
    expect(res.json().data.goods_list).toHaveLength(2)
  })

  it('answers 404 for an unknown shop and 400 without an id', async () => {
    const missing = await get('/distributor/info?distributor_id=424242')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('店铺不存在或已关闭')
    expect((await get('/distributor/info')).statusCode).toBe(400)
  })
})

describe('GET distributor/pickuplocation', () => {
  it('lists only self-pickup shops, nearest first', async () => {
    const near = await createTestShop(app.db, { name: '近自提点', city: '北京市', is_ziti: 1, lat: 39.91, lng: 116.4 })
    const far = await createTestShop(app.db, { name: '远自提点', city: '北京市', is_ziti: 1, lat: 40.1, lng: 116.6 })
    await createTestShop(app.db, { name: '不自提', city: '北京市', is_ziti: 0, lat: 39.9088, lng: 116.3976 })
    const res = await get('/distributor/pickuplocation?lat=39.9087&lng=116.3975&city=北京')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.list.map((s: { distributor_id: number }) => s.distributor_id)).toEqual([near, far])
    expect(data.total_count).toBe(2)
    expect(data.list[0].is_ziti).toBe(1)
  })
})

describe('GET ziticode', () => {
  let member: TestMember
  let other: TestMember

  async function order(
    owner: TestMember,
    values: {
      order_id: string
      status: 'NOTPAY' | 'PAYED'
      receipt_type: 'ziti' | 'logistics'
      ziti_code: string | null
    },
  ) {
    await app.db
      .insertInto('orders')
      .values({
        ...values,
        member_id: owner.id,
        distributor_id: shopId,
        total_fee: 9900,
        item_fee: 9900,
        total_num: 1,
        member_coupon_id: null,
        seckill_id: null,
        seckill_ticket: null,
        vip_grade_id: null,
        pay_type: null,
        paid_at: null,
        invoice: null,
        idempotency_key: null,
        expires_at: null,
        cancel_reason: null,
        cancelled_at: null,
        delivered_at: null,
        finished_at: null,
      })
      .execute()
  }

  beforeAll(async () => {
    member = await createTestMember(app)
    other = await createTestMember(app)
    await order(member, { order_id: 'ZT0001', status: 'PAYED', receipt_type: 'ziti', ziti_code: '83920475' })
    await order(member, { order_id: 'ZT0002', status: 'NOTPAY', receipt_type: 'ziti', ziti_code: '11112222' })
    await order(member, { order_id: 'LG0001', status: 'PAYED', receipt_type: 'logistics', ziti_code: null })
  })

  const ziti = (orderId: string, who: TestMember | null) =>
    app.inject({ method: 'GET', url: `${BASE}/ziticode?order_id=${orderId}`, headers: who ? who.headers : {} })

  it('gives the pickup code of a paid self-pickup order with a QR image and the shop', async () => {
    const res = await ziti('ZT0001', member)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.ziti_code).toBe('83920475')
    expect(data.qrcode_url).toMatch(/^data:image\/png;base64,/)
    expect(Buffer.from(data.qrcode_url.split(',')[1], 'base64').subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
    expect(data.distributor).toMatchObject({ distributor_id: shopId, name: '三里屯店', hours: '10:00-22:00' })
  })

  it('needs a login', async () => {
    expect((await ziti('ZT0001', null)).statusCode).toBe(401)
  })

  it("answers 404 for another member's order", async () => {
    const res = await ziti('ZT0001', other)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('订单不存在')
  })

  it('refuses orders that are not self-pickup or not paid', async () => {
    const logistics = await ziti('LG0001', member)
    expect(logistics.statusCode).toBe(400)
    expect(logistics.json().message).toBe('该订单不是自提订单')
    const unpaid = await ziti('ZT0002', member)
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().message).toBe('当前订单状态不可自提')
  })
})
