import type { FastifyPluginAsync } from 'fastify'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import {
  articleSchema,
  faqSchema,
  legacyArticleSchema,
  legacyListSchema,
  legacyNodesSchema,
  nodeSchema,
  nodeTreeSchema,
  type NodeParams,
} from '../../../schemas/api/content.ts'
import { articleDetail, articlesOfNode, faqs, nodeTree, nodeWithArticles } from './service.ts'

/** Informational pages: article nodes, articles and FAQ (spec 2.1 "Articles", 7.2 "Other"). */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/article/node', { schema: nodeTreeSchema }, async () => ({ data: { list: await nodeTree(app.db) } }))

  app.get<{ Params: NodeParams; Querystring: PageQuery }>(
    '/article/node/:id',
    { schema: nodeSchema },
    async (request) => ({
      data: await nodeWithArticles(app.db, request.params.id, request.query),
    }),
  )

  app.get<{ Querystring: { node_id?: string } }>('/article/faqs', { schema: faqSchema }, async (request) => ({
    data: await faqs(app.db, request.query.node_id),
  }))

  for (const path of ['/article/:id', '/article/detail/:id']) {
    app.get<{ Params: { id: number } }>(path, { schema: articleSchema }, async (request) => ({
      data: await articleDetail(app.db, request.params.id),
    }))
  }

  // The legacy dotted calls (spec 7.2 "content (/content.*)") answer with the same payloads.
  app.get('/content.node.list', { schema: legacyNodesSchema }, async () => ({ data: { list: await nodeTree(app.db) } }))

  app.get<{ Querystring: PageQuery & { node_id: string } }>(
    '/content.article.list',
    { schema: legacyListSchema },
    async (request) => {
      const { list, total_count } = await articlesOfNode(app.db, request.query.node_id, request.query)
      return { data: { list, total_count } }
    },
  )

  app.get<{ Querystring: { article_id: number } }>(
    '/content.article.get',
    { schema: legacyArticleSchema },
    async (request) => ({
      data: await articleDetail(app.db, request.query.article_id),
    }),
  )
}
