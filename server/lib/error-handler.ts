import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, type ErrorBody } from './errors.ts'
import { validationMessage } from './validation-message.ts'

/** One place turns every failure into the documented error body; 5xx text never leaks. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  let body: ErrorBody & Record<string, unknown>
  if (error instanceof AppError) {
    // An error's details record (a 409's current revision, a 422's problems) rides along in the body.
    body = { ...detailsOf(error), status_code: error.statusCode, code: error.code, message: error.message }
  } else if ((error as FastifyError).validation) {
    body = { status_code: 400, code: 'VALIDATION', message: validationMessage(error as FastifyError) }
  } else if (isDatabaseInputError(error)) {
    request.log.warn({ err: error }, 'database refused a request value')
    body = { status_code: 400, code: 'VALIDATION', message: '参数超出允许范围' }
  } else if (error.statusCode === 429) {
    body = { status_code: 429, code: 'TOO_MANY_REQUESTS', message: '操作过于频繁，请稍后再试' }
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    body = { status_code: error.statusCode, code: error.code ?? 'BAD_REQUEST', message: clientMessage(error) }
  } else {
    request.log.error({ err: error }, 'unhandled error')
    body = { status_code: 500, code: 'INTERNAL', message: '抱歉！应用程序错误异常！' }
  }
  if (body.status_code < 500) request.log.info({ code: body.code, reason: error.message }, 'request refused')
  return reply.status(body.status_code).send(body)
}

function detailsOf(error: AppError): Record<string, unknown> {
  const details = error.details
  return typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : {}
}

/** Fastify's own 4xx (bad JSON, too large, wrong content type) get Chinese messages. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '提交的内容过大'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的内容类型'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求内容格式错误'
    default:
      return '请求参数错误'
  }
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { status_code: 404, code: 'NOT_FOUND', message: '接口不存在' }
  return reply.status(404).send(body)
}

// PostgreSQL data exceptions caused by a request value that passed schema checks (an id beyond
// int4, malformed text for a typed column, a NUL byte in text). They mean bad input, not a server fault.
const PG_INPUT_ERRORS = new Set(['22003', '22P02', '22001', '22007', '22008', '22021', '22P05'])

function isDatabaseInputError(error: { code?: unknown }): boolean {
  return typeof error.code === 'string' && PG_INPUT_ERRORS.has(error.code)
}
