import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember, createTestOperator, memberInject } from '../../commerce/test-helpers.ts'
import { createPlacedOrder } from '../../commerce/order/test-fixtures.ts'
import type { GoodsDetail } from '../../../schemas/api/admin/goods.ts'
import {
  adminCall,
  bodyOf,
  type Caller,
  createBrand,
  createCategoryPath,
  nospecBody,
  skuInput,
  specBody,
} from './test-fixtures.ts'

let app: FastifyInstance
let admin: Caller
let leaf: number
let top: number
let brand: number
let gold: number

beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
  ;[top, , leaf] = await createCategoryPath(app.db)
  brand = await createBrand(app.db)
  gold = (
    await app.db
      .insertInto('vip_grades')
      .values({ name: '黄金会员', grade_rank: 1, discount: 10, price: 9900 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(async () => {
  await app?.close()
})

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  adminCall(app, admin, method, url, payload)

async function create(body: object): Promise<GoodsDetail> {
  const response = await call('POST', '/goods', body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

const rowCount = async (table: 'goods' | 'skus' | 'goods_spec_values' | 'audit_log') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const storefront = (id: number) => memberInject(app, null, 'GET', `/goods/items/${id}`)

describe('creating goods with specs', () => {
  it('writes 2 × 2 = 4 SKUs that the storefront reads with their specs, prices and stock', async () => {
    const goods = await create(
      specBody(leaf, {
        brand_id: brand,
        skus: specBody(leaf).skus.map((sku, i) => ({
          ...sku,
          member_prices: i === 0 ? [{ grade_id: gold, price: 8800 }] : [],
          staff_price: 7000 + i,
        })),
        staff_goods: true,
        product_type: 'sale',
      }),
    )
    expect(goods.skus).toHaveLength(4)
    expect(goods).toMatchObject({ price: 9900, staff_price: 7000, store: 40, brand_id: brand, has_orders: false })
    expect(goods.description).toContain('<p>好手机</p>')
    expect(goods.description).not.toMatch(/script|onerror/)
    expect(goods.skus[0]).toMatchObject({
      spec_values: ['曜石黑', '128GB'],
      spec_desc: '颜色:曜石黑 容量:128GB',
      member_prices: [{ grade_id: gold, price: 8800 }],
      image_url: '/uploads/goods/phone-c0.jpg',
    })

    const item = (await storefront(goods.id)).json().data
    expect(item.item_spec_desc.map((g: { spec_name: string }) => g.spec_name)).toEqual(['颜色', '容量'])
    expect(item.item_spec_desc[0].spec_values.map((v: { spec_value_name: string }) => v.spec_value_name)).toEqual([
      '曜石黑',
      '冰川白',
    ])
    expect(item.price).toBe(9900)
    expect(item.store).toBe(40)
    const white256 = item.spec_items.find((sku: { spec_desc: string }) => sku.spec_desc === '颜色:冰川白 容量:256GB')
    expect(white256).toMatchObject({ price: 11900, store: 10, spec_image_url: '/uploads/goods/phone-c1.jpg' })
    expect(white256.item_spec.map((v: { spec_value_name: string }) => v.spec_value_name)).toEqual(['冰川白', '256GB'])
    const row = await app.db
      .selectFrom('skus')
      .select(['spec_key', 'spec_value_ids'])
      .where('id', '=', white256.sku_id)
      .executeTakeFirstOrThrow()
    const ids = JSON.parse(row.spec_value_ids) as number[]
    expect(row.spec_key).toBe([...ids].sort((a, b) => a - b).join('_'))

    const [entry] = (await call('GET', '/audit-log')).json().data.list
    expect(entry).toMatchObject({ area: 'goods', action: '新增商品', target: goods.item_name })
  })

  it('removes a spec value on edit: its SKUs go, the others keep their ids, stock and price summary', async () => {
    const goods = await create(specBody(leaf))
    const body = bodyOf(goods)
    body.spec_groups[1].values = body.spec_groups[1].values.filter((v) => v.name !== '128GB')
    body.skus = body.skus.filter((sku) => sku.spec_values[1] !== '128GB')
    const saved = await call('PUT', `/goods/${goods.id}`, body)
    expect(saved.statusCode, saved.body).toBe(200)
    const after: GoodsDetail = saved.json().data
    expect(after.skus.map((sku) => sku.id)).toEqual(body.skus.map((sku) => sku.id))
    expect(after).toMatchObject({ price: 11900, store: 20 })
    const item = (await storefront(goods.id)).json().data
    expect(item.spec_items).toHaveLength(2)
    expect(item.item_spec_desc[1].spec_values).toHaveLength(1)
    expect(item.price).toBe(11900)
    const [entry] = (await call('GET', '/audit-log')).json().data.list
    expect(entry).toMatchObject({ action: '编辑商品', target: goods.item_name })
    expect(entry.changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['价格', '规格', 'SKU']),
    )
  })

  it('adds a value on edit: the new combinations become new SKUs with the stock typed', async () => {
    const goods = await create(specBody(leaf))
    const body = bodyOf(goods)
    body.spec_groups[1].values.push({ name: '512GB' } as never)
    body.skus.push(skuInput(['曜石黑', '512GB'], { store: 3 }), skuInput(['冰川白', '512GB'], { store: 4 }))
    const after: GoodsDetail = (await call('PUT', `/goods/${goods.id}`, body)).json().data
    expect(after.skus).toHaveLength(6)
    expect(after.store).toBe(47)
  })
})

describe('goods without specs and points goods', () => {
  it('saves a single SKU with an empty spec, read as such by the storefront', async () => {
    const goods = await create(nospecBody(leaf, { skus: [skuInput([], { price: 2590, store: 7 })] }))
    expect(goods).toMatchObject({ nospec: true, price: 2590, store: 7, spec_groups: [] })
    expect(goods.skus[0]).toMatchObject({ spec_values: [], spec_desc: '' })
    const item = (await storefront(goods.id)).json().data
    expect(item).toMatchObject({ nospec: true, price: 2590, store: 7 })
    expect(item.spec_items[0].item_spec).toEqual([])
  })

  it('saves points goods with points and an optional cash part', async () => {
    const goods = await create(
      nospecBody(leaf, { item_type: 'point', point_price: 1200, skus: [skuInput([], { price: 0, store: 5 })] }),
    )
    expect(goods).toMatchObject({ item_type: 'point', point_price: 1200, price: 0 })
    const item = (await storefront(goods.id)).json().data
    expect(item).toMatchObject({ item_type: 'point', point: 1200, price: 0 })
    const list = (await call('GET', '/goods?item_type=point')).json().data
    expect(list.list.map((row: { id: number }) => row.id)).toContain(goods.id)
    expect(list.list.every((row: { item_type: string }) => row.item_type === 'point')).toBe(true)
  })
})

describe('validation', () => {
  const refused = async (body: object, field: string, message: string | RegExp, url = '/goods', method = 'POST') => {
    const goodsBefore = await rowCount('goods')
    const skusBefore = await rowCount('skus')
    const response = await call(method as 'POST', url, body)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().code).toBe('GOODS_INVALID')
    expect(response.json().fields[field]).toMatch(message)
    expect(await rowCount('goods')).toBe(goodsBefore)
    expect(await rowCount('skus')).toBe(skusBefore)
  }

  it('answers every rule with the field’s message and writes nothing', async () => {
    await refused(nospecBody(leaf, { item_name: ' ' }), 'item_name', '请输入商品名称')
    await refused(nospecBody(leaf, { item_name: '名'.repeat(61) }), 'item_name', '商品名称不能超过60个字')
    await refused(nospecBody(leaf, { skus: [skuInput([], { price: 0 })] }), 'skus.0.price', '价格须不低于0.01元')
    await refused(nospecBody(leaf, { item_type: 'point', point_price: 0 }), 'point_price', '积分价格须为不小于1的整数')
    await refused(nospecBody(leaf, { skus: [skuInput([], { store: -1 })] }), 'skus.0.store', '库存须为不小于0的整数')
    await refused(nospecBody(leaf, { pics: [] }), 'pics', '请至少上传一张商品图片')
    await refused(nospecBody(leaf, { pics: Array(11).fill('/uploads/a.jpg') }), 'pics', '商品图片最多10张')
    await refused(nospecBody(leaf, { pics: ['javascript:alert(1)'] }), 'pics.0', '图片地址无效，请重新上传')
    await refused(nospecBody(top), 'category_id', '请选择第三级商品类目')
    await refused(nospecBody(leaf, { brand_id: 999_999 }), 'brand_id', '品牌不存在')
    const missing = specBody(leaf)
    missing.skus.pop()
    await refused(missing, 'skus', '缺少规格组合：冰川白 / 256GB')
    const extra = specBody(leaf)
    extra.skus.push(skuInput(['曜石黑', '1TB']))
    await refused(extra, 'skus.4.spec_values', '规格组合不存在，请重新生成规格表')
    const duplicate = specBody(leaf)
    duplicate.spec_groups[1].values.push({ name: '128GB' })
    await refused(duplicate, 'spec_groups.1.values.2.name', '规格值重复')
    const sameBn = specBody(leaf)
    sameBn.skus[1].bn = sameBn.skus[0].bn
    await refused(sameBn, 'skus.1.bn', '货号与其他规格重复')
    await refused(
      nospecBody(leaf, { skus: [skuInput([], { member_prices: [{ grade_id: 999_999, price: 100 }] })] }),
      'skus.0.member_prices.0.grade_id',
      '会员等级不存在',
    )
  })

  it('refuses a 货号 another goods carries, on create and on edit', async () => {
    const first = await create(nospecBody(leaf))
    await refused(
      nospecBody(leaf, { skus: [skuInput([], { bn: first.skus[0].bn })] }),
      'skus.0.bn',
      '货号已被其他商品使用',
    )
    const second = await create(nospecBody(leaf))
    const body = bodyOf(second)
    body.skus[0].bn = first.skus[0].bn
    await refused(body, 'skus.0.bn', '货号已被其他商品使用', `/goods/${second.id}`, 'PUT')
  })

  it('refuses a save that would take stock below 0 (库存已变化) and rolls the whole save back', async () => {
    const goods = await create(nospecBody(leaf, { item_name: '库存回滚前' }))
    await app.db.updateTable('skus').set({ store: 2 }).where('id', '=', goods.skus[0].id).execute()
    const body = bodyOf(goods)
    body.item_name = '库存回滚后'
    body.skus[0].store = 1 // the editor loaded 10: taking 9 from the 2 left is refused
    const response = await call('PUT', `/goods/${goods.id}`, body)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'GOODS_STOCK_CHANGED',
      store: 2,
      fields: { 'skus.0.store': '库存已变化，当前库存2件，请刷新后重新填写' },
    })
    const after: GoodsDetail = (await call('GET', `/goods/${goods.id}`)).json().data
    expect(after).toMatchObject({ item_name: '库存回滚前', store: 2 })
  })

  it('applies the operator’s stock change on top of what sold meanwhile', async () => {
    const goods = await create(nospecBody(leaf))
    await app.db.updateTable('skus').set({ store: 6 }).where('id', '=', goods.skus[0].id).execute()
    const body = bodyOf(goods)
    body.skus[0].store = 15 // loaded 10, typed 15: +5 on the 6 left
    const after: GoodsDetail = (await call('PUT', `/goods/${goods.id}`, body)).json().data
    expect(after.store).toBe(11)
  })
})

describe('the list', () => {
  it('filters, sorts, pages and counts the tabs', async () => {
    const [, , otherLeaf] = await createCategoryPath(app.db)
    const [, mid, deepLeaf] = await createCategoryPath(app.db)
    const a = await create(
      nospecBody(deepLeaf, { item_name: '列表甲', skus: [skuInput([], { price: 500, store: 0 })] }),
    )
    const b = await create(
      nospecBody(deepLeaf, { item_name: '列表乙', skus: [skuInput([], { price: 900, store: 3 })] }),
    )
    const c = await create(
      nospecBody(deepLeaf, {
        item_name: '列表丙',
        approve_status: 'instock',
        staff_goods: true,
        skus: [skuInput([], { price: 700, store: 50 })],
      }),
    )
    await create(nospecBody(otherLeaf, { item_name: '列表丁' }))
    const list = (await call('GET', `/goods?category_id=${mid}&sort=price&order=asc`)).json().data
    expect(list.list.map((row: { item_name: string }) => row.item_name)).toEqual(['列表甲', '列表丙', '列表乙'])
    expect(list.status_counts).toEqual({ all: 3, onsale: 1, instock: 1, soldout: 1 })
    expect(list.list[0]).toMatchObject({
      id: a.id,
      status: 'soldout',
      store: 0,
      sku_count: 1,
      sku_id: a.skus[0].id,
      category_name: expect.stringMatching(/^类目/),
      pic: '/uploads/goods/test-1.jpg',
    })
    const soldOut = (await call('GET', `/goods?category_id=${mid}&status=soldout`)).json().data
    expect(soldOut.list.map((row: { id: number }) => row.id)).toEqual([a.id])
    expect(soldOut.total_count).toBe(1)
    expect(soldOut.status_counts.all).toBe(3)
    const low = (await call('GET', `/goods?category_id=${mid}&stock_below=5&sort=stock&order=desc`)).json().data
    expect(low.list.map((row: { id: number }) => row.id)).toEqual([b.id, a.id])
    const staff = (await call('GET', `/goods?category_id=${mid}&staff_goods=1`)).json().data
    expect(staff.list.map((row: { id: number }) => row.id)).toEqual([c.id])
    const byBn = (await call('GET', `/goods?keywords=${encodeURIComponent(b.skus[0].bn)}`)).json().data
    expect(byBn.list.map((row: { id: number }) => row.id)).toEqual([b.id])
    const byName = (await call('GET', `/goods?keywords=${encodeURIComponent('列表')}&pageSize=2&page=2`)).json().data
    expect(byName).toMatchObject({ total_count: 4 })
    expect(byName.list).toHaveLength(2)
  })

  it('filters by brand and answers the editor’s grades', async () => {
    const own = await createBrand(app.db)
    const goods = await create(nospecBody(leaf, { brand_id: own }))
    const list = (await call('GET', `/goods?brand_id=${own}`)).json().data
    expect(list.list.map((row: { id: number; brand_name: string }) => row.id)).toEqual([goods.id])
    const options = (await call('GET', '/goods/editor-options')).json().data
    expect(options.grades.map((g: { name: string }) => g.name)).toEqual(['普通会员', '黄金会员'])
    expect(options.grades[1]).toMatchObject({ id: gold, discount: 10, is_default: false })
  })
})

describe('shelf, delete and archive', () => {
  it('puts goods on and off the shelf in bulk, audited per goods', async () => {
    const one = await create(nospecBody(leaf))
    const two = await create(nospecBody(leaf))
    const off = await call('POST', '/goods/bulk', { ids: [one.id, two.id], action: 'instock' })
    expect(off.json().data.results).toEqual([
      { id: one.id, result: 'instock' },
      { id: two.id, result: 'instock' },
    ])
    expect((await storefront(one.id)).json().data.approve_status).toBe('instock')
    const log = (await call('GET', '/audit-log')).json().data.list.slice(0, 2)
    expect(log.map((e: { action: string; target: string }) => [e.action, e.target])).toEqual(
      expect.arrayContaining([
        ['下架', one.item_name],
        ['下架', two.item_name],
      ]),
    )
    await call('POST', '/goods/bulk', { ids: [one.id], action: 'onsale' })
    expect((await call('GET', `/goods/${one.id}`)).json().data.approve_status).toBe('onsale')
  })

  it('deletes goods without orders with everything that hangs on them, archives goods with orders', async () => {
    const member = await createTestMember(app)
    const plain = await create(specBody(leaf))
    const ordered = await create(nospecBody(leaf))
    await app.db.insertInto('collect_items').values({ member_id: member.id, goods_id: plain.id }).execute()
    await createPlacedOrder(app.db, member.id, { lines: [{ goodsId: ordered.id }] })

    expect((await call('GET', `/goods/${ordered.id}`)).json().data.has_orders).toBe(true)
    const removed = await call('POST', '/goods/bulk', { ids: [plain.id, ordered.id], action: 'delete' })
    expect(removed.json().data.results).toEqual([
      { id: plain.id, result: 'deleted' },
      { id: ordered.id, result: 'archived' },
    ])
    const left = await app.db.selectFrom('skus').select('id').where('goods_id', '=', plain.id).execute()
    expect(left).toEqual([])
    const values = await app.db.selectFrom('goods_spec_values').select('id').where('goods_id', '=', plain.id).execute()
    expect(values).toEqual([])
    const archived = await app.db
      .selectFrom('goods')
      .select(['archived_at', 'approve_status'])
      .where('id', '=', ordered.id)
      .executeTakeFirstOrThrow()
    expect(archived.approve_status).toBe('instock')
    expect(archived.archived_at).toBeGreaterThan(0)
    expect((await call('GET', `/goods/${ordered.id}`)).statusCode).toBe(404)
    const list = (await call('GET', `/goods?keywords=${encodeURIComponent(ordered.item_name)}`)).json().data
    expect(list.total_count).toBe(0)
    const actions = (await call('GET', '/audit-log'))
      .json()
      .data.list.slice(0, 2)
      .map((e: { action: string }) => e.action)
    expect(actions.sort()).toEqual(['删除商品', '归档商品'])
  })

  it('refuses to delete goods in a running seckill, naming it, and deletes a single goods by DELETE', async () => {
    const goods = await create(nospecBody(leaf))
    const at = Math.floor(Date.now() / 1000)
    const seckill = await app.db
      .insertInto('seckill_activities')
      .values({ activity_name: '双十二秒杀', starts_at: at - 60, ends_at: at + 3600 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('seckill_items')
      .values({ seckill_id: seckill.id, goods_id: goods.id, sku_id: goods.skus[0].id, act_price: 100, stock: 5 })
      .execute()
    const refused = await call('DELETE', `/goods/${goods.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(`商品「${goods.item_name}」正在参加秒杀「双十二秒杀」，活动结束后才能删除`)
    await app.db.updateTable('seckill_activities').set({ status: 'disabled' }).where('id', '=', seckill.id).execute()
    const deleted = await call('DELETE', `/goods/${goods.id}`)
    expect(deleted.json().data).toEqual({ id: goods.id, result: 'deleted' })
  })
})

describe('who may do what', () => {
  it('gives 客服 403 on every goods route', async () => {
    const goods = await create(nospecBody(leaf))
    const service = await createTestOperator(app, { role: '客服' })
    const calls: [string, string, object?][] = [
      ['GET', '/goods'],
      ['GET', `/goods/${goods.id}`],
      ['GET', '/goods/editor-options'],
      ['POST', '/goods', nospecBody(leaf)],
      ['PUT', `/goods/${goods.id}`, bodyOf(goods)],
      ['PATCH', `/goods/skus/${goods.skus[0].id}/stock`, { mode: 'add', value: 1 }],
      ['POST', '/goods/bulk', { ids: [goods.id], action: 'instock' }],
      ['DELETE', `/goods/${goods.id}`],
    ]
    for (const [method, url, payload] of calls) {
      const response = await adminCall(app, service, method as 'GET', url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await call('GET', `/goods/${goods.id}`)).json().data.store).toBe(10)
  })

  it('lets 仓库 list and edit stock but not create, edit or delete', async () => {
    const goods = await create(nospecBody(leaf))
    const warehouse = await createTestOperator(app, { role: '仓库' })
    expect((await adminCall(app, warehouse, 'GET', '/goods')).statusCode).toBe(200)
    expect((await adminCall(app, warehouse, 'GET', `/goods/${goods.id}`)).statusCode).toBe(200)
    const stock = await adminCall(app, warehouse, 'PATCH', `/goods/skus/${goods.skus[0].id}/stock`, {
      mode: 'add',
      value: 5,
    })
    expect(stock.json().data).toMatchObject({ store: 15, goods_store: 15, goods_id: goods.id })
    const [entry] = (await call('GET', '/audit-log')).json().data.list
    expect(entry).toMatchObject({ area: 'stock', action: '修改库存', target: goods.item_name })
    for (const [method, url, payload] of [
      ['POST', '/goods', nospecBody(leaf)],
      ['PUT', `/goods/${goods.id}`, bodyOf(goods)],
      ['POST', '/goods/bulk', { ids: [goods.id], action: 'instock' }],
      ['DELETE', `/goods/${goods.id}`],
      ['GET', '/goods/editor-options'],
    ] as const) {
      const response = await adminCall(app, warehouse, method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('keeps each company’s goods its own: another company’s goods answer 404 and are not listed', async () => {
    const goods = await create(nospecBody(leaf))
    const stranger = await createTestOperator(app, { companyId: 2 })
    const [, , theirLeaf] = await createCategoryPath(app.db, 2)
    expect((await adminCall(app, stranger, 'GET', '/goods')).json().data.total_count).toBe(0)
    const paths: [string, string, object?][] = [
      ['GET', `/goods/${goods.id}`],
      ['PUT', `/goods/${goods.id}`, bodyOf({ ...goods, category_id: theirLeaf })],
      ['PATCH', `/goods/skus/${goods.skus[0].id}/stock`, { mode: 'add', value: 1 }],
      ['POST', '/goods/bulk', { ids: [goods.id], action: 'instock' }],
      ['DELETE', `/goods/${goods.id}`],
    ]
    for (const [method, url, payload] of paths) {
      const response = await adminCall(app, stranger, method as 'GET', url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    // Nor may they file goods under this company's category.
    const refused = await adminCall(app, stranger, 'POST', '/goods', nospecBody(leaf))
    expect(refused.json().fields.category_id).toBe('请选择第三级商品类目')
    const own = await adminCall(app, stranger, 'POST', '/goods', nospecBody(theirLeaf))
    expect(own.statusCode).toBe(200)
    expect((await call('GET', `/goods/${own.json().data.id}`)).statusCode).toBe(404)
    expect((await call('GET', `/goods/${goods.id}`)).json().data).toMatchObject({ store: 10, approve_status: 'onsale' })
  })
})

describe('quick stock edits', () => {
  it('adds, sets while unchanged, and answers 409 with the current stock when it moved', async () => {
    const goods = await create(nospecBody(leaf))
    const sku = goods.skus[0].id
    const patch = (payload: object) => call('PATCH', `/goods/skus/${sku}/stock`, payload)
    expect((await patch({ mode: 'add', value: -4 })).json().data.store).toBe(6)
    expect((await patch({ mode: 'set', value: 30, expected: 6 })).json().data.store).toBe(30)
    const stale = await patch({ mode: 'set', value: 50, expected: 6 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'GOODS_STOCK_CHANGED',
      store: 30,
      message: '库存已变化，当前库存30件，请刷新后重试',
    })
    const below = await patch({ mode: 'add', value: -31 })
    expect(below.statusCode).toBe(409)
    expect(below.json()).toMatchObject({ code: 'GOODS_STOCK_BELOW_ZERO', store: 30 })
    const negative = await patch({ mode: 'set', value: -1, expected: 30 })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().fields.value).toBe('库存须为不小于0的整数')
    const blind = await patch({ mode: 'set', value: 5 })
    expect(blind.statusCode).toBe(400)
    expect(blind.json().fields.expected).toBe('请刷新后重新填写库存')
    expect((await patch({ mode: 'swap', value: 1 })).statusCode).toBe(400)
    expect((await call('PATCH', '/goods/skus/99999999/stock', { mode: 'add', value: 1 })).statusCode).toBe(404)
    expect((await call('GET', `/goods/${goods.id}`)).json().data.store).toBe(30)
  })
})
