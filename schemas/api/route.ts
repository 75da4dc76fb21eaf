import type { TSchema } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'

/** A route schema as a route file writes it: the summary and the request parts, nothing about answers. */
export interface RouteParts {
  summary: string
  /** Longer OpenAPI text under the summary. */
  description?: string
  params?: TSchema
  querystring?: TSchema
  body?: TSchema
  headers?: TSchema
  produces?: string[]
  consumes?: string[]
}

/**
 * The route schemas of one API module, all under one OpenAPI tag and answering the module's
 * refusals (errorAnswers): `route(data, parts)` is
 * `{ summary, tags: [tag], ...parts, response: { 200: Envelope(data), ...errors } }`.
 * The parts keep their own types, so the type provider still types a handler's request.
 */
export function routeSchemas(tag: string, errors: Record<number, TSchema>) {
  return <T extends TSchema, P extends RouteParts>(data: T, { summary, ...parts }: P) => ({
    summary,
    tags: [tag],
    ...parts,
    response: { 200: Envelope(data), ...errors },
  })
}

/** A request object accepted in the query string and in the body alike (ECShopX clients send either). */
export const queryOrBody = <T extends TSchema>(input: T) => ({ querystring: input, body: input })
