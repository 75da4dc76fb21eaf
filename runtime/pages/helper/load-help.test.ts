import { describe, expect, it, vi } from 'vitest'
import type { Http } from '../../api/http.ts'
import { loadHelp } from './load-help.ts'
import { helpArticle, helpArticles, helpTree } from './test-help.ts'

function fakeHttp(tree = helpTree) {
  const get = vi.fn(async (path: string) => {
    if (path === 'article/node') return { list: tree }
    const node = /^article\/node\/(\d+)$/.exec(path)
    if (node) {
      const id = Number(node[1])
      return {
        node_id: id,
        code: '',
        name: id === 6 ? '购物指南' : '支付方式',
        parent_id: 5,
        children: [],
        articles: { list: helpArticles[id] ?? [], total_count: 0 },
      }
    }
    const detail = /^article\/detail\/(\d+)$/.exec(path)
    if (detail) return helpArticle(Number(detail[1]))
    throw new Error(`unexpected ${path}`)
  })
  return { http: { get } as unknown as Http, get }
}

const at = (query = '') => new URL(`http://shop.test/cart/helper${query}`)

describe('loadHelp', () => {
  it('lists the topics of 帮助中心 with their articles and reads the first article', async () => {
    const data = await loadHelp(fakeHttp().http, at())
    expect(data.topics.map((t) => [t.name, t.articles.map((a) => a.title)])).toEqual([
      ['购物指南', ['购物流程', '会员等级介绍']],
      ['支付方式', ['在线支付']],
    ])
    expect(data.article?.title).toBe('购物流程')
  })

  it('reads the help article asked for, and never one from outside the help centre', async () => {
    const { http, get } = fakeHttp()
    expect((await loadHelp(http, at('?article=70'))).article?.title).toBe('在线支付')
    expect((await loadHelp(http, at('?article=10'))).article?.title).toBe('购物流程')
    expect((await loadHelp(http, at('?article=abc'))).article?.title).toBe('购物流程')
    expect(get).not.toHaveBeenCalledWith('article/detail/10')
  })

  it('answers an empty help centre when the node is missing', async () => {
    expect(await loadHelp(fakeHttp([helpTree[0]!]).http, at())).toEqual({ topics: [], article: null })
  })
})
