import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadTicket } from '../../../schemas/api/designer.ts'
import { ConfigError } from '../../config/read-env.ts'
import { buildTestApp } from '../../testing.ts'
import { uploadImage } from '../media/upload-fixture.ts'
import { callApi, createOperator, type Caller } from '../test-fixtures.ts'
import { makePng } from '../test-images.ts'
import { storageConfig } from './storage-config.ts'

/**
 * The S3 provider against a real S3-compatible server (s3rver: the S3 HTTP API on 127.0.0.1,
 * objects on disk, SigV4 signatures checked against its built-in S3RVER key pair).
 */

const BUCKET = 'mall-media'
let server: S3rver
let endpoint: string
let directory: string
let app: FastifyInstance
let operator: Caller

const s3Env = (overrides: Record<string, string> = {}) => ({
  STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
  S3_FORCE_PATH_STYLE: '1',
  ...overrides,
})

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-storage-'))
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  app = await buildTestApp({ env: s3Env() })
  operator = await createOperator(app)
})
afterAll(async () => {
  await app?.close()
  await server?.close()
  fs.rmSync(directory, { recursive: true, force: true })
})

describe('S3-compatible storage', () => {
  it('puts what the storage endpoint received into the bucket, served at S3_PUBLIC_URL, and deletes it', async () => {
    const png = makePng(320, 160)
    const image = await uploadImage(app, operator, png, '云端横幅.png')
    expect(image).toMatchObject({ img_type: 'png', width: 320, height: 160, img_size: png.length })
    expect(image.img_full_url).toBe(`${endpoint}/${BUCKET}/${image.key}.png`)

    const served = await fetch(image.img_full_url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // Nothing of it on the local disk.
    expect(fs.existsSync(path.join(app.config.dataDir, 'uploads', `${image.key}.png`))).toBe(false)

    const listed = (await callApi(app, operator, 'GET', '/media?keywords=云端横幅')).body?.data.list
    expect(listed).toEqual([expect.objectContaining({ id: image.id, img_full_url: image.img_full_url })])

    expect((await callApi(app, operator, 'DELETE', `/media/${image.id}`)).status).toBe(204)
    expect((await fetch(image.img_full_url)).status).toBe(404)
  })

  it('keeps the ticket authoritative: a key is stored once, a forged ticket puts nothing', async () => {
    const ticket = (await callApi(app, operator, 'GET', '/uploads/token')).body?.data as UploadTicket
    const send = (token: string) =>
      request(app.server)
        .post(ticket.upload_url)
        .field('token', token)
        .field('key', ticket.key)
        .attach('file', makePng(40, 40), { filename: 'a.png', contentType: 'image/png' })
    expect((await send(`${ticket.token}x`)).status).toBe(403)
    expect((await fetch(`${endpoint}/${BUCKET}/${ticket.key}.png`)).status).toBe(404)
    expect((await send(ticket.token)).status).toBe(200)
    const again = await send(ticket.token)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('UPLOAD_KEY_TAKEN')
  })

  it('answers 503 when the bucket refuses the credentials', async () => {
    const refused = await buildTestApp({ env: s3Env({ S3_SECRET_ACCESS_KEY: 'wrong-secret' }) })
    try {
      const who = await createOperator(refused)
      const ticket = (await callApi(refused, who, 'GET', '/uploads/token')).body?.data as UploadTicket
      const answer = await request(refused.server)
        .post(ticket.upload_url)
        .field('token', ticket.token)
        .field('key', ticket.key)
        .attach('file', makePng(40, 40), { filename: 'a.png', contentType: 'image/png' })
      expect(answer.status).toBe(503)
      expect(answer.body.code).toBe('STORAGE_UNAVAILABLE')
    } finally {
      await refused.close()
    }
  })

  it('needs the bucket, the keys and the public address with STORAGE=s3', () => {
    expect(storageConfig({})).toEqual({ kind: 'local' })
    expect(() => storageConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(ConfigError)
    expect(() => storageConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'S3_ACCESS_KEY_ID must be set when STORAGE=s3',
    )
  })
})
