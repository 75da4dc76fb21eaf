import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import type { UploadTicket } from '../../../schemas/api/designer.ts'
import type { MediaImage } from '../../../schemas/api/media.ts'
import { callApi, type Caller } from '../test-fixtures.ts'

/** Uploads a file as the designer does (ticket, storage endpoint, library record); the record. */
export async function uploadImage(
  app: FastifyInstance,
  operator: Caller,
  file: Buffer,
  name: string,
): Promise<MediaImage & { key: string }> {
  const ticket = (await callApi(app, operator, 'GET', '/uploads/token')).body?.data as UploadTicket
  const stored = await request(app.server)
    .post(ticket.upload_url)
    .field('token', ticket.token)
    .field('key', ticket.key)
    .attach('file', file, { filename: name, contentType: 'image/png' })
  if (stored.status !== 200) throw new Error(`storage answered ${stored.status}: ${stored.text}`)
  const recorded = await request(app.server)
    .post('/api/designer/images')
    .set(operator.headers)
    .type('form')
    .send({ img_name: name, img_url: ticket.key })
  if (recorded.status !== 200) throw new Error(`images answered ${recorded.status}: ${recorded.text}`)
  return { ...recorded.body.data, tag: '', key: ticket.key }
}
