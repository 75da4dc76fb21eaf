import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { contentWatch } from '../../lib/content-version.ts'
import {
  articleCreateSchema,
  articleDeleteSchema,
  articleDetailSchema,
  articleListSchema,
  articlePublishSchema,
  articleUpdateSchema,
  nodeCreateSchema,
  nodeDeleteSchema,
  nodeMoveSchema,
  nodeTreeSchema,
  nodeUpdateSchema,
} from '../../../schemas/api/admin/articles.ts'
import { changedFields, recordAudit } from '../audit.ts'
import {
  articleDetail,
  createArticle,
  createNode,
  deleteArticle,
  deleteNode,
  listArticleRows,
  moveNode,
  nodeTree,
  publishArticle,
  renameNode,
  updateArticle,
} from './service.ts'

const access = { access: ['content'] as const }

const ARTICLE_LABELS = {
  title: '标题',
  node_name: '栏目',
  summary: '摘要',
  cover: '封面',
  author: '作者',
  sort: '排序',
  is_show: '发布',
} as const

/**
 * 内容 › 文章与帮助: the article nodes (帮助中心 and the others) and their articles. Every write is
 * audited and reaches the storefront's help, article and footer pages at once.
 */
export const articleAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changed = () => contentWatch(app.db).changed()

  app.get('/article-nodes', { schema: nodeTreeSchema, config: access }, async () => ({ data: await nodeTree(app.db) }))

  app.post('/article-nodes', { schema: nodeCreateSchema, config: access }, async (request) => {
    const node = await createNode(app.db, request.body)
    await recordAudit(app.db, request, { area: 'content', action: '新增栏目', target: node.name, summary: node.code })
    await changed()
    return { data: await nodeTree(app.db) }
  })

  app.put('/article-nodes/:id', { schema: nodeUpdateSchema, config: access }, async (request) => {
    const { before, after } = await renameNode(app.db, request.params.id, request.body.name)
    await recordAudit(app.db, request, {
      area: 'content',
      action: '重命名栏目',
      target: after.name,
      changes: changedFields(before, after, { name: '名称' }),
    })
    await changed()
    return { data: await nodeTree(app.db) }
  })

  app.post('/article-nodes/:id/move', { schema: nodeMoveSchema, config: access }, async (request) => {
    const { node, moved } = await moveNode(app.db, request.params.id, request.body.direction)
    const action = request.body.direction === 'up' ? '栏目上移' : '栏目下移'
    await recordAudit(app.db, request, {
      area: 'content',
      action,
      target: node.name,
      summary: moved ? '' : '已在最前或最后',
    })
    if (moved) await changed()
    return { data: await nodeTree(app.db) }
  })

  app.delete('/article-nodes/:id', { schema: nodeDeleteSchema, config: access }, async (request) => {
    const node = await deleteNode(app.db, request.params.id)
    await recordAudit(app.db, request, { area: 'content', action: '删除栏目', target: node.name, summary: node.code })
    await changed()
    return { data: { id: node.id } }
  })

  app.get('/articles', { schema: articleListSchema, config: access }, async (request) => ({
    data: await listArticleRows(app.db, request.query),
  }))

  app.get('/articles/:id', { schema: articleDetailSchema, config: access }, async (request) => ({
    data: await articleDetail(app.db, request.params.id),
  }))

  app.post('/articles', { schema: articleCreateSchema, config: access }, async (request) => {
    const article = await createArticle(app.db, request.body)
    await recordAudit(app.db, request, {
      area: 'content',
      action: '新增文章',
      target: article.title,
      summary: `${article.node_name}${article.is_show ? ' · 已发布' : ' · 未发布'}`,
    })
    await changed()
    return { data: article }
  })

  app.put('/articles/:id', { schema: articleUpdateSchema, config: access }, async (request) => {
    const { before, after } = await updateArticle(app.db, request.params.id, request.body)
    const changes = changedFields(before, after, ARTICLE_LABELS)
    if (before.content !== after.content) changes.push({ field: '正文', before: '（旧正文）', after: '（新正文）' })
    await recordAudit(app.db, request, { area: 'content', action: '修改文章', target: after.title, changes })
    await changed()
    return { data: after }
  })

  app.post('/articles/:id/publish', { schema: articlePublishSchema, config: access }, async (request) => {
    const { before, after } = await publishArticle(app.db, request.params.id, request.body.is_show)
    await recordAudit(app.db, request, {
      area: 'content',
      action: after.is_show ? '发布文章' : '取消发布文章',
      target: after.title,
      changes: changedFields(before, after, { is_show: '发布' }),
    })
    await changed()
    return { data: after }
  })

  app.delete('/articles/:id', { schema: articleDeleteSchema, config: access }, async (request) => {
    const article = await deleteArticle(app.db, request.params.id)
    await recordAudit(app.db, request, { area: 'content', action: '删除文章', target: article.title })
    await changed()
    return { data: { id: article.id } }
  })
}
