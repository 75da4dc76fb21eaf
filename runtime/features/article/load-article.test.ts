import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/api-error.ts'
import type { Http } from '../../api/http.ts'
import { loadArticlePage, loadFaqPage, loadNodeArticle, loadNodePage } from './load-article.ts'
import { thrownStatus } from '../../routing/test-thrown.ts'

const tree = [{ node_id: 1, parent_id: 0, code: 'news', name: '公司新闻', sort: 9, article_count: 2, children: [] }]
const node = {
  node_id: 1,
  code: 'news',
  name: '公司新闻',
  parent_id: 0,
  children: [],
  articles: {
    list: [
      { article_id: 5, node_id: 1, title: '甲', summary: '', cover: '', author: '', created: 0 },
      { article_id: 6, node_id: 1, title: '乙', summary: '', cover: '', author: '', created: 0 },
    ],
    total_count: 2,
  },
}
const article = {
  ...node.articles.list[0],
  content: '<p>x</p>',
  updated: 0,
  node: { node_id: 1, code: 'news', name: '公司新闻' },
  prev: null,
  next: null,
}

/** A fake client answering by path; a path without an answer is a 404 from the API. */
function fakeHttp(answers: Record<string, unknown>) {
  const get = vi.fn(async (path: string, query: Record<string, unknown> = {}) => {
    const key = query.node_id === undefined ? path : `${path}?node_id=${String(query.node_id)}`
    if (key in answers) return answers[key]
    throw new ApiError(404, 'NOT_FOUND', '不存在')
  })
  return { http: { get } as unknown as Http, get }
}

const url = (path: string) => new URL(`http://mall.test${path}`)

describe('loadNodePage', () => {
  it('shows the first node when no id is given, with the page from the address', async () => {
    const { http, get } = fakeHttp({ 'article/node': { list: tree }, 'article/node/1': node })
    const data = await loadNodePage(http, undefined, url('/article/node?page=2'))
    expect(data.node.name).toBe('公司新闻')
    expect(get).toHaveBeenLastCalledWith('article/node/1', { page: 2, pageSize: 10 })
  })

  it('answers 404 for an unknown or malformed node', async () => {
    const { http, get } = fakeHttp({ 'article/node': { list: tree } })
    expect(await thrownStatus(() => loadNodePage(http, '999', url('/article/node/999')))).toBe(404)
    get.mockClear()
    expect(await thrownStatus(() => loadNodePage(http, '../x', url('/')))).toBe(404)
    expect(get).not.toHaveBeenCalled()
  })
})

describe('loadArticlePage', () => {
  it('loads the article and the other articles of its node', async () => {
    const { http } = fakeHttp({ 'article/detail/5': article, 'article/node/1': node })
    const data = await loadArticlePage(http, '5')
    expect(data.article.title).toBe('甲')
    expect(data.siblings.map((s) => s.article_id)).toEqual([6])
  })

  it('answers 404 for an unknown or malformed id', async () => {
    const { http } = fakeHttp({})
    expect(await thrownStatus(() => loadArticlePage(http, '77'))).toBe(404)
    expect(await thrownStatus(() => loadArticlePage(http, 'abc'))).toBe(404)
    expect(await thrownStatus(() => loadArticlePage(http, '0'))).toBe(404)
  })

  it('sends a missing id to the article index', async () => {
    const { http } = fakeHttp({})
    const redirect = (await loadArticlePage(http, undefined).catch((e: unknown) => e)) as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/article/node')
  })
})

describe('loadNodeArticle', () => {
  it('shows the first article of the node, and 404 for an empty node', async () => {
    const { http } = fakeHttp({
      'article/node/license': node,
      'article/detail/5': article,
      'article/node/empty': { ...node, articles: { list: [], total_count: 0 } },
    })
    await expect(loadNodeArticle(http, 'license')).resolves.toMatchObject({ article_id: 5 })
    expect(await thrownStatus(() => loadNodeArticle(http, 'empty'))).toBe(404)
  })
})

describe('loadFaqPage', () => {
  it('answers 404 for an unknown group', async () => {
    const { http } = fakeHttp({ 'article/faqs': { list: [], total_count: 0 } })
    await expect(loadFaqPage(http, undefined)).resolves.toEqual({ groups: [] })
    expect(await thrownStatus(() => loadFaqPage(http, 'nope'))).toBe(404)
  })
})
