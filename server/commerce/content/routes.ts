import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  articleSchema,
  faqSchema,
  legacyArticleSchema,
  legacyListSchema,
  legacyNodesSchema,
  nodeSchema,
  nodeTreeSchema,
} from '../../../schemas/api/content.ts'
import { articleDetail, articlesOfNode, faqs, nodeTree, nodeWithArticles } from './service.ts'

/** Informational pages: article nodes, articles and FAQ (spec 2.1 "Articles", 7.2 "Other"). */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/article/node', { schema: nodeTreeSchema }, async () => ({ data: { list: await nodeTree(app.db) } }))

  app.get('/article/node/:id', { schema: nodeSchema }, async (request) => ({
    data: await nodeWithArticles(app.db, request.params.id, request.query),
  }))

  app.get('/article/faqs', { schema: faqSchema }, async (request) => ({
    data: await faqs(app.db, request.query.node_id),
  }))

  for (const path of ['/article/:id', '/article/detail/:id']) {
    app.get(path, { schema: articleSchema }, async (request) => ({
      data: await articleDetail(app.db, request.params.id),
    }))
  }

  // The legacy dotted calls (spec 7.2 "content (/content.*)") answer with the same payloads.
  app.get('/content.node.list', { schema: legacyNodesSchema }, async () => ({ data: { list: await nodeTree(app.db) } }))

  app.get('/content.article.list', { schema: legacyListSchema }, async (request) => {
    const { list, total_count } = await articlesOfNode(app.db, request.query.node_id, request.query)
    return { data: { list, total_count } }
  })

  app.get('/content.article.get', { schema: legacyArticleSchema }, async (request) => ({
    data: await articleDetail(app.db, request.query.article_id),
  }))
}
