/**
 * Photo uploads for shoppers and merchants (after-sales evidence, 评价晒单, merchant licences):
 * ask for a ticket with the signed-in member's or merchant's credential, then post the file to the
 * storage address the ticket names. The answer's `url` is what forms send back to the server.
 */
import type { UploadedPhoto, UploadOwnerKind, UploadTicket } from '../../schemas/api/uploads.ts'
import { ApiError, type ApiErrorCode } from './api-error.ts'
import type { CallOptions, Http } from './http.ts'
import { call } from './call.ts'
import type { ApiRoute } from '../../schemas/api/paths.ts'
import { postToStorage } from '../lib/post-to-storage.ts'

export type { UploadedPhoto, UploadOwnerKind, UploadTicket } from '../../schemas/api/uploads.ts'

const TICKET_ROUTE = { member: 'GET /uploads/token', shop: 'GET /uploads/shop/token' } as const satisfies Record<
  UploadOwnerKind,
  ApiRoute
>
const NETWORK_MESSAGE = '网络异常，图片上传失败，请重试'
const FAILED_MESSAGE = '图片上传失败，请重试'

export function getUploadTicket(http: Http, kind: UploadOwnerKind, options?: CallOptions): Promise<UploadTicket> {
  return call(http, TICKET_ROUTE[kind], undefined, options)
}

function errorOf(status: number, body: unknown): ApiError {
  const answer = (body ?? {}) as {
    message?: unknown
    code?: unknown
    data?: { message?: unknown; status_code?: unknown }
  }
  const message = answer.message ?? answer.data?.message
  return new ApiError(
    status,
    typeof answer.code === 'string' ? (answer.code as ApiErrorCode) : '',
    typeof message === 'string' && message ? message : FAILED_MESSAGE,
  )
}

/**
 * Posts one file to the ticket's storage address, reporting progress (0..1). Rejects with an
 * ApiError carrying the server's Chinese message.
 */
export async function sendPhoto(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<UploadedPhoto> {
  const { status, body } = await postToStorage(ticket, file, onProgress)
  if (status === 0) throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE)
  const data = (body as { data?: UploadedPhoto & { status_code?: number } } | null)?.data
  if (status >= 200 && status < 300 && data && !data.status_code) return data
  throw errorOf(status, body)
}
