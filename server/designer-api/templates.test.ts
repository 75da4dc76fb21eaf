import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_PATH_MESSAGE } from '../../schemas/api/designer.ts'
import { buildTestApp } from '../testing.ts'
import { callApi, configWith, createOperator, insertTemplate, textWidget, type Caller } from './test-fixtures.ts'
import { pageDefaults } from '../../schemas/page.ts'

let app: FastifyInstance
let operator: Caller
const fixed: Record<string, number> = {}
beforeAll(async () => {
  app = await buildTestApp()
  operator = await createOperator(app)
  fixed.index = (
    await insertTemplate(app, {
      page_name: 'index',
      title: '商城首页',
      config: configWith(textWidget('home-1', '首页')),
      published: true,
    })
  ).id
  fixed.header = (
    await insertTemplate(app, {
      page_name: 'header',
      title: '全站页头',
      config: { logo: { imgUrl: '', alt: '' }, hotKeywords: [], navs: [] },
      published: true,
    })
  ).id
  fixed.footer = (
    await insertTemplate(app, { page_name: 'footer', title: '全站页脚', config: { params: {} }, published: true })
  ).id
})
afterAll(async () => {
  await app?.close()
})

const create = (payload: Record<string, unknown>, who: Caller = operator) =>
  callApi(app, who, 'POST', '/templates', payload)

describe('GET templates', () => {
  it('lists home, header and footer first, then custom and product pages in creation order, with their state', async () => {
    const product = await create({ page_name: 'product', template_title: '新品专题', page_path: 'list-order' })
    const custom = await create({ page_name: 'custom', template_title: '活动页' })
    // Another company's page is never listed.
    await insertTemplate(app, { page_name: 'custom', title: '别家的页面', companyId: 2 })

    const { status, body } = await callApi(app, operator, 'GET', '/templates')
    expect(status).toBe(200)
    const list = body?.data.list as Record<string, unknown>[]
    expect(body?.data.total_count).toBe(list.length)
    expect(list.slice(0, 3).map((t) => t.page_name)).toEqual(['index', 'header', 'footer'])
    const rest = list.slice(3).map((t) => t.id)
    expect(rest).toEqual([...rest].sort((a, b) => Number(a) - Number(b)))
    expect(list.map((t) => t.template_title)).not.toContain('别家的页面')

    expect(list[0]).toMatchObject({
      page_name: 'index',
      deletable: false,
      published: true,
      has_unpublished_changes: false,
      url: '/',
      revision: 1,
      version: 1,
    })
    expect(list[1]).toMatchObject({ page_name: 'header', deletable: false, url: null })
    const created = list.find((t) => t.id === custom.body?.data.id)
    expect(created).toMatchObject({
      published: false,
      has_unpublished_changes: true,
      deletable: true,
      published_at: null,
    })
    expect(list.find((t) => t.id === product.body?.data.id)).toMatchObject({
      url: '/product/list-order',
      page_path: 'list-order',
    })
  })
})

describe('POST templates', () => {
  it('creates an unpublished custom page with an empty canvas and a fresh public id', async () => {
    const first = await create({ page_name: 'custom', template_title: '  春季上新  ' })
    const second = await create({ page_name: 'custom', template_title: '夏季上新' })
    expect(first.status).toBe(200)
    expect(first.body?.data).toMatchObject({
      page_name: 'custom',
      template_title: '春季上新',
      page_path: null,
      published: false,
      version: 1,
      revision: 1,
    })
    expect(first.body?.data.url).toBe(`/custompage?pageid=${first.body?.data.theme_pc_template_id}`)
    expect(second.body?.data.theme_pc_template_id).toBeGreaterThan(first.body?.data.theme_pc_template_id)
    const draft = await callApi(app, operator, 'GET', `/templates/${first.body?.data.id}/draft`)
    expect(draft.body?.data.config).toEqual({ page: pageDefaults(), widgets: [] })
  })

  it('creates product pages at a unique path per company', async () => {
    const made = await create({ page_name: 'product', template_title: '家电专题', page_path: 'home/appliances' })
    expect(made.body?.data).toMatchObject({
      page_name: 'product',
      page_path: 'home/appliances',
      url: '/product/home/appliances',
    })
    const again = await create({ page_name: 'product', template_title: '重复路径', page_path: 'home/appliances' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ status_code: 409, message: '页面路径已被使用' })
    // The same path in another company is that company's business.
    const elsewhere = await create(
      { page_name: 'product', template_title: '别家', page_path: 'home/appliances' },
      await createOperator(app, 2),
    )
    expect(elsewhere.status).toBe(200)
  })

  it('lets only one of two simultaneous creates take a path', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) => create({ page_name: 'product', template_title: `抢路径${n}`, page_path: 'race-path' })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
  })

  it('refuses what a page cannot be, with the designer’s messages and nothing written', async () => {
    const before = (await callApi(app, operator, 'GET', '/templates')).body?.data.total_count
    const cases: [Record<string, unknown>, number, string][] = [
      [{ page_name: 'custom' }, 400, '请输入页面标题'],
      [{ page_name: 'custom', template_title: '   ' }, 400, '请输入页面标题'],
      [{ page_name: 'custom', template_title: '题'.repeat(51) }, 400, '参数 template_title 过长'],
      [{ page_name: 'product', template_title: '没有路径' }, 400, '请输入页面路径'],
      [{ page_name: 'product', template_title: '大写路径', page_path: 'New-Arrivals' }, 400, PAGE_PATH_MESSAGE],
      [{ page_name: 'product', template_title: '斜杠开头', page_path: '/sale' }, 400, PAGE_PATH_MESSAGE],
      [{ page_name: 'product', template_title: '上级目录', page_path: '../etc' }, 400, PAGE_PATH_MESSAGE],
      [
        { page_name: 'custom', template_title: '自定义带路径', page_path: 'custom-path' },
        400,
        '只有商品页可以设置页面路径',
      ],
      [{ page_name: 'index', template_title: '第二个首页' }, 400, '参数 page_name 无效'],
    ]
    for (const [payload, status, message] of cases) {
      const response = await create(payload)
      expect(response.status, JSON.stringify(payload)).toBe(status)
      expect(response.body?.message, JSON.stringify(payload)).toBe(message)
    }
    expect((await callApi(app, operator, 'GET', '/templates')).body?.data.total_count).toBe(before)
  })
})

describe('PATCH templates/:id', () => {
  it('renames a page and moves a product page to a free path', async () => {
    const page = (await create({ page_name: 'product', template_title: '旧名字', page_path: 'old-path' })).body?.data
    await create({ page_name: 'product', template_title: '占用者', page_path: 'taken-path' })
    const renamed = await callApi(app, operator, 'PATCH', `/templates/${page.id}`, {
      template_title: '新名字',
      page_path: 'new-path',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body?.data).toMatchObject({
      template_title: '新名字',
      page_path: 'new-path',
      url: '/product/new-path',
    })
    // Keeping its own path is fine; taking another page's is not.
    expect((await callApi(app, operator, 'PATCH', `/templates/${page.id}`, { page_path: 'new-path' })).status).toBe(200)
    const clash = await callApi(app, operator, 'PATCH', `/templates/${page.id}`, { page_path: 'taken-path' })
    expect(clash.status).toBe(409)
    expect(clash.body?.message).toBe('页面路径已被使用')
    expect(
      (await callApi(app, operator, 'PATCH', `/templates/${page.id}`, { page_path: 'Bad Path' })).body?.message,
    ).toBe(PAGE_PATH_MESSAGE)
    expect((await callApi(app, operator, 'PATCH', `/templates/${page.id}`, { template_title: '' })).body?.message).toBe(
      '请输入页面标题',
    )
  })

  it('renames fixed pages but gives paths to product pages only', async () => {
    expect(
      (await callApi(app, operator, 'PATCH', `/templates/${fixed.index}`, { template_title: '新首页' })).body?.data
        .template_title,
    ).toBe('新首页')
    const custom = (await create({ page_name: 'custom', template_title: '自定义' })).body?.data
    for (const id of [fixed.index, custom.id]) {
      const response = await callApi(app, operator, 'PATCH', `/templates/${id}`, { page_path: 'some-path' })
      expect(response.status).toBe(400)
      expect(response.body?.message).toBe('只有商品页可以设置页面路径')
    }
  })

  it('answers 404 for an unknown page and for another company’s', async () => {
    const theirs = await insertTemplate(app, { page_name: 'custom', companyId: 2 })
    for (const id of [999_999, theirs.id]) {
      const response = await callApi(app, operator, 'PATCH', `/templates/${id}`, { template_title: '偷改' })
      expect(response.status).toBe(404)
      expect(response.body?.message).toBe('页面模板不存在')
    }
  })
})

describe('POST templates/:id/duplicate', () => {
  it('copies a product page as an unpublished page with the same draft and the next free path', async () => {
    const source = (await create({ page_name: 'product', template_title: '年货节', page_path: 'festival' })).body?.data
    await callApi(app, operator, 'PUT', `/templates/${source.id}/draft`, {
      config: configWith(textWidget('t1', '年货')),
      revision: 1,
    })
    await callApi(app, operator, 'POST', `/templates/${source.id}/publish`, {})
    await create({ page_name: 'product', template_title: '占位', page_path: 'festival-2' })

    const copy = await callApi(app, operator, 'POST', `/templates/${source.id}/duplicate`)
    expect(copy.status).toBe(200)
    expect(copy.body?.data).toMatchObject({
      page_name: 'product',
      template_title: '年货节 副本',
      page_path: 'festival-3',
      published: false,
      version: 1,
      revision: 1,
    })
    expect(copy.body?.data.theme_pc_template_id).not.toBe(source.theme_pc_template_id)
    const draft = await callApi(app, operator, 'GET', `/templates/${copy.body?.data.id}/draft`)
    expect(draft.body?.data.config.widgets).toEqual([textWidget('t1', '年货')])
    const again = await callApi(app, operator, 'POST', `/templates/${source.id}/duplicate`)
    expect(again.body?.data.page_path).toBe('festival-4')
  })

  it('copies the home page as a custom page with the same draft', async () => {
    const copy = await callApi(app, operator, 'POST', `/templates/${fixed.index}/duplicate`, {})
    expect(copy.body?.data).toMatchObject({ page_name: 'custom', page_path: null, published: false, deletable: true })
    expect(copy.body?.data.template_title).toMatch(/ 副本$/)
    const draft = await callApi(app, operator, 'GET', `/templates/${copy.body?.data.id}/draft`)
    expect(draft.body?.data.config.widgets).toEqual([textWidget('home-1', '首页')])
  })

  it('keeps a copy’s title within the limit and refuses to copy header or footer', async () => {
    const long = (await create({ page_name: 'custom', template_title: '长'.repeat(50) })).body?.data
    const copy = await callApi(app, operator, 'POST', `/templates/${long.id}/duplicate`)
    expect([...copy.body?.data.template_title].length).toBe(50)
    expect(copy.body?.data.template_title.endsWith(' 副本')).toBe(true)
    for (const id of [fixed.header, fixed.footer])
      expect((await callApi(app, operator, 'POST', `/templates/${id}/duplicate`)).status).toBe(400)
  })
})

describe('DELETE templates/:id', () => {
  it('deletes a custom page with its versions; the storefront stops showing it at once', async () => {
    const page = (await create({ page_name: 'custom', template_title: '要删的页' })).body?.data
    await callApi(app, operator, 'PUT', `/templates/${page.id}/draft`, {
      config: configWith(textWidget('t', '再见')),
      revision: 1,
    })
    await callApi(app, operator, 'POST', `/templates/${page.id}/publish`)
    // A guest's visit fills the descriptor cache.
    expect(
      (await app.inject({ method: 'GET', url: `/api/pages/custom/${page.theme_pc_template_id}` })).statusCode,
    ).toBe(200)

    const response = await callApi(app, operator, 'DELETE', `/templates/${page.id}`)
    expect(response.status).toBe(204)
    expect(
      await app.db.selectFrom('page_templates').select('id').where('id', '=', page.id).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await app.db.selectFrom('page_template_versions').select('id').where('template_id', '=', page.id).execute(),
    ).toEqual([])
    expect(
      (await app.inject({ method: 'GET', url: `/api/pages/custom/${page.theme_pc_template_id}` })).statusCode,
    ).toBe(404)
    expect((await callApi(app, operator, 'DELETE', `/templates/${page.id}`)).status).toBe(404)
  })

  it('never deletes home, header or footer', async () => {
    for (const id of Object.values(fixed)) {
      const response = await callApi(app, operator, 'DELETE', `/templates/${id}`)
      expect(response.status).toBe(400)
      expect(response.body?.message).toBe('首页、页头和页尾不能删除')
    }
    expect(
      await app.db.selectFrom('page_templates').select('id').where('id', 'in', Object.values(fixed)).execute(),
    ).toHaveLength(3)
  })

  it('answers 404 for another company’s page and leaves it', async () => {
    const theirs = await insertTemplate(app, { page_name: 'custom', companyId: 2 })
    expect((await callApi(app, operator, 'DELETE', `/templates/${theirs.id}`)).status).toBe(404)
    expect(
      await app.db.selectFrom('page_templates').select('id').where('id', '=', theirs.id).executeTakeFirst(),
    ).toBeDefined()
  })
})
