import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../testing.ts'
import { verifyPassword } from '../../lib/password.ts'
import { seedIfEmpty } from './index.ts'
import { DEMO_ACCOUNTS } from './people.ts'

let app: FastifyInstance
const silent = { info: () => {} }

async function count(
  table: 'goods' | 'skus' | 'coupons' | 'distributors' | 'regions' | 'members' | 'articles' | 'categories',
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
})
afterAll(() => app.close())

describe('demo seed', () => {
  it('has at least 120 goods across at least 8 top categories, each with three levels', async () => {
    expect(await count('goods')).toBeGreaterThanOrEqual(120)
    const categories = await app.db.selectFrom('categories').select(['id', 'parent_id', 'level', 'path']).execute()
    const tops = categories.filter((c) => c.level === 1)
    expect(tops.length).toBeGreaterThanOrEqual(8)
    for (const top of tops) {
      expect(categories.some((c) => c.level === 3 && c.path.startsWith(top.path))).toBe(true)
    }
    const normalGoods = await app.db
      .selectFrom('goods')
      .select('category_id')
      .where('item_type', '=', 'normal')
      .execute()
    const topsWithGoods = new Set(
      normalGoods.map((g) => categories.find((c) => c.id === g.category_id)?.path.split('/')[0]),
    )
    expect(topsWithGoods.size).toBeGreaterThanOrEqual(8)
    expect(categories.filter((c) => normalGoods.some((g) => g.category_id === c.id)).every((c) => c.level === 3)).toBe(
      true,
    )
  })

  it('has at least 40 goods with variants, sold-out SKUs and sold-out goods', async () => {
    const variantGoods = await app.db.selectFrom('goods').select('id').where('nospec', '=', 0).execute()
    expect(variantGoods.length).toBeGreaterThanOrEqual(40)
    const skus = await app.db.selectFrom('skus').select(['goods_id', 'store', 'price', 'market_price']).execute()
    expect(skus.some((s) => s.store === 0)).toBe(true)
    const storeOf = new Map<number, number>()
    for (const sku of skus) storeOf.set(sku.goods_id, (storeOf.get(sku.goods_id) ?? 0) + sku.store)
    expect([...storeOf.values()].some((store) => store === 0)).toBe(true)
    expect(skus.filter((s) => s.price > 0).every((s) => s.market_price > s.price)).toBe(true)
  })

  it('has staff goods of every product type with staff prices', async () => {
    const staff = await app.db
      .selectFrom('goods')
      .select(['product_type', 'staff_price', 'price'])
      .where('staff_goods', '=', 1)
      .execute()
    expect(new Set(staff.map((g) => g.product_type))).toEqual(new Set(['normal', 'sale', 'bag']))
    expect(staff.every((g) => g.staff_price !== null && g.staff_price < g.price)).toBe(true)
  })

  it('has coupons of all three card types, one nearly exhausted', async () => {
    const coupons = await app.db.selectFrom('coupons').select(['card_type', 'quantity', 'get_num']).execute()
    expect(coupons.length).toBeGreaterThanOrEqual(10)
    expect(new Set(coupons.map((c) => c.card_type))).toEqual(new Set(['cash', 'discount', 'gift']))
    expect(coupons.some((c) => c.quantity - c.get_num === 1)).toBe(true)
  })

  it('has running seckills and promotions of each kind', async () => {
    const now = Math.floor(Date.now() / 1000)
    const seckills = await app.db.selectFrom('seckill_activities').select(['starts_at', 'ends_at']).execute()
    expect(seckills.length).toBeGreaterThanOrEqual(2)
    expect(seckills.every((s) => s.starts_at <= now && s.ends_at >= now + 29 * 86400)).toBe(true)
    const promotions = await app.db.selectFrom('promotions').select('promotion_type').execute()
    expect(new Set(promotions.map((p) => p.promotion_type))).toEqual(new Set(['full_reduction', 'discount', 'gift']))
  })

  it('has at least 12 shops with tags, several in Beijing', async () => {
    expect(await count('distributors')).toBeGreaterThanOrEqual(12)
    const beijing = await app.db
      .selectFrom('distributors')
      .select(['lat', 'lng'])
      .where('city', '=', '北京市')
      .execute()
    expect(beijing.length).toBeGreaterThanOrEqual(3)
    for (const shop of beijing) {
      expect(shop.lat).toBeGreaterThan(39.4)
      expect(shop.lat).toBeLessThan(41)
      expect(shop.lng).toBeGreaterThan(115.4)
      expect(shop.lng).toBeLessThan(117.6)
    }
    const tagged = await app.db.selectFrom('distributor_tags').select('distributor_id').distinct().execute()
    expect(tagged.length).toBe(await count('distributors'))
  })

  it('has the region tree, FAQ articles, grades, settings and layout templates', async () => {
    expect(await count('regions')).toBeGreaterThan(3000)
    const beijingCity = await app.db
      .selectFrom('regions')
      .select('label')
      .where('id', '=', '110100')
      .executeTakeFirstOrThrow()
    expect(beijingCity.label).toBe('北京市')
    const faqs = await app.db
      .selectFrom('articles')
      .innerJoin('article_nodes', 'article_nodes.id', 'articles.node_id')
      .select('articles.id')
      .where('article_nodes.code', '=', 'faq')
      .execute()
    expect(faqs.length).toBeGreaterThanOrEqual(8)
    const grades = await app.db.selectFrom('vip_grades').select('name').orderBy('grade_rank').execute()
    expect(grades.map((g) => g.name)).toEqual(['普通会员', '白银会员', '黄金会员', '钻石会员'])
    const tdk = await app.db
      .selectFrom('settings')
      .select('value')
      .where('name', '=', 'tdk_data')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(tdk.value).title).toBe('mallfront 商城')
    const templates = await app.db.selectFrom('page_templates').select(['page_name', 'published_config']).execute()
    expect(templates.map((t) => t.page_name).sort()).toEqual(['custom', 'footer', 'header', 'index', 'product'])
    const header = JSON.parse(templates.find((t) => t.page_name === 'header')?.published_config ?? '{}')
    expect(header.hotKeywords).toHaveLength(5)
    const footer = JSON.parse(templates.find((t) => t.page_name === 'footer')?.published_config ?? '{}')
    expect(footer.params.services).toHaveLength(4)
  })

  it('lets the demo member and the operator sign in with their documented passwords', async () => {
    const member = await app.db
      .selectFrom('members')
      .select('password_hash')
      .where('mobile', '=', DEMO_ACCOUNTS.member.mobile)
      .executeTakeFirstOrThrow()
    expect(await verifyPassword(DEMO_ACCOUNTS.member.password, member.password_hash)).toBe(true)
    expect(await verifyPassword('wrong-password1', member.password_hash)).toBe(false)
    const operator = await app.db
      .selectFrom('operators')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
    expect(await verifyPassword('admin1234', operator.password_hash)).toBe(true)
    const points = await app.db
      .selectFrom('member_points')
      .innerJoin('members', 'members.id', 'member_points.member_id')
      .select('balance')
      .where('members.mobile', '=', DEMO_ACCOUNTS.member.mobile)
      .executeTakeFirstOrThrow()
    expect(points.balance).toBeGreaterThan(0)
  })

  it('writes 800x800 SVG goods images that the database points at', async () => {
    const goods = await app.db.selectFrom('goods').select(['pics']).orderBy('id').limit(1).executeTakeFirstOrThrow()
    const [main] = JSON.parse(goods.pics) as string[]
    const svg = fs.readFileSync(path.join(app.config.dataDir, main), 'utf8')
    expect(svg).toMatch(/^<svg [^>]*width="800" height="800"/)
    const res = await app.inject(main)
    expect(res.statusCode).toBe(200)
  })

  it('does not seed again, and restores deleted generated images', async () => {
    const before = await Promise.all([
      count('goods'),
      count('skus'),
      count('members'),
      count('coupons'),
      count('regions'),
    ])
    const uploads = path.join(app.config.dataDir, 'uploads')
    fs.rmSync(uploads, { recursive: true, force: true })
    expect(await seedIfEmpty(app.db, { dataDir: app.config.dataDir, log: silent })).toBe(false)
    const after = await Promise.all([
      count('goods'),
      count('skus'),
      count('members'),
      count('coupons'),
      count('regions'),
    ])
    expect(after).toEqual(before)
    expect(fs.existsSync(path.join(uploads, 'brand', 'logo.svg'))).toBe(true)
    expect(fs.existsSync(path.join(uploads, 'goods', '1-1.svg'))).toBe(true)
    expect(fs.existsSync(path.join(uploads, 'banners', 'home-1.svg'))).toBe(true)
  })

  it('leaves PostgreSQL sequences past the seeded ids', async () => {
    const category = await app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()
    const { max } = await app.db
      .selectFrom('goods')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow()
    const inserted = await app.db
      .insertInto('goods')
      .values({ item_name: '新商品', category_id: category.id, main_category_id: null, price: 100, staff_price: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(inserted.id).toBeGreaterThan(Number(max))
  })
})
