import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { Envelope, ErrorResponse } from '../../schemas/api/envelope.ts'
import { notFound } from '../lib/errors.ts'
import { isWidgetType, widgetSchemas } from '../../schemas/widgets/index.ts'

const WidgetTypeParams = Type.Object({ type: Type.String({ maxLength: 10 }) })
type WidgetTypeParams = Static<typeof WidgetTypeParams>

const Json = Type.Object({}, { additionalProperties: true })

const WidgetSchemaData = Type.Object({
  type: Type.String(),
  /** The widget's Chinese name in the designer palette. */
  name: Type.String(),
  /** JSON Schema (draft 7) every stored widget of this type must satisfy. */
  schema: Json,
  /** The settings a new widget starts with (spec 9). */
  defaults: Json,
})

/** JSON round trip: drops TypeBox's symbol keys so the answer is plain JSON Schema. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

/** Widget JSON Schemas for integrators, mounted at /api/schemas. */
export const widgetSchemaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: WidgetTypeParams }>(
    '/widgets/:type',
    {
      schema: {
        summary: '挂件类型的 JSON Schema（页面描述中 widgets 每项的格式）',
        tags: ['pages'],
        params: WidgetTypeParams,
        response: { 200: Envelope(WidgetSchemaData), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { type } = request.params
      if (!isWidgetType(type)) throw notFound('挂件类型不存在', 'WIDGET_TYPE_NOT_FOUND')
      const entry = widgetSchemas[type]
      return { data: { type, name: entry.name, schema: plain(entry.schema), defaults: plain(entry.defaults) } }
    },
  )
}
