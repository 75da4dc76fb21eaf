import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest, FastifySchema, RawServerDefault, RouteGenericInterface } from 'fastify'
import type { IncomingMessage } from 'node:http'

/**
 * The request a handler receives for a route declared with `schema`, typed from the TypeBox
 * schemas in it (params, querystring, body, headers). For a handler written apart from its
 * registration, typically one shared by two routes, so it need not restate the input types.
 */
export type SchemaRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  Schema,
  TypeBoxTypeProvider
>

/**
 * Answers 204 without a body. The schemas declare that answer as `Type.Null()` to document it,
 * which would otherwise make the typed `send` ask for a `null` payload (one that is serialised).
 */
export function sendNoContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).send()
}
