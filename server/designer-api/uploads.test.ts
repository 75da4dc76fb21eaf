import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  type UploadTicket,
} from '../../schemas/api/designer.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { buildTestAppWithOperator, callApi, createOperator, type Caller } from './test-fixtures.ts'
import { makeJpeg, makePng } from './test-images.ts'
import { issueUploadToken, newUploadKey } from './uploads/upload-token.ts'

let app: FastifyInstance
let operator: Caller
beforeAll(async () => {
  ;({ app, operator } = await buildTestAppWithOperator())
})
afterAll(() => app?.close())

async function ticket(who: Caller = operator): Promise<UploadTicket> {
  const { status, body } = await callApi(app, who, 'GET', '/uploads/token')
  expect(status).toBe(200)
  return body?.data as UploadTicket
}

/** Posts the form as the designer's client does: token, key, then the file (supertest keeps field order). */
function send(form: { token: string; key: string }, file: Buffer, filename: string, contentType: string) {
  return request(app.server)
    .post('/api/designer/storage')
    .field('token', form.token)
    .field('key', form.key)
    .attach('file', file, { filename, contentType })
}

const storedFile = (key: string, ext: string) => path.join(app.config.dataDir, 'uploads', `${key}.${ext}`)

describe('upload ticket', () => {
  it('gives an operator a signed token for a fresh key, valid for ten minutes', async () => {
    const a = await ticket()
    const b = await ticket()
    expect(a.key).toMatch(/^designer\/\d{4}\/\d{2}\/[0-9a-f]{24}$/)
    expect(a.key).not.toBe(b.key)
    expect(a).toMatchObject({ upload_url: '/api/designer/storage', max_size: MAX_IMAGE_BYTES })
    expect(a.expires_at - Date.now() / 1000).toBeGreaterThan(590)
    expect(a.expires_at - Date.now() / 1000).toBeLessThanOrEqual(600)
  })

  it('is refused to members and guests', async () => {
    expect((await callApi(app, await createTestMember(app), 'GET', '/uploads/token')).status).toBe(403)
    expect((await callApi(app, null, 'GET', '/uploads/token')).status).toBe(401)
  })
})

describe('storage endpoint and image library', () => {
  it('stores a PNG named .jpg as a PNG, reading its size on the server, then records it', async () => {
    const form = await ticket()
    const png = makePng(300, 120)
    const stored = await send(form, png, 'banner.jpg', 'image/jpeg')
    expect(stored.status).toBe(200)
    expect(stored.body.data).toEqual({ key: form.key, img_type: 'png', img_size: png.length, width: 300, height: 120 })
    expect(fs.readFileSync(storedFile(form.key, 'png')).equals(png)).toBe(true)
    // Served where the storefront loads uploads from.
    const served = await request(app.server).get(`/uploads/${form.key}.png`)
    expect(served.status).toBe(200)
    expect(Buffer.from(served.body).equals(png)).toBe(true)

    const recorded = await request(app.server)
      .post('/api/designer/images')
      .set(operator.headers)
      .type('form')
      .send({ img_name: 'banner.jpg', img_url: form.key, img_type: 'gif', width: '1', height: '1', img_size: '1' })
    expect(recorded.status).toBe(200)
    expect(recorded.body.data).toMatchObject({
      img_name: 'banner.jpg',
      img_url: form.key,
      img_full_url: `/uploads/${form.key}.png`,
      img_type: 'png',
      img_size: png.length,
      width: 300,
      height: 120,
    })
  })

  it('stores a JPEG named .png as a JPEG with its frame size', async () => {
    const form = await ticket()
    const jpeg = makeJpeg(1190, 460)
    const stored = await send(form, jpeg, 'slide.png', 'image/png')
    expect(stored.body.data).toMatchObject({ img_type: 'jpg', width: 1190, height: 460 })
    expect(fs.existsSync(storedFile(form.key, 'jpg'))).toBe(true)
    const recorded = await callApi(app, operator, 'POST', '/images', { img_name: 'slide.png', img_url: form.key })
    expect(recorded.body?.data).toMatchObject({ img_type: 'jpg', img_full_url: `/uploads/${form.key}.jpg` })
  })

  it('refuses a file sent before the token and key, storing nothing', async () => {
    const form = await ticket()
    const response = await request(app.server)
      .post('/api/designer/storage')
      .attach('file', makePng(2, 2), 'a.png')
      .field('token', form.token)
      .field('key', form.key)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('UPLOAD_TOKEN_FIRST')
    expect(fs.existsSync(storedFile(form.key, 'png'))).toBe(false)
  })

  it('refuses files that are not PNG or JPEG by their bytes, whatever their name says', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from('这不是图片，只是一段文字'), 'photo.png', 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.png', 'image/png'],
    ]
    for (const [bytes, name, type] of cases) {
      const form = await ticket()
      const response = await send(form, bytes, name, type)
      expect(response.status, name).toBe(400)
      expect(response.body).toMatchObject({ code: 'IMAGE_TYPE', message: IMAGE_TYPE_MESSAGE })
      expect(fs.existsSync(storedFile(form.key, 'png')) || fs.existsSync(storedFile(form.key, 'jpg'))).toBe(false)
    }
  })

  it('refuses an image whose size cannot be read, saying so', async () => {
    const form = await ticket()
    const response = await send(form, makePng(10, 10).subarray(0, 20), 'cut.png', 'image/png')
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 'IMAGE_UNREADABLE', message: '图片已损坏或无法读取尺寸，请换一张图片' })
  })

  it('refuses a file over the size limit with 413 and the limit’s message; the limit itself is fine', async () => {
    const png = makePng(4, 4)
    const atLimit = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)])
    const ok = await send(await ticket(), atLimit, 'max.png', 'image/png')
    expect(ok.status).toBe(200)
    expect(ok.body.data.img_size).toBe(MAX_IMAGE_BYTES)
    const form = await ticket()
    const response = await send(form, Buffer.concat([atLimit, Buffer.alloc(1)]), 'huge.png', 'image/png')
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: IMAGE_SIZE_MESSAGE })
    expect(fs.existsSync(storedFile(form.key, 'png'))).toBe(false)
  })

  it('refuses a forged, expired or other-key token with 403, and a second file under one key with 409', async () => {
    const form = await ticket()
    const other = await ticket()
    const expired = issueUploadToken(app.config.secret, {
      key: form.key,
      companyId: 1,
      exp: Math.floor(Date.now() / 1000) - 1,
    })
    const forged = issueUploadToken('not-the-secret', { key: form.key, companyId: 1, exp: form.expires_at })
    for (const token of [expired, forged, other.token, 'garbage', '']) {
      const response = await send({ token, key: form.key }, makePng(1, 1), 'a.png', 'image/png')
      expect(response.status).toBe(403)
      expect(response.body.code).toBe('UPLOAD_TOKEN_INVALID')
    }
    expect((await send(form, makePng(1, 1), 'a.png', 'image/png')).status).toBe(200)
    const twice = await send(form, makeJpeg(1, 1), 'b.jpg', 'image/jpeg')
    expect(twice.status).toBe(409)
    expect(fs.existsSync(storedFile(form.key, 'jpg'))).toBe(false)
  })

  it('refuses a request that is not a multipart upload, or has no file', async () => {
    const form = await ticket()
    const json = await request(app.server).post('/api/designer/storage').send({ token: form.token, key: form.key })
    expect(json.status).toBe(400)
    const noFile = await request(app.server)
      .post('/api/designer/storage')
      .field('token', form.token)
      .field('key', form.key)
    expect(noFile.status).toBe(400)
    expect(noFile.body.message).toBe('请选择要上传的图片')
  })

  it('records only files that storage holds', async () => {
    for (const key of [newUploadKey(), '../../mallfront.sqlite', '/etc/passwd', 'designer/2026/11/zz']) {
      const response = await callApi(app, operator, 'POST', '/images', { img_name: 'x.png', img_url: key })
      expect(response.status, key).toBe(400)
      expect(response.body?.message).toBe('图片不存在，请重新上传')
    }
    const member = await createTestMember(app)
    const form = await ticket()
    await send(form, makePng(5, 5), 'm.png', 'image/png')
    expect((await callApi(app, member, 'POST', '/images', { img_name: 'm.png', img_url: form.key })).status).toBe(403)
  })

  it('lists the company’s library newest first, paged, with dimensions', async () => {
    const other = await createOperator(app, 2)
    const names: string[] = []
    for (const n of [1, 2, 3]) {
      const form = await ticket()
      await send(form, makePng(n * 10, n * 5), `lib-${n}.png`, 'image/png')
      await callApi(app, operator, 'POST', '/images', { img_name: `lib-${n}.png`, img_url: form.key })
      names.push(`lib-${n}.png`)
    }
    const firstPage = await callApi(app, operator, 'GET', '/images?page=1&pageSize=2')
    expect(firstPage.body?.data.list.map((i: { img_name: string }) => i.img_name)).toEqual(['lib-3.png', 'lib-2.png'])
    expect(firstPage.body?.data.list[0]).toMatchObject({ width: 30, height: 15, img_type: 'png' })
    const total = firstPage.body?.data.total_count as number
    expect(total).toBeGreaterThanOrEqual(3)
    const secondPage = await callApi(app, operator, 'GET', '/images?page=2&pageSize=2')
    expect(secondPage.body?.data.list[0].img_name).toBe('lib-1.png')
    expect((await callApi(app, other, 'GET', '/images')).body?.data).toEqual({ list: [], total_count: 0 })
  })
})
