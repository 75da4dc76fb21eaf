import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import type { UploadedPhoto, UploadTicket } from '../../../schemas/api/uploads.ts'
import { makePng } from '../../designer-api/test-images.ts'

const API = '/api/h5app/wxapp'

/** A photo ticket for the caller (member or merchant headers). */
export async function photoTicket(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: 'member' | 'shop' = 'member',
) {
  return app.inject({ method: 'GET', url: `${API}/uploads/${kind === 'shop' ? 'shop/' : ''}token`, headers })
}

/** Posts a file with a ticket, as the browser's PhotoUploader does (token, key, then the file). */
export function sendPhoto(
  app: FastifyInstance,
  ticket: Pick<UploadTicket, 'token' | 'key'>,
  file: Buffer,
  filename = 'photo.png',
) {
  return request(app.server)
    .post(`${API}/uploads/storage`)
    .field('token', ticket.token)
    .field('key', ticket.key)
    .attach('file', file, { filename, contentType: 'image/png' })
}

/** Uploads a small PNG as the caller and returns its URL as the uploader got it (a signed link), for tests that attach photos to forms. */
export async function uploadTestPhoto(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: 'member' | 'shop' = 'member',
): Promise<string> {
  const ticket = (await photoTicket(app, headers, kind)).json().data as UploadTicket
  const answer = await sendPhoto(app, ticket, makePng(4, 3))
  if (answer.status !== 200) throw new Error(`photo upload failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return (answer.body.data as UploadedPhoto).url
}
