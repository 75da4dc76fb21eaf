import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BrandView } from '../../../schemas/api/admin/catalogue.ts'
import { createTestGoods, createTestOperator } from '../../commerce/test-helpers.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { buildTestApp } from '../../testing.ts'

type Who = { headers: Record<string, string> }
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

let app: FastifyInstance
let admin: Who
let stranger: Who

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
  stranger = await createTestOperator(app, { companyId: 2 })
})
afterAll(async () => {
  await app?.close()
})
beforeEach(async () => {
  await app.db.deleteFrom('skus').execute()
  await app.db.deleteFrom('goods').execute()
  await app.db.deleteFrom('brands').execute()
})

const call = (who: Who, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

async function create(name: string, extra: object = {}, who: Who = admin): Promise<BrandView> {
  const res = await call(who, 'POST', '/brands', { name, ...extra })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function goodsOf(brandId: number, count = 1): Promise<number[]> {
  const ids: number[] = []
  for (let n = 0; n < count; n++) {
    const id = await createTestGoods(app.db)
    await app.db.updateTable('goods').set({ brand_id: brandId }).where('id', '=', id).execute()
    ids.push(id)
  }
  return ids
}

const list = async (query = '', who: Who = admin) =>
  (await call(who, 'GET', `/brands${query}`)).json().data as { list: BrandView[]; total_count: number }
const brandRows = () => app.db.selectFrom('brands').selectAll().orderBy('id').execute()
const lastAudit = async () => (await call(admin, 'GET', '/audit-log')).json().data.list[0]

describe('GET /brands', () => {
  it('lists the company’s brands by sort, with goods counts, searched by name and paged', async () => {
    const apple = await create('Apple 苹果', { sort: 2, logo: '/uploads/brand/apple.png' })
    const huawei = await create('华为', { sort: 1 })
    await create('小米', { sort: 3 })
    await create('他家品牌', {}, stranger)
    await goodsOf(huawei.id, 2)
    const [archived] = await goodsOf(apple.id, 2)
    await app.db.updateTable('goods').set({ archived_at: 1_700_000_000 }).where('id', '=', archived).execute()

    const all = await list()
    expect(all.total_count).toBe(3)
    expect(all.list.map((brand) => [brand.name, brand.goods_count])).toEqual([
      ['华为', 2],
      ['Apple 苹果', 1],
      ['小米', 0],
    ])
    expect(all.list[1]).toEqual({
      id: apple.id,
      name: 'Apple 苹果',
      logo: '/uploads/brand/apple.png',
      sort: 2,
      goods_count: 1,
    })
    expect((await list('?keywords=apple')).list.map((brand) => brand.name)).toEqual(['Apple 苹果'])
    expect((await list('?keywords=%25')).total_count).toBe(0)
    const second = await list('?page=2&page_size=2')
    expect(second).toMatchObject({ total_count: 3, list: [{ name: '小米' }] })
    expect((await list('', stranger)).list.map((brand) => brand.name)).toEqual(['他家品牌'])
    expect((await call(admin, 'GET', '/brands?page_size=0')).json().code).toBe('VALIDATION')
  })

  it('is open to 仓库 (stock) but not to 客服, who may not change brands either', async () => {
    const brand = await create('海尔')
    const warehouse = await createTestOperator(app, { role: '仓库' })
    expect((await list('', warehouse)).total_count).toBe(1)
    expect((await call(warehouse, 'POST', '/brands', { name: '美的' })).statusCode).toBe(403)
    const service = await createTestOperator(app, { role: '客服' })
    expect((await call(service, 'GET', '/brands')).json().code).toBe('ADMIN_FORBIDDEN')
    expect((await call(service, 'POST', '/brands', { name: '美的' })).statusCode).toBe(403)
    expect((await call(service, 'PUT', `/brands/${brand.id}`, { name: '美的' })).statusCode).toBe(403)
    expect((await call(service, 'DELETE', `/brands/${brand.id}`)).statusCode).toBe(403)
    expect((await call({ headers: {} }, 'GET', '/brands')).statusCode).toBe(401)
    expect((await brandRows()).map((row) => row.name)).toEqual(['海尔'])
  })
})

describe('POST /brands', () => {
  it('adds a brand to the operator’s company and logs it', async () => {
    const brand = await create('  李宁  ', { logo: 'https://img.example.com/lining.png', sort: 5 })
    expect(brand).toMatchObject({ name: '李宁', logo: 'https://img.example.com/lining.png', sort: 5, goods_count: 0 })
    expect((await brandRows())[0]).toMatchObject({ company_id: 1, name: '李宁' })
    expect(await lastAudit()).toMatchObject({ area: 'goods', action: '新增品牌', target: '李宁' })
  })

  it('refuses an empty, long or taken name and a bad logo, writing nothing; another company may use the name', async () => {
    await create('安踏')
    const refusals: [object, number, string, string][] = [
      [{ name: '  ' }, 400, 'BRAND_NAME_REQUIRED', '请输入品牌名称'],
      [{ name: '名'.repeat(31) }, 400, 'BRAND_NAME_TOO_LONG', '品牌名称不能超过30个字'],
      [{ name: '安踏' }, 409, 'BRAND_NAME_TAKEN', '品牌「安踏」已存在'],
      [
        { name: '特步', logo: 'javascript:alert(1)' },
        400,
        'CATALOGUE_IMAGE_INVALID',
        '图片地址无效，请重新上传或从图片库选择',
      ],
      [{ name: '特步', sort: -1 }, 400, 'VALIDATION', ''],
      [{ logo: '/uploads/x.png' }, 400, 'VALIDATION', ''],
    ]
    for (const [body, status, code, message] of refusals) {
      const res = await call(admin, 'POST', '/brands', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().code).toBe(code)
      if (message) expect(res.json().message).toBe(message)
    }
    expect((await brandRows()).length).toBe(1)
    expect((await create('安踏', {}, stranger)).name).toBe('安踏')
  })
})

describe('PUT /brands/:id', () => {
  it('changes the name, logo and sort, with the changes in the audit log', async () => {
    const brand = await create('鸿星尔克', { sort: 1 })
    const res = await call(admin, 'PUT', `/brands/${brand.id}`, {
      name: 'ERKE 鸿星尔克',
      logo: '/uploads/erke.png',
      sort: 9,
    })
    expect(res.json().data).toMatchObject({ name: 'ERKE 鸿星尔克', logo: '/uploads/erke.png', sort: 9 })
    const entry = await lastAudit()
    expect(entry).toMatchObject({ action: '修改品牌', target: 'ERKE 鸿星尔克' })
    expect(entry.changes).toEqual([
      { field: '名称', before: '鸿星尔克', after: 'ERKE 鸿星尔克' },
      { field: 'Logo', before: '', after: '/uploads/erke.png' },
      { field: '排序', before: 1, after: 9 },
    ])
    expect((await call(admin, 'PUT', `/brands/${brand.id}`, { name: 'ERKE 鸿星尔克' })).statusCode).toBe(200)
  })

  it('refuses a taken name and another company’s brand', async () => {
    await create('回力')
    const other = await create('飞跃')
    const taken = await call(admin, 'PUT', `/brands/${other.id}`, { name: '回力' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('品牌「回力」已存在')
    const foreign = await call(stranger, 'PUT', `/brands/${other.id}`, { name: '别家' })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe('BRAND_NOT_FOUND')
    expect((await brandRows()).map((row) => row.name)).toEqual(['回力', '飞跃'])
  })
})

describe('DELETE /brands/:id', () => {
  it('is refused while goods carry the brand, with the count; goes once they do not', async () => {
    const brand = await create('九阳')
    const goods = await goodsOf(brand.id, 3)
    const refused = await call(admin, 'DELETE', `/brands/${brand.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'BRAND_IN_USE', message: '该品牌下还有 3 件商品，不能删除' })
    await app.db.updateTable('goods').set({ brand_id: null }).where('id', 'in', goods).execute()
    expect((await call(admin, 'DELETE', `/brands/${brand.id}`)).json().data).toEqual({ id: brand.id })
    expect(await lastAudit()).toMatchObject({ action: '删除品牌', target: '九阳' })
    expect(await brandRows()).toEqual([])
  })

  it('answers 404 for a missing or another company’s brand', async () => {
    const brand = await create('苏泊尔')
    expect((await call(stranger, 'DELETE', `/brands/${brand.id}`)).json().code).toBe('BRAND_NOT_FOUND')
    expect((await call(admin, 'DELETE', '/brands/999999')).statusCode).toBe(404)
    expect((await brandRows()).length).toBe(1)
  })
})

describe('the storefront follows the console', () => {
  it('shows a renamed brand in the brand filter and on cards on the next guest request', async () => {
    const brand = await create('老板')
    await goodsOf(brand.id)
    const items = async () => (await app.inject('/api/h5app/wxapp/goods/items')).json().data
    expect((await items()).brand_list.list).toEqual([{ attribute_id: brand.id, attribute_name: '老板' }])
    const version = contentWatch(app.db).version
    await call(admin, 'PUT', `/brands/${brand.id}`, { name: '老板电器' })
    expect(contentWatch(app.db).version).toBeGreaterThan(version)
    const after = await items()
    expect(after.brand_list.list).toEqual([{ attribute_id: brand.id, attribute_name: '老板电器' }])
    expect(after.list[0].brand).toBe('老板电器')
  })
})
