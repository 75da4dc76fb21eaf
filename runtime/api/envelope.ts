import type { ApiErrorCode } from './api-error.ts'
import { isRecord } from '../../schemas/guards.ts'

/**
 * Reading a 200 answer (spec 7.1). The server answers `{ data }`; older answers may instead carry
 * a business failure as `status_code > 300`, either at the top level or inside `data`.
 */
export type EnvelopeReading =
  | { kind: 'data'; data: unknown }
  | { kind: 'business-error'; status: number; code: ApiErrorCode; message: string }
  | { kind: 'malformed' }

export const FALLBACK_MESSAGE = '操作失败'

type Fields = Record<string, unknown>

function failureStatus(value: unknown): number | null {
  const status = typeof value === 'string' ? Number(value) : value
  return typeof status === 'number' && status > 300 ? status : null
}

/** The human message of an answer body: `message`, else `msg`, else `err_msg`. */
export function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  for (const key of ['message', 'msg', 'err_msg']) {
    const text = body[key]
    if (typeof text === 'string' && text !== '') return text
  }
  return undefined
}

/** The body's `code`, which the server takes from its error catalogue (schemas/api/errors.ts), else the fallback. */
export function codeOf(body: unknown, fallback: ApiErrorCode): ApiErrorCode {
  return isRecord(body) && typeof body.code === 'string' && body.code !== '' ? (body.code as ApiErrorCode) : fallback
}

function businessError(source: Fields, status: number): EnvelopeReading {
  return {
    kind: 'business-error',
    status,
    code: codeOf(source, 'BUSINESS_ERROR'),
    message: messageOf(source) ?? FALLBACK_MESSAGE,
  }
}

export function readEnvelope(body: unknown): EnvelopeReading {
  if (!isRecord(body)) return { kind: 'malformed' }
  const topStatus = failureStatus(body.status_code)
  if (topStatus !== null) return businessError(body, topStatus)
  if (!('data' in body)) return { kind: 'malformed' }
  const { data } = body
  if (isRecord(data)) {
    const innerStatus = failureStatus(data.status_code)
    if (innerStatus !== null) return businessError(data, innerStatus)
  }
  return { kind: 'data', data }
}
