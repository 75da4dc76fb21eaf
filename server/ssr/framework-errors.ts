import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from '../../schemas/api/errors.ts'
import { JSON_TYPE } from '../lib/cached-body.ts'
import type { ErrorBody } from '../lib/errors.ts'
import { securityHeaderSetter } from '../lib/security-headers.ts'
import { FALLBACK_NOT_FOUND_PAGE } from './fallback-page.ts'
import { isPageRequest, sendPage } from './page-handler.ts'

/** What the router cannot read: a path whose percent-encoding does not decode, an overlong parameter. */
const UNREADABLE_ADDRESS = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH'])

function json(reply: FastifyReply, body: ErrorBody) {
  // Sent as text: these replies have no route, so no serializer of one.
  return reply.status(body.status_code).type(JSON_TYPE).send(JSON.stringify(body))
}

/**
 * Fastify's `frameworkErrors` option: requests that fail before any route is looked up ('/%',
 * '/%E0%A4%A'). No page has such an address, so a page request gets the 404 page (spec 2.2) and an
 * API call the documented JSON 400, never Fastify's English default. Fastify answers these without
 * running any hook, so the security headers every answer carries are put on here.
 */
export function frameworkErrors(development: boolean) {
  const setSecurityHeaders = securityHeaderSetter(development)
  return function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    setSecurityHeaders(request, reply)
    if (!UNREADABLE_ADDRESS.has(error.code)) {
      request.log.error({ err: error }, 'request failed before routing')
      return json(reply, errorBody('INTERNAL'))
    }
    const pathname = request.url.split('?', 1)[0] ?? request.url
    if (isPageRequest(request, pathname)) return sendPage(reply, 404, FALLBACK_NOT_FOUND_PAGE)
    return json(reply, errorBody('BAD_URL'))
  }
}
