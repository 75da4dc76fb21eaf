import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../testing.ts'
import { memberHeadersByMobile } from '../test-helpers.ts'
import type { ItemDetail } from '../../../schemas/api/goods.ts'

const URL = '/api/h5app/wxapp/goods/items'
let app: FastifyInstance

async function goodsId(name: string): Promise<number> {
  const row = await app.db.selectFrom('goods').select('id').where('item_name', '=', name).executeTakeFirstOrThrow()
  return row.id
}

async function detail(id: number | string, headers: Record<string, string> = {}): Promise<ItemDetail> {
  const res = await app.inject({ url: `${URL}/${id}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

const bearer = (mobile: string) => memberHeadersByMobile(app, mobile)

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
})
afterAll(() => app.close())

describe('GET goods/items/:item_id', () => {
  it('answers spec groups and one spec item per SKU', async () => {
    const item = await detail(await goodsId('星河 X6 Pro 5G手机'))
    expect(item).toMatchObject({
      item_name: '星河 X6 Pro 5G手机',
      nospec: false,
      approve_status: 'onsale',
      is_gift: 0,
      product_type: 'normal',
      staff_goods: 1,
    })
    expect(item.item_spec_desc.map((g) => g.spec_name)).toEqual(['颜色', '存储容量'])
    expect(item.item_spec_desc[0].spec_values.map((v) => v.spec_value_name)).toEqual(['曜石黑', '冰川白', '远峰蓝'])
    expect(item.item_spec_desc[0].spec_values[0].spec_image_url).toMatch(/^\/uploads\/goods\/\d+-v\d+\.svg$/)
    expect(item.spec_items).toHaveLength(6)
    for (const sku of item.spec_items) {
      expect(sku.item_spec.map((s) => s.spec_name)).toEqual(['颜色', '存储容量'])
      expect(sku.market_price).toBeGreaterThan(sku.price)
    }
    expect(item.price).toBe(Math.min(...item.spec_items.map((s) => s.price)))
    expect(item.store).toBe(item.spec_items.reduce((sum, s) => sum + s.store, 0))
    const chosen = item.spec_items.find((s) => s.sku_id === item.default_sku_id)
    expect(chosen?.store).toBeGreaterThan(0)
    expect(item.category_path.map((c) => c.category_name)).toEqual(['手机数码', '手机通讯', '5G手机'])
    expect(item.description).toContain('<h3>产品亮点</h3>')
    expect(item.pics).toHaveLength(3)
    expect(item.promotion_activity.map((p) => p.promotion_tag)).toContain('满赠')
  })

  it('answers a single SKU without spec groups for nospec goods', async () => {
    const item = await detail(await goodsId('星河 67W 氮化镓快充充电器套装'))
    expect(item.nospec).toBe(true)
    expect(item.item_spec_desc).toEqual([])
    expect(item.spec_items).toHaveLength(1)
    expect(item.spec_items[0].item_spec).toEqual([])
    expect(item.default_sku_id).toBe(item.spec_items[0].sku_id)
  })

  it('still shows goods off the shelf, gifts and sold-out goods, with their state', async () => {
    expect((await detail(await goodsId('澜图 黑白激光打印机'))).approve_status).toBe('instock')
    expect((await detail(await goodsId('声悦 便携耳机收纳包'))).is_gift).toBe(1)
    const soldOut = await detail(await goodsId('拾光 Action 4 运动相机'))
    expect(soldOut.store).toBe(0)
    expect(soldOut.default_sku_id).toBe(soldOut.spec_items[0].sku_id)
  })

  it('shows the running seckill with per-SKU activity prices', async () => {
    const item = await detail(await goodsId('青橙 Note 13 5G手机'))
    expect(item.activity_type).toBe('seckill')
    expect(item.activity_info).toMatchObject({ activity_name: '限时秒杀·数码专场', limit_num: 1 })
    expect(item.activity_info?.last_seconds).toBeGreaterThan(29 * 86400)
    expect(item.spec_items.every((s) => s.act_price !== null && s.act_price < s.price)).toBe(true)
    expect(item.act_price).toBe(99900)
    const plain = await detail(await goodsId('星河 X6 5G手机'))
    expect(plain).toMatchObject({ activity_type: null, activity_info: null, act_price: null })
  })

  it('prices for the viewer: guest, gold member with the next grade advertised, staff', async () => {
    const id = await goodsId('星河 X6 Pro 5G手机')
    const guest = await detail(id)
    expect(guest.member_price).toBe(guest.price)
    expect(guest.staff_price).toBeNull()
    expect(guest.vipgrade_guide_title).toMatchObject({ vipgrade_name: '白银会员', gradeDiscount: 2 })

    const gold = await detail(id, await bearer('13800000000'))
    expect(gold.spec_items[0].member_price).toBe(Math.round(gold.spec_items[0].price * 0.95))
    expect(gold.vipgrade_guide_title).toMatchObject({ vipgrade_name: '钻石会员', gradeDiscount: 10 })

    const staff = await detail(id, await bearer('13900000000'))
    expect(staff.staff_price).toBe(489900)
    expect(staff.spec_items.every((s) => s.staff_price !== null && s.staff_price < s.price)).toBe(true)
  })

  it('uses an explicit member price over the grade discount', async () => {
    const id = await goodsId('星河 X6 Pro 5G手机')
    await app.db.updateTable('members').set({ grade_id: 4 }).where('mobile', '=', '13900000000').execute()
    const diamond = await detail(id, await bearer('13900000000'))
    expect(diamond.spec_items[0].member_price).toBe(diamond.spec_items[0].price - 40000)
    expect(diamond.vipgrade_guide_title).toBeNull()
    await app.db.updateTable('members').set({ grade_id: 1 }).where('mobile', '=', '13900000000').execute()
  })

  it('answers points-mall goods with their points price', async () => {
    const item = await detail(await goodsId('星河 Type-C 快充数据线 1m'))
    expect(item).toMatchObject({ item_type: 'point', point: 500, price: 0, vipgrade_guide_title: null })
  })

  it('answers 404 GOODS_NOT_FOUND for unknown or malformed ids, never 500', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '01', '99999999999', '%20', '1%27%20or%201%3D1']) {
      const res = await app.inject(`${URL}/${id}`)
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({
        status_code: 404,
        code: 'GOODS_NOT_FOUND',
        message: '商品不存在或已下架',
        msg: '商品不存在或已下架',
      })
    }
    const tooLong = await app.inject(`${URL}/${'1'.repeat(40)}`)
    expect(tooLong.statusCode).toBe(400)
  })
})
