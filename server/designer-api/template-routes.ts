import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { sendNoContent } from '../lib/typed-plugin.ts'
import { emptyBodyAsObject } from '../lib/empty-body.ts'
import { fail } from '../lib/errors.ts'
import { pageLayoutStore } from '../pages/layout.ts'
import { operatorOf } from './operator-guard.ts'
import { recordAudit } from '../admin-api/audit.ts'
import { versionAuthor } from './versions/service.ts'
import { HISTORY_MAX_BYTES } from './draft-history/history.ts'
import {
  createTemplateSchema,
  deleteTemplateSchema,
  draftSchema,
  duplicateTemplateSchema,
  listTemplatesSchema,
  patchDraftSchema,
  publishSchema,
  publishedSchema,
  resolveSchema,
  saveDraftSchema,
  storedResolveSchema,
  updateTemplateSchema,
} from './schemas.ts'
import {
  createDesignerTemplate,
  deleteDesignerTemplate,
  DRAFT_MAX_BYTES,
  duplicateDesignerTemplate,
  listDesignerTemplates,
  previewDraft,
  previewStoredDraft,
  publishDesignerTemplate,
  readDraft,
  readPublished,
  saveDesignerDraft,
  updateDesignerTemplate,
} from './templates-service.ts'

/** A whole page of widgets is larger than other requests. */
export const DRAFT_BODY_LIMIT = DRAFT_MAX_BYTES

/**
 * A save carries undo steps besides the page (a restored version's step holds the page before and
 * after it), up to the history's own bound; the page itself is held to DRAFT_MAX_BYTES.
 */
const SAVE_BODY_LIMIT = DRAFT_MAX_BYTES + HISTORY_MAX_BYTES

/**
 * The schema would answer a missing or blank title with a generic field message; operators get
 * the designer's own wording instead.
 */
function titleGiven(required: boolean) {
  return async (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const title = body.template_title
    if ((required && title === undefined) || (typeof title === 'string' && title.trim() === ''))
      throw fail('TITLE_REQUIRED')
  }
}

/** Pages, their drafts, publishing and previews. */
export const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const company = (request: FastifyRequest) => operatorOf(request).companyId

  app.get('/templates', { schema: listTemplatesSchema }, async (request) => ({
    data: await listDesignerTemplates(app.db, company(request)),
  }))

  app.post('/templates', { schema: createTemplateSchema, preValidation: titleGiven(true) }, async (request) => {
    const data = await createDesignerTemplate(app.db, company(request), request.body)
    await recordAudit(app.db, request, { area: 'pages', action: '新建页面', target: data.template_title })
    return { data }
  })

  app.patch(
    '/templates/:id',
    { schema: updateTemplateSchema, preValidation: [emptyBodyAsObject, titleGiven(false)] },
    async (request) => {
      const data = await updateDesignerTemplate(app.db, company(request), request.params.id, request.body)
      await recordAudit(app.db, request, { area: 'pages', action: '修改页面设置', target: data.template_title })
      return { data }
    },
  )

  app.post('/templates/:id/duplicate', { schema: duplicateTemplateSchema }, async (request) => {
    const data = await duplicateDesignerTemplate(app.db, company(request), request.params.id)
    await recordAudit(app.db, request, { area: 'pages', action: '复制页面', target: data.template_title })
    return { data }
  })

  app.delete('/templates/:id', { schema: deleteTemplateSchema }, async (request, reply) => {
    await deleteDesignerTemplate(app.db, company(request), request.params.id)
    await recordAudit(app.db, request, { area: 'pages', action: '删除页面', target: `#${request.params.id}` })
    return sendNoContent(reply)
  })

  app.get('/templates/:id/draft', { schema: draftSchema }, async (request) => ({
    data: await readDraft(app.db, company(request), request.params.id),
  }))

  app.get('/templates/:id/published', { schema: publishedSchema }, async (request) => ({
    data: await readPublished(app.db, company(request), request.params.id),
  }))

  /** The operator a save without history names when it ends the stored one. */
  const saver = (request: FastifyRequest) => versionAuthor(operatorOf(request), '').operator_name

  app.put(
    '/templates/:id/draft',
    // Autosaved every few seconds; the publish is what the audit log records.
    { schema: saveDraftSchema, bodyLimit: SAVE_BODY_LIMIT, config: { unaudited: 'draft autosave' } },
    async (request) => ({
      data: await saveDesignerDraft(app.db, company(request), request.params.id, request.body, saver(request)),
    }),
  )

  app.patch(
    '/templates/:id/draft',
    { schema: patchDraftSchema, bodyLimit: SAVE_BODY_LIMIT, config: { unaudited: 'draft autosave' } },
    async (request) => ({
      data: await saveDesignerDraft(app.db, company(request), request.params.id, request.body, saver(request)),
    }),
  )

  app.post('/templates/:id/publish', { schema: publishSchema, preValidation: emptyBodyAsObject }, async (request) => {
    const { revision, note } = request.body
    const author = versionAuthor(operatorOf(request), note)
    const data = await publishDesignerTemplate(app.db, company(request), request.params.id, revision, author)
    await recordAudit(app.db, request, { area: 'pages', action: '发布页面', target: `#${request.params.id}` })
    return { data }
  })

  const previewDeps = { db: app.db, log: app.log, layout: pageLayoutStore(app) }
  app.get('/templates/:id/resolve', { schema: storedResolveSchema }, async (request) => ({
    data: await previewStoredDraft(previewDeps, company(request), request.params.id),
  }))

  app.post(
    '/templates/:id/resolve',
    { schema: resolveSchema, bodyLimit: DRAFT_BODY_LIMIT, config: { unaudited: 'a preview changes nothing' } },
    async (request) => ({
      data: await previewDraft(previewDeps, company(request), request.params.id, request.body.config),
    }),
  )
}
