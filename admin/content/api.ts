import { requestAt } from '../../designer/api/client.ts'
import type {
  ArticleDetail,
  ArticleListAnswer,
  ArticleNodeView,
  ArticleSaveBody,
  NodeCreateBody,
} from '../../schemas/api/admin/articles.ts'
import { ADMIN_API_BASE, adminRequest, type Query } from '../api.ts'

const call = <T>(method: string, path: string, options?: { query?: Query; body?: unknown }) =>
  requestAt<T>(ADMIN_API_BASE, method, path, options)

const callWithFields = <T>(method: string, path: string, body: unknown) => adminRequest<T>(method, path, { body })

/** 内容 › 文章与帮助: the console's calls of /api/admin/article-nodes and /api/admin/articles. */
export const contentApi = {
  nodes: () => call<ArticleNodeView[]>('GET', 'article-nodes'),
  createNode: (body: NodeCreateBody) => callWithFields<ArticleNodeView[]>('POST', 'article-nodes', body),
  renameNode: (id: number, name: string) => callWithFields<ArticleNodeView[]>('PUT', `article-nodes/${id}`, { name }),
  moveNode: (id: number, direction: 'up' | 'down') =>
    call<ArticleNodeView[]>('POST', `article-nodes/${id}/move`, { body: { direction } }),
  deleteNode: (id: number) => call<{ id: number }>('DELETE', `article-nodes/${id}`),

  articles: (query: Query) => call<ArticleListAnswer>('GET', 'articles', { query }),
  article: (id: number) => call<ArticleDetail>('GET', `articles/${id}`),
  createArticle: (body: ArticleSaveBody) => callWithFields<ArticleDetail>('POST', 'articles', body),
  updateArticle: (id: number, body: ArticleSaveBody) => callWithFields<ArticleDetail>('PUT', `articles/${id}`, body),
  publish: (id: number, isShow: 0 | 1) =>
    call<ArticleDetail>('POST', `articles/${id}/publish`, { body: { is_show: isShow } }),
  deleteArticle: (id: number) => call<{ id: number }>('DELETE', `articles/${id}`),
}
