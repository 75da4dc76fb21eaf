/**
 * Photo uploads for shoppers and merchants (after-sales evidence, 评价晒单, merchant licences):
 * ask for a ticket with the signed-in member's or merchant's credential, then post the file to the
 * storage address the ticket names. The answer's `url` is what forms send back to the server.
 */
import type { UploadedPhoto, UploadOwnerKind, UploadTicket } from '../../schemas/api/uploads.ts'
import { ApiError } from './api-error.ts'
import type { CallOptions, Http } from './http.ts'

export type { UploadedPhoto, UploadOwnerKind, UploadTicket } from '../../schemas/api/uploads.ts'

const TICKET_PATH: Record<UploadOwnerKind, string> = { member: 'uploads/token', shop: 'uploads/shop/token' }
const NETWORK_MESSAGE = '网络异常，图片上传失败，请重试'
const FAILED_MESSAGE = '图片上传失败，请重试'

export function getUploadTicket(http: Http, kind: UploadOwnerKind, options?: CallOptions): Promise<UploadTicket> {
  return http.get<UploadTicket>(TICKET_PATH[kind], undefined, options)
}

function errorOf(status: number, body: unknown): ApiError {
  const answer = (body ?? {}) as { message?: unknown; code?: unknown; data?: { message?: unknown; status_code?: unknown } }
  const message = answer.message ?? answer.data?.message
  return new ApiError(status, typeof answer.code === 'string' ? answer.code : '', typeof message === 'string' && message ? message : FAILED_MESSAGE)
}

/**
 * Posts one file to the ticket's storage address, reporting progress (0..1). XHR, not fetch:
 * fetch has no upload progress. Rejects with an ApiError carrying the server's Chinese message.
 */
export function sendPhoto(ticket: UploadTicket, file: Blob, onProgress: (fraction: number) => void): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const form = new FormData()
    form.append('token', ticket.token)
    form.append('key', ticket.key)
    form.append('file', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', ticket.upload_url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = xhr.response as { data?: UploadedPhoto & { status_code?: number } } | null
      if (xhr.status >= 200 && xhr.status < 300 && body?.data && !body.data.status_code) resolve(body.data)
      else reject(errorOf(xhr.status || 400, body))
    }
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE))
    xhr.send(form)
  })
}
