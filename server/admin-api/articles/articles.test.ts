import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ArticleDetail, ArticleListAnswer, ArticleNodeView } from '../../../schemas/api/admin/articles.ts'
import { ARTICLE_LIMITS } from '../../../schemas/article-rules.ts'
import { createTestOperator } from '../../commerce/test-helpers.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { buildTestApp } from '../../testing.ts'

type Who = { headers: Record<string, string> }
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

let app: FastifyInstance
let admin: Who
let service: Who
let staff: Who

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
  staff = await createTestOperator(app, { role: '运营' })
  service = await createTestOperator(app, { role: '客服' })
})
afterAll(async () => {
  await app?.close()
})
beforeEach(async () => {
  await app.db.deleteFrom('articles').execute()
  await app.db.deleteFrom('article_nodes').execute()
})

const call = (who: Who, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })
const shopper = (url: string) => app.inject({ method: 'GET', url: `/api/h5app/wxapp${url}` })

async function addNode(name: string, extra: object = {}): Promise<ArticleNodeView> {
  const res = await call(admin, 'POST', '/article-nodes', { name, ...extra })
  expect(res.statusCode, res.body).toBe(200)
  const tree = res.json().data as ArticleNodeView[]
  return tree.find((n) => n.name === name) as ArticleNodeView
}

async function addArticle(nodeId: number, extra: object = {}): Promise<ArticleDetail> {
  const res = await call(admin, 'POST', '/articles', {
    title: '如何退货',
    node_id: nodeId,
    content: '<p>七天无理由</p>',
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

const tree = async () => (await call(admin, 'GET', '/article-nodes')).json().data as ArticleNodeView[]
const lastAudit = async () => (await call(admin, 'GET', '/audit-log')).json().data.list[0]
const articleCount = async () => (await app.db.selectFrom('articles').select('id').execute()).length

describe('article nodes', () => {
  it('adds nodes after their siblings, with a typed or made-up code, and lists the tree in order', async () => {
    const help = await addNode('帮助中心', { code: 'help' })
    const news = await addNode('公司新闻')
    const guide = await addNode('购物指南', { parent_id: help.id })
    const pay = await addNode('支付方式', { parent_id: help.id })
    expect(help.code).toBe('help')
    expect(news.code).toBe(`node-${news.id}`)
    const list = await tree()
    expect(list.map((n) => [n.name, n.depth])).toEqual([
      ['帮助中心', 0],
      ['购物指南', 1],
      ['支付方式', 1],
      ['公司新闻', 0],
    ])
    expect(list[0]).toMatchObject({ child_count: 2, article_count: 0, published_count: 0 })
    expect(pay.parent_id).toBe(help.id)
    expect(guide.depth).toBe(1)
    expect(await lastAudit()).toMatchObject({ area: 'content', action: '新增栏目', target: '支付方式' })
    // The storefront's node tree follows.
    const roots = (await shopper('/article/node')).json().data.list
    expect(roots.map((n: { name: string }) => n.name)).toEqual(['帮助中心', '公司新闻'])
  })

  it('refuses an empty or long name, a bad or taken code and a missing parent, writing nothing', async () => {
    await addNode('帮助中心', { code: 'help' })
    const cases: [object, Record<string, string>][] = [
      [{ name: '  ' }, { name: '请输入栏目名称' }],
      [{ name: '长'.repeat(ARTICLE_LIMITS.nodeNameMax + 1) }, { name: '栏目名称不能超过20个字' }],
      [{ name: '重复', code: 'help' }, { code: '栏目代码已被使用，请换一个' }],
      [{ name: '坏代码', code: 'Help Me' }, { code: '栏目代码须以小写字母开头，只含小写字母、数字、- 和 _' }],
      [{ name: '孤儿', parent_id: 999_999 }, { parent_id: '上级栏目不存在，请刷新后重试' }],
    ]
    for (const [body, fields] of cases) {
      const res = await call(admin, 'POST', '/article-nodes', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'ARTICLE_NODE_INVALID', fields })
    }
    expect(await tree()).toHaveLength(1)
  })

  it('renames a node and reaches the storefront at once', async () => {
    const help = await addNode('帮助', { code: 'help' })
    const before = contentWatch(app.db).version
    const res = await call(admin, 'PUT', `/article-nodes/${help.id}`, { name: '帮助中心' })
    expect(res.statusCode, res.body).toBe(200)
    expect(contentWatch(app.db).version).toBeGreaterThan(before)
    expect((await shopper('/article/node/help')).json().data.name).toBe('帮助中心')
    expect(await lastAudit()).toMatchObject({
      action: '重命名栏目',
      changes: [{ field: '名称', before: '帮助', after: '帮助中心' }],
    })
    expect((await call(admin, 'PUT', '/article-nodes/999999', { name: '无' })).statusCode).toBe(404)
    expect((await call(admin, 'PUT', `/article-nodes/${help.id}`, { name: '' })).json().fields).toEqual({
      name: '请输入栏目名称',
    })
  })

  it('moves a node up and down among its siblings; at the ends nothing moves', async () => {
    const a = await addNode('甲')
    const b = await addNode('乙')
    const c = await addNode('丙')
    const names = async () => (await tree()).map((n) => n.name)
    const move = (id: number, direction: 'up' | 'down') =>
      call(admin, 'POST', `/article-nodes/${id}/move`, { direction })
    expect((await move(c.id, 'up')).statusCode).toBe(200)
    expect(await names()).toEqual(['甲', '丙', '乙'])
    await move(a.id, 'down')
    expect(await names()).toEqual(['丙', '甲', '乙'])
    await move(c.id, 'up')
    await move(b.id, 'down')
    expect(await names()).toEqual(['丙', '甲', '乙'])
    expect((await shopper('/article/node')).json().data.list.map((n: { name: string }) => n.name)).toEqual([
      '丙',
      '甲',
      '乙',
    ])
    expect((await move(b.id, 'sideways' as 'up')).statusCode).toBe(400)
  })

  it('deletes only an empty node: 409 with the count of articles or child nodes', async () => {
    const help = await addNode('帮助中心')
    const child = await addNode('购物指南', { parent_id: help.id })
    await addArticle(child.id)
    await addArticle(child.id, { title: '运费' })
    const full = await call(admin, 'DELETE', `/article-nodes/${child.id}`)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ code: 'ARTICLE_NODE_HAS_ARTICLES', message: '该栏目下还有 2 篇文章，不能删除' })
    const parent = await call(admin, 'DELETE', `/article-nodes/${help.id}`)
    expect(parent.statusCode).toBe(409)
    expect(parent.json().message).toBe('该栏目下还有 1 个子栏目，请先删除子栏目')
    expect(await tree()).toHaveLength(2)

    await app.db.deleteFrom('articles').execute()
    expect((await call(admin, 'DELETE', `/article-nodes/${child.id}`)).statusCode).toBe(200)
    expect((await call(admin, 'DELETE', `/article-nodes/${help.id}`)).statusCode).toBe(200)
    expect(await tree()).toEqual([])
    expect(await lastAudit()).toMatchObject({ action: '删除栏目', target: '帮助中心' })
    expect((await call(admin, 'DELETE', `/article-nodes/${help.id}`)).statusCode).toBe(404)
  })
})

describe('articles', () => {
  it('creates, reads, edits, lists and deletes an article', async () => {
    const help = await addNode('帮助中心', { code: 'help' })
    const news = await addNode('公司新闻')
    const created = await addArticle(help.id, {
      summary: '  退货说明 ',
      cover: '/uploads/article/cover.png',
      author: '客服部',
      sort: 5,
    })
    expect(created).toMatchObject({
      node_id: help.id,
      node_name: '帮助中心',
      title: '如何退货',
      summary: '退货说明',
      cover: '/uploads/article/cover.png',
      sort: 5,
      is_show: 0,
      content: '<p>七天无理由</p>',
    })
    expect(await lastAudit()).toMatchObject({ action: '新增文章', target: '如何退货' })

    const edited = await call(admin, 'PUT', `/articles/${created.id}`, {
      title: '退货流程',
      node_id: news.id,
      content: '<h2>步骤</h2><p>联系客服</p>',
      sort: 1,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ title: '退货流程', node_name: '公司新闻', cover: '', is_show: 0 })
    const audit = await lastAudit()
    expect(audit).toMatchObject({ action: '修改文章', target: '退货流程' })
    expect(audit.changes.map((c: { field: string }) => c.field)).toEqual([
      '标题',
      '栏目',
      '摘要',
      '封面',
      '作者',
      '排序',
      '正文',
    ])

    await addArticle(help.id, { title: '配送时间', is_show: 1 })
    await addArticle(help.id, { title: '发票说明', is_show: 1, sort: 9 })
    const list = (await call(admin, 'GET', `/articles?node_id=${help.id}`)).json().data as ArticleListAnswer
    expect(list.list.map((a) => a.title)).toEqual(['发票说明', '配送时间'])
    expect(list.status_counts).toEqual({ all: 2, published: 2, unpublished: 0 })
    const all = (await call(admin, 'GET', '/articles?status=unpublished&pageSize=1')).json().data as ArticleListAnswer
    expect(all).toMatchObject({ total_count: 1, status_counts: { all: 3, published: 2, unpublished: 1 } })
    expect(all.list[0].title).toBe('退货流程')
    const found = (await call(admin, 'GET', '/articles?keywords=配送')).json().data as ArticleListAnswer
    expect(found.list.map((a) => a.title)).toEqual(['配送时间'])
    const paged = (await call(admin, 'GET', '/articles?page=2&pageSize=2')).json().data as ArticleListAnswer
    expect(paged.list).toHaveLength(1)

    expect((await call(admin, 'GET', `/articles/${created.id}`)).json().data.content).toBe(
      '<h2>步骤</h2><p>联系客服</p>',
    )
    expect((await call(admin, 'DELETE', `/articles/${created.id}`)).statusCode).toBe(200)
    expect((await call(admin, 'GET', `/articles/${created.id}`)).statusCode).toBe(404)
    expect(
      (await call(admin, 'PUT', `/articles/${created.id}`, { title: 'x', node_id: help.id, content: '<p>x</p>' }))
        .statusCode,
    ).toBe(404)
  })

  it('stores the body through the goods description sanitizer: scripts and handlers are stripped', async () => {
    const help = await addNode('帮助中心')
    const article = await addArticle(help.id, {
      content:
        '<p onclick="steal()">正文<script>alert(1)</script></p><img src="javascript:alert(1)"><a href="javascript:x">链接</a><img src="/uploads/a.png" onerror="x()">',
    })
    const stored = (
      await app.db.selectFrom('articles').select('content').where('id', '=', article.id).executeTakeFirstOrThrow()
    ).content
    expect(stored).toContain('正文')
    expect(stored).toContain('src="/uploads/a.png"')
    expect(stored).not.toMatch(/<script|onclick|onerror|javascript:/i)
  })

  it('refuses a bad article field by field with Chinese messages, writing nothing', async () => {
    await addNode('帮助中心')
    const res = await call(admin, 'POST', '/articles', {
      title: ' ',
      node_id: null,
      content: '<p> </p>',
      cover: 'javascript:alert(1)',
      summary: '摘'.repeat(ARTICLE_LIMITS.summaryMax + 1),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'ARTICLE_INVALID',
      message: '文章信息有5处需要修改',
      fields: {
        title: '请输入文章标题',
        node_id: '请选择栏目',
        content: '请输入正文',
        cover: '封面图片地址无效，请重新上传或从图片库选择',
        summary: '摘要不能超过300个字',
      },
    })
    const long = await call(admin, 'POST', '/articles', {
      title: '标'.repeat(101),
      node_id: 999_999,
      content: `<p>${'字'.repeat(ARTICLE_LIMITS.contentMax)}</p>`,
    })
    expect(long.json().fields).toEqual({
      title: '标题不能超过100个字',
      node_id: '栏目不存在，请重新选择',
      content: '正文过长（最多200000个字符），请精简或拆成多篇',
    })
    const wrongType = await call(admin, 'POST', '/articles', { title: '标题', node_id: 'abc', content: 'x' })
    expect(wrongType.statusCode).toBe(400)
    expect(await articleCount()).toBe(0)
  })

  it('publishes and unpublishes: shoppers see a published article and get 404 for an unpublished one', async () => {
    const help = await addNode('帮助中心', { code: 'help' })
    const article = await addArticle(help.id)
    expect((await shopper(`/article/${article.id}`)).statusCode).toBe(404)
    const before = contentWatch(app.db).version

    const published = await call(admin, 'POST', `/articles/${article.id}/publish`, { is_show: 1 })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().data.is_show).toBe(1)
    expect(contentWatch(app.db).version).toBeGreaterThan(before)
    expect(await lastAudit()).toMatchObject({ action: '发布文章', target: '如何退货' })
    const seen = await shopper(`/article/${article.id}`)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().data).toMatchObject({ title: '如何退货', content: '<p>七天无理由</p>' })
    expect((await shopper('/article/node/help')).json().data.articles.total_count).toBe(1)

    await call(admin, 'PUT', `/articles/${article.id}`, {
      title: '退货须知',
      node_id: help.id,
      content: '<p>新正文</p>',
    })
    expect((await shopper(`/article/${article.id}`)).json().data).toMatchObject({
      title: '退货须知',
      content: '<p>新正文</p>',
    })

    await call(admin, 'POST', `/articles/${article.id}/publish`, { is_show: 0 })
    expect(await lastAudit()).toMatchObject({ action: '取消发布文章' })
    const hidden = await shopper(`/article/${article.id}`)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().message).toBe('文章不存在')
    expect((await shopper('/article/node/help')).json().data.articles.total_count).toBe(0)
    expect((await call(admin, 'POST', '/articles/999999/publish', { is_show: 1 })).statusCode).toBe(404)
  })
})

describe('permissions', () => {
  it('needs the content area: 运营 may, 客服 and guests may not', async () => {
    const help = await addNode('帮助中心')
    expect((await call(staff, 'GET', '/article-nodes')).statusCode).toBe(200)
    expect(
      (await call(staff, 'POST', '/articles', { title: '运营写的', node_id: help.id, content: '<p>x</p>' })).statusCode,
    ).toBe(200)
    for (const [method, url, body] of [
      ['GET', '/article-nodes'],
      ['POST', '/article-nodes', { name: '客服栏目' }],
      ['GET', '/articles'],
      ['POST', '/articles', { title: '客服写的', node_id: help.id, content: '<p>x</p>' }],
      ['DELETE', `/article-nodes/${help.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(service, method, url, body)).statusCode, `${method} ${url}`).toBe(403)
      expect((await app.inject({ method, url: `/api/admin${url}`, ...(body && { payload: body }) })).statusCode).toBe(
        401,
      )
    }
    expect(await articleCount()).toBe(1)
  })
})
