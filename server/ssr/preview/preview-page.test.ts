import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGoods } from '../../commerce/test-helpers.ts'
import {
  callApi,
  configWith,
  createOperator,
  insertTemplate,
  textWidget,
  type Caller,
} from '../../designer-api/test-fixtures.ts'
import { buildTestApp } from '../../testing.ts'
import { formatPrice } from '../../../schemas/money.ts'
import { w0002Defaults } from '../../../schemas/widgets/W0002.ts'
import { ensureBuild } from '../ensure-build.ts'
import { sharedPageAddress } from '../page-handler.ts'
import { sharedPageCache } from '../page-cache.ts'
import { guestDescriptorCache } from '../../pages/routes.ts'
import { STAFF_BADGE } from './viewer-prices.ts'

/**
 * /preview/:token: a template's draft, server-rendered for anyone holding a live link, with the
 * goods' prices of the viewer it is seen as, and never kept by any cache.
 */

let app: FastifyInstance
let operator: Caller
let templateId: number
let goodsId: number
let grades: { plain: number; gold: number }

const PRICE = 9900
const GOLD_PRICE = 8800
const STAFF_PRICE = 7000

const goodsWidget = (id: number) => ({
  ...w0002Defaults,
  uuid: 'goods',
  y: 100,
  height: 320,
  data: [{ goods_id: id, itemId: id, goods_name: '设计时', goods_pic: '/old.png', price: 1, linkPage: 'goods' }],
})

async function saveDraft(id: number, widgets: Record<string, unknown>[]) {
  const revision = (await callApi(app, operator, 'GET', `/templates/${id}/draft`)).body?.data.revision
  const saved = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
    config: configWith(...widgets),
    revision,
  })
  expect(saved.status).toBe(200)
}

async function newLink(id = templateId): Promise<string> {
  const made = await callApi(app, operator, 'POST', `/templates/${id}/preview-links`, {})
  expect(made.status).toBe(200)
  return made.body?.data.path
}

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/126.0', ...headers },
  })

beforeAll(async () => {
  ensureBuild(path.resolve(import.meta.dirname, '../../..'))
  app = await buildTestApp({ ssr: true })
  operator = await createOperator(app)
  goodsId = await createTestGoods(app.db, { item_name: '预览测试商品', price: PRICE })
  await app.db
    .updateTable('goods')
    .set({ staff_goods: 1, staff_price: STAFF_PRICE })
    .where('id', '=', goodsId)
    .execute()
  const [plain, gold] = await Promise.all([
    app.db
      .insertInto('vip_grades')
      .values({ name: '普通会员', grade_rank: 0, discount: 0, is_default: 1 })
      .returning('id')
      .executeTakeFirstOrThrow(),
    app.db
      .insertInto('vip_grades')
      .values({ name: '黄金会员', grade_rank: 1, discount: 5 })
      .returning('id')
      .executeTakeFirstOrThrow(),
  ])
  grades = { plain: plain.id, gold: gold.id }
  const sku = await app.db.selectFrom('skus').select('id').where('goods_id', '=', goodsId).executeTakeFirstOrThrow()
  await app.db
    .insertInto('sku_member_prices')
    .values({ sku_id: sku.id, grade_id: gold.id, price: GOLD_PRICE })
    .execute()

  const published = configWith(textWidget('t', '已发布文字'))
  templateId = (
    await insertTemplate(app, { page_name: 'custom', title: '双11会场', config: published, published: true })
  ).id
  await saveDraft(templateId, [textWidget('t', '草稿文字'), goodsWidget(goodsId)])
}, 180_000)
afterAll(async () => {
  await app?.close()
})

describe('opening a preview link', () => {
  it('shows the draft under the 预览版本 banner, never cached nor indexed, without the storefront scripts', async () => {
    const link = await newLink()
    const page = await open(link)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('草稿文字')
    expect(page.body).not.toContain('已发布文字')
    expect(page.body).toContain('预览版本')
    expect(page.body).toContain('双11会场')
    expect(page.body).toContain('<meta name="robots" content="noindex">')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.body).not.toMatch(/<script[^>]*src=/)
    expect(page.body).toContain(formatPrice(PRICE))
  })

  it('never enters the page cache: the next request shows the draft as it is now', async () => {
    const link = await newLink()
    expect(
      sharedPageAddress(app.config, { method: 'GET', url: link, headers: { accept: 'text/html' }, cookies: {} }),
    ).toBeNull()
    const kept = () => [sharedPageCache(app.db).size, guestDescriptorCache(app.db).size]
    const before = kept()
    expect((await open(link)).body).toContain('草稿文字')
    expect((await open(`${link}?as=staff`)).statusCode).toBe(200)
    expect(kept()).toEqual(before)
    await saveDraft(templateId, [textWidget('t', '改过的草稿'), goodsWidget(goodsId)])
    const again = await open(link)
    expect(again.body).toContain('改过的草稿')
    expect(again.body).not.toContain('草稿文字')
    await saveDraft(templateId, [textWidget('t', '草稿文字'), goodsWidget(goodsId)])
    // The published page is untouched and still served to guests.
    expect((await open(`/custompage?pageid=${await pageIdOf(templateId)}`)).body).toContain('已发布文字')
  })

  it('is rendered as a guest whatever the visitor’s cookies', async () => {
    const link = await newLink()
    const page = await open(link, { cookie: 'operator_token=x; customer_token=y' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('草稿文字')
  })
})

async function pageIdOf(id: number): Promise<number> {
  const row = await app.db
    .selectFrom('page_templates')
    .select('theme_pc_template_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return row.theme_pc_template_id
}

describe('seeing a preview as a viewer', () => {
  it('offers 游客, each grade and 员工 as links, and marks the current one', async () => {
    const link = await newLink()
    const html = (await open(`${link}?as=grade:${grades.gold}`)).body
    expect(html).toContain('<a href="?as=guest">游客</a>')
    expect(html).toContain(`<a href="?as=grade%3A${grades.plain}">普通会员</a>`)
    expect(html).toContain(`<a href="?as=grade%3A${grades.gold}" aria-current="page">黄金会员</a>`)
    expect(html).toContain('<a href="?as=staff">员工</a>')
  })

  it('shows a grade’s member price, live from the database', async () => {
    const link = await newLink()
    const gold = (await open(`${link}?as=grade:${grades.gold}`)).body
    expect(gold).toContain(formatPrice(GOLD_PRICE))
    // Without an explicit price the grade's discount applies.
    await app.db.deleteFrom('sku_member_prices').execute()
    expect((await open(`${link}?as=grade:${grades.gold}`)).body).toContain(formatPrice(Math.round(PRICE * 0.95)))
    expect((await open(`${link}?as=grade:${grades.plain}`)).body).toContain(formatPrice(PRICE))
    const sku = await app.db.selectFrom('skus').select('id').where('goods_id', '=', goodsId).executeTakeFirstOrThrow()
    await app.db
      .insertInto('sku_member_prices')
      .values({ sku_id: sku.id, grade_id: grades.gold, price: GOLD_PRICE })
      .execute()
  })

  it('shows staff goods at the staff price with the 员工价 badge as staff, and an unknown viewer as a guest', async () => {
    const link = await newLink()
    const staff = (await open(`${link}?as=staff`)).body
    expect(staff).toContain(formatPrice(STAFF_PRICE))
    expect(staff).toContain(`${STAFF_BADGE}预览测试商品`)
    const guest = (await open(`${link}?as=grade:999999`)).body
    expect(guest).toContain(formatPrice(PRICE))
    expect(guest).not.toContain(STAFF_BADGE)
    expect(guest).toContain('<a href="?as=guest" aria-current="page">游客</a>')
  })
})

describe('a link that no longer opens the draft', () => {
  const expectGone = async (url: string) => {
    const page = await open(url)
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('页面不存在')
    expect(page.body).not.toContain('草稿文字')
    expect(page.body).not.toContain('预览测试商品')
    expect(page.body).not.toContain('mf-preview-banner')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex')
  }

  it('is the storefront’s 404 page when tampered with or malformed', async () => {
    const link = await newLink()
    const last = link.at(-1) === 'A' ? 'B' : 'A'
    await expectGone(link.slice(0, -1) + last)
    await expectGone(link.slice(0, -2))
    await expectGone(`${link}x`)
    await expectGone('/preview/..%2Fadmin')
  })

  it('is the 404 page once expired', async () => {
    const link = await newLink()
    expect((await open(link)).statusCode).toBe(200)
    await app.db
      .updateTable('preview_links')
      .set({ expires_at: Math.floor(Date.now() / 1000) })
      .where('template_id', '=', templateId)
      .execute()
    await expectGone(link)
  })

  it('is the 404 page once revoked', async () => {
    const made = (await callApi(app, operator, 'POST', `/templates/${templateId}/preview-links`, {})).body?.data
    expect((await open(made.path)).statusCode).toBe(200)
    expect((await callApi(app, operator, 'DELETE', `/templates/${templateId}/preview-links/${made.id}`)).status).toBe(
      204,
    )
    await expectGone(made.path)
  })

  it('is the 404 page once its page is deleted', async () => {
    const other = (
      await callApi(app, operator, 'POST', '/templates', { page_name: 'custom', template_title: '将删除' })
    ).body?.data
    const link = await newLink(other.id)
    expect((await open(link)).statusCode).toBe(200)
    expect((await callApi(app, operator, 'DELETE', `/templates/${other.id}`)).status).toBe(204)
    await expectGone(link)
  })
})
