import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { sendNoContent } from '../lib/typed-plugin.ts'
import { emptyBodyAsObject } from '../lib/empty-body.ts'
import { fail } from '../lib/errors.ts'
import { pageLayoutStore } from '../pages/layout.ts'
import { operatorOf, requireOperator } from './operator-guard.ts'
import {
  createTemplateSchema,
  deleteTemplateSchema,
  draftSchema,
  duplicateTemplateSchema,
  listTemplatesSchema,
  publishSchema,
  resolveSchema,
  saveDraftSchema,
  updateTemplateSchema,
} from './schemas.ts'
import {
  createDesignerTemplate,
  deleteDesignerTemplate,
  duplicateDesignerTemplate,
  listDesignerTemplates,
  previewDraft,
  publishDesignerTemplate,
  readDraft,
  saveDesignerDraft,
  updateDesignerTemplate,
} from './templates-service.ts'

/** A whole page of widgets is larger than other requests; 2 MB holds 500 widgets with room to spare. */
export const DRAFT_BODY_LIMIT = 2 * 1024 * 1024

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
  // Operator checks run before the body is read, so a stranger learns nothing from 400s or 413s.
  const onRequest = requireOperator(app)
  const company = (request: FastifyRequest) => operatorOf(request).companyId

  app.get('/templates', { schema: listTemplatesSchema, onRequest }, async (request) => ({
    data: await listDesignerTemplates(app.db, company(request)),
  }))

  app.post(
    '/templates',
    { schema: createTemplateSchema, onRequest, preValidation: titleGiven(true) },
    async (request) => ({
      data: await createDesignerTemplate(app.db, company(request), request.body),
    }),
  )

  app.patch(
    '/templates/:id',
    { schema: updateTemplateSchema, onRequest, preValidation: [emptyBodyAsObject, titleGiven(false)] },
    async (request) => ({
      data: await updateDesignerTemplate(app.db, company(request), request.params.id, request.body),
    }),
  )

  app.post('/templates/:id/duplicate', { schema: duplicateTemplateSchema, onRequest }, async (request) => ({
    data: await duplicateDesignerTemplate(app.db, company(request), request.params.id),
  }))

  app.delete('/templates/:id', { schema: deleteTemplateSchema, onRequest }, async (request, reply) => {
    await deleteDesignerTemplate(app.db, company(request), request.params.id)
    return sendNoContent(reply)
  })

  app.get('/templates/:id/draft', { schema: draftSchema, onRequest }, async (request) => ({
    data: await readDraft(app.db, company(request), request.params.id),
  }))

  app.put(
    '/templates/:id/draft',
    { schema: saveDraftSchema, onRequest, bodyLimit: DRAFT_BODY_LIMIT },
    async (request) => ({ data: await saveDesignerDraft(app.db, company(request), request.params.id, request.body) }),
  )

  app.post(
    '/templates/:id/publish',
    { schema: publishSchema, onRequest, preValidation: emptyBodyAsObject },
    async (request) => ({
      data: await publishDesignerTemplate(app.db, company(request), request.params.id, request.body.revision),
    }),
  )

  const previewDeps = { db: app.db, log: app.log, layout: pageLayoutStore(app) }
  app.post(
    '/templates/:id/resolve',
    { schema: resolveSchema, onRequest, bodyLimit: DRAFT_BODY_LIMIT },
    async (request) => ({
      data: await previewDraft(previewDeps, company(request), request.params.id, request.body.config),
    }),
  )
}
