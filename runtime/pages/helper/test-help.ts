import type { ArticleDetail, ArticleNode, ArticleSummary } from '../../api/content.ts'

const summary = (article_id: number, node_id: number, title: string): ArticleSummary => ({
  article_id,
  node_id,
  title,
  summary: '',
  cover: '',
  author: '',
  created: 1700000000,
})

/** 帮助中心 with two topics, and one node outside it, as the article API answers them. */
export const helpTree: ArticleNode[] = [
  { node_id: 1, parent_id: 0, code: 'news', name: '公司新闻', sort: 0, article_count: 1, children: [] },
  {
    node_id: 5,
    parent_id: 0,
    code: 'help',
    name: '帮助中心',
    sort: 1,
    article_count: 0,
    children: [
      { node_id: 6, parent_id: 5, code: 'guide', name: '购物指南', sort: 0, article_count: 2, children: [] },
      { node_id: 7, parent_id: 5, code: 'payment', name: '支付方式', sort: 1, article_count: 1, children: [] },
    ],
  },
]

export const helpArticles: Record<number, ArticleSummary[]> = {
  6: [summary(60, 6, '购物流程'), summary(61, 6, '会员等级介绍')],
  7: [summary(70, 7, '在线支付')],
}

const names: Record<number, string> = { 6: '购物指南', 7: '支付方式' }

export function helpArticle(id: number): ArticleDetail {
  const node_id = Math.floor(id / 10)
  const found = helpArticles[node_id]!.find((a) => a.article_id === id)!
  return {
    ...found,
    content: `<p>${found.title}的正文</p><script>alert(1)</script>`,
    updated: 0,
    node: { node_id, code: '', name: names[node_id]! },
    prev: null,
    next: null,
  }
}
