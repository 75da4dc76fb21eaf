import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { descriptorSchemaSchema, widgetIndexSchema, widgetSchemaSchema } from '../../schemas/api/pages.ts'
import { fail } from '../lib/errors.ts'
import { descriptorSchema, isPublishedType, widgetIndex, widgetSchemaOf } from './published-schemas.ts'

/** Widget and descriptor JSON Schemas for integrators, mounted at /api/schemas. */
export const widgetSchemaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config
  // The same for every request of this process: built once.
  const index = widgetIndex(publicUrl)
  const descriptor = descriptorSchema(publicUrl)

  app.get('/widgets', { schema: widgetIndexSchema }, async () => ({ data: index }))

  app.get('/widgets/:type', { schema: widgetSchemaSchema }, async (request) => {
    const { type } = request.params
    if (!isPublishedType(type)) throw fail('WIDGET_TYPE_NOT_FOUND')
    return { data: widgetSchemaOf(publicUrl, type, request.query.form ?? 'served') }
  })

  app.get('/descriptor', { schema: descriptorSchemaSchema }, async () => ({ data: descriptor }))
}
