import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'

const BASE = '/api/h5app/wxapp'
const DAY = 86_400

let app: FastifyInstance
const node: Record<string, number> = {}
const article: Record<string, number> = {}

async function addNode(code: string, name: string, parent?: string, sort = 0) {
  node[code] = (
    await app.db
      .insertInto('article_nodes')
      .values({ code, name, parent_id: parent ? node[parent] : null, sort })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
}

async function addArticle(
  key: string,
  code: string,
  values: { title: string; content?: string; daysAgo?: number; sort?: number; is_show?: 0 | 1 },
) {
  const at = Math.floor(Date.now() / 1000) - (values.daysAgo ?? 0) * DAY
  article[key] = (
    await app.db
      .insertInto('articles')
      .values({
        node_id: node[code],
        title: values.title,
        content: values.content ?? `<p>${values.title}</p>`,
        author: '新闻中心',
        sort: values.sort ?? 0,
        is_show: values.is_show ?? 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
}

beforeAll(async () => {
  app = await buildTestApp()
  await addNode('news', '公司新闻', undefined, 2)
  await addNode('help', '帮助中心', undefined, 1)
  await addNode('delivery', '配送说明', 'help', 2)
  await addNode('faq', '常见问题', 'help', 1)
  await addNode('faq_order', '订单问题', 'faq', 2)
  await addNode('faq_pay', '支付问题', 'faq', 1)
  await addArticle('newest', 'news', { title: '新版上线', daysAgo: 1 })
  await addArticle('middle', 'news', { title: '旗舰店开业', daysAgo: 5 })
  await addArticle('oldest', 'news', { title: '年货节', daysAgo: 20 })
  await addArticle('hidden', 'news', { title: '草稿', daysAgo: 2, is_show: 0 })
  await addArticle('pinned', 'news', { title: '置顶公告', daysAgo: 30, sort: 10 })
  await addArticle('q1', 'faq_order', { title: '如何取消订单？', content: '<p>在我的订单中取消。</p>', sort: 2 })
  await addArticle('q2', 'faq_order', { title: '多久发货？', content: '<p>24 小时内。</p>', sort: 1 })
  await addArticle('q3', 'faq_pay', { title: '支持哪些支付方式？', content: '<p>支付宝与微信。</p>' })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url: `${BASE}${url}` })

describe('GET article/node', () => {
  it('returns the node tree with visible article counts', async () => {
    const res = await get('/article/node')
    expect(res.statusCode).toBe(200)
    const roots = res.json().data.list
    expect(roots.map((n: { code: string }) => n.code)).toEqual(['news', 'help'])
    expect(roots[0]).toMatchObject({
      node_id: node.news,
      name: '公司新闻',
      parent_id: 0,
      article_count: 4,
      children: [],
    })
    const help = roots[1]
    expect(help.children.map((n: { code: string }) => n.code)).toEqual(['delivery', 'faq'])
    expect(
      help.children[1].children.map((n: { code: string; article_count: number }) => [n.code, n.article_count]),
    ).toEqual([
      ['faq_order', 2],
      ['faq_pay', 1],
    ])
  })
})

describe('GET article/node/{id}', () => {
  it('lists the visible articles of a node in reading order, paged', async () => {
    const res = await get(`/article/node/${node.news}?page=1&pageSize=3`)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ node_id: node.news, code: 'news', name: '公司新闻', parent_id: 0 })
    expect(data.articles.total_count).toBe(4)
    expect(data.articles.list.map((a: { article_id: number }) => a.article_id)).toEqual([
      article.pinned,
      article.newest,
      article.middle,
    ])
    expect(data.articles.list[0]).toMatchObject({ title: '置顶公告', author: '新闻中心', node_id: node.news })
    const second = (await get(`/article/node/${node.news}?page_no=2&page_size=3`)).json().data
    expect(second.articles.list.map((a: { article_id: number }) => a.article_id)).toEqual([article.oldest])
  })

  it('finds a node by its code and lists its child nodes', async () => {
    const data = (await get('/article/node/help')).json().data
    expect(data.node_id).toBe(node.help)
    expect(data.children.map((n: { code: string }) => n.code)).toEqual(['delivery', 'faq'])
    expect(data.articles).toEqual({ list: [], total_count: 0 })
  })

  it('answers 404 for an unknown node and 400 for a malformed key', async () => {
    for (const key of ['999999', 'nope']) {
      const res = await get(`/article/node/${key}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('栏目不存在')
    }
    expect((await get('/article/node/%3Cscript%3E')).statusCode).toBe(400)
  })
})

describe('GET article/{id} and article/detail/{id}', () => {
  it('returns the article with its node and neighbours in reading order', async () => {
    for (const path of [`/article/${article.newest}`, `/article/detail/${article.newest}`]) {
      const res = await get(path)
      expect(res.statusCode).toBe(200)
      const data = res.json().data
      expect(data).toMatchObject({
        article_id: article.newest,
        title: '新版上线',
        content: '<p>新版上线</p>',
        author: '新闻中心',
        node: { node_id: node.news, code: 'news', name: '公司新闻' },
        prev: { article_id: article.pinned, title: '置顶公告' },
        next: { article_id: article.middle, title: '旗舰店开业' },
      })
      expect(data.created).toEqual(expect.any(Number))
    }
  })

  it('has no previous article at the start and no next at the end', async () => {
    expect((await get(`/article/${article.pinned}`)).json().data.prev).toBeNull()
    expect((await get(`/article/${article.oldest}`)).json().data.next).toBeNull()
  })

  it('answers 404 文章不存在 for unknown and hidden articles', async () => {
    for (const id of [424242, article.hidden]) {
      const res = await get(`/article/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('文章不存在')
    }
    expect((await get('/article/detail/0')).statusCode).toBe(400)
  })
})

describe('GET article/faqs', () => {
  it('groups questions and answers by FAQ node', async () => {
    const res = await get('/article/faqs')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.total_count).toBe(2)
    expect(data.list[0]).toEqual({
      node_id: node.faq_order,
      code: 'faq_order',
      name: '订单问题',
      faqs: [
        { article_id: article.q1, question: '如何取消订单？', answer: '<p>在我的订单中取消。</p>' },
        { article_id: article.q2, question: '多久发货？', answer: '<p>24 小时内。</p>' },
      ],
    })
    expect(data.list[1].faqs.map((f: { question: string }) => f.question)).toEqual(['支持哪些支付方式？'])
  })

  it('narrows to one group by node id or code', async () => {
    expect(
      (await get(`/article/faqs?node_id=${node.faq_pay}`)).json().data.list.map((g: { code: string }) => g.code),
    ).toEqual(['faq_pay'])
    expect((await get('/article/faqs?node_id=faq')).json().data.total_count).toBe(2)
    const outside = await get('/article/faqs?node_id=news')
    expect(outside.statusCode).toBe(404)
  })
})

describe('/content.* aliases', () => {
  it('serve the node tree, a node list and an article', async () => {
    expect((await get('/content.node.list')).json().data.list).toHaveLength(2)
    const list = (await get('/content.article.list?node_id=news&pageSize=2')).json().data
    expect(list.total_count).toBe(4)
    expect(list.list).toHaveLength(2)
    const detail = await get(`/content.article.get?article_id=${article.q3}`)
    expect(detail.json().data.title).toBe('支持哪些支付方式？')
    expect((await get('/content.article.get?article_id=424242')).statusCode).toBe(404)
  })
})
