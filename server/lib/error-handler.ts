import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody, type ErrorCode } from '../../schemas/api/errors.ts'
import { AppError, type ErrorBody } from './errors.ts'
import { validationMessage } from './validation-message.ts'

/** One place turns every failure into the documented error body; 5xx text never leaks. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  let body: ErrorBody & Record<string, unknown>
  if (error instanceof AppError) {
    // An error's details record (a 409's current revision, a 422's problems) rides along in the body.
    body = { ...error.details, ...errorBody(error.code, error.message) }
  } else if ((error as FastifyError).validation) {
    body = errorBody('VALIDATION', validationMessage(error as FastifyError))
  } else if (isDatabaseInputError(error)) {
    request.log.warn({ err: error }, 'database refused a request value')
    body = errorBody('PARAMETER_OUT_OF_RANGE')
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    body = errorBody(clientErrorCode(error))
  } else {
    request.log.error({ err: error }, 'unhandled error')
    body = errorBody('INTERNAL')
  }
  if (body.status_code < 500) request.log.info({ code: body.code, reason: error.message }, 'request refused')
  return reply.status(body.status_code).send(body)
}

/** Fastify's and its plugins' own 4xx (bad JSON, too large, wrong content type, rate limit) map to catalogue codes. */
function clientErrorCode(error: FastifyError): ErrorCode {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return 'BODY_MALFORMED'
  switch (error.statusCode) {
    case 404:
      return 'NOT_FOUND'
    case 413:
      return 'BODY_TOO_LARGE'
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 429:
      return 'TOO_MANY_REQUESTS'
    default:
      return 'BAD_REQUEST'
  }
}

export function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND'))
}

// PostgreSQL data exceptions caused by a request value that passed schema checks (an id beyond
// int4, malformed text for a typed column, a NUL byte in text). They mean bad input, not a server fault.
const PG_INPUT_ERRORS = new Set(['22003', '22P02', '22001', '22007', '22008', '22021', '22P05'])

function isDatabaseInputError(error: { code?: unknown }): boolean {
  return typeof error.code === 'string' && PG_INPUT_ERRORS.has(error.code)
}
