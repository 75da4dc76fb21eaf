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
} from '../../../schemas/api/uploads.ts'
import { makeJpeg, makePng } from '../../designer-api/test-images.ts'
import { issueUploadToken, newUploadKey } from '../../designer-api/uploads/upload-token.ts'
import { createSession } from '../../lib/auth.ts'
import { plainPhotoUrl, signPhotoUrl } from '../../lib/photo-links.ts'
import { now } from '../../../schemas/time.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestOperator, type TestMember } from '../test-helpers.ts'
import { newOwnerKey, ownerOfKey } from './owner.ts'
import { assertOwnedUploads } from './ownership.ts'
import { PHOTOS_PER_HOUR } from './routes.ts'
import { photoTicket, sendPhoto, uploadTestPhoto } from './test-photos.ts'

let app: FastifyInstance
let member: TestMember
let shopHeaders: { authorization: string }
beforeAll(async () => {
  app = await buildTestApp()
  member = await createTestMember(app)
  const { token } = await createSession(app.db, app.config.secret, 'shop', 4242)
  shopHeaders = { authorization: `Bearer ${token}` }
})
afterAll(async () => {
  await app?.close()
})

const ticketOf = async (headers: Record<string, string>, kind: 'member' | 'shop' = 'member') =>
  (await photoTicket(app, headers, kind)).json().data as UploadTicket
const storedFile = (key: string, ext: string) => path.join(app.config.dataDir, 'photos', `${key}.${ext}`)
const recordsOf = (kind: 'member' | 'shop', id: number) =>
  app.db.selectFrom('photo_uploads').selectAll().where('owner_kind', '=', kind).where('owner_id', '=', id).execute()

describe('photo upload tickets', () => {
  it('gives a member a ticket for a key under member/<id>/, valid ten minutes', async () => {
    const ticket = await ticketOf(member.headers)
    expect(ticket.key).toMatch(new RegExp(`^member/${member.id}/\\d{4}/\\d{2}/[0-9a-f]{24}$`))
    expect(ticket).toMatchObject({ upload_url: '/api/h5app/wxapp/uploads/storage', max_size: MAX_IMAGE_BYTES })
    expect(ticket.expires_at - Date.now() / 1000).toBeGreaterThan(590)
  })

  it('gives a merchant a ticket under shop/<id>/', async () => {
    expect((await ticketOf(shopHeaders, 'shop')).key).toMatch(/^shop\/4242\/\d{4}\/\d{2}\/[0-9a-f]{24}$/)
  })

  it('refuses guests, and each credential at the other kind’s ticket', async () => {
    expect((await photoTicket(app, {})).statusCode).toBe(401)
    expect((await photoTicket(app, {}, 'shop')).statusCode).toBe(401)
    expect((await photoTicket(app, shopHeaders)).statusCode).toBe(401)
    expect((await photoTicket(app, member.headers, 'shop')).statusCode).toBe(401)
    expect((await photoTicket(app, (await createTestOperator(app)).headers)).statusCode).toBe(401)
  })

  it('stops handing out tickets after an hour’s worth of photos', async () => {
    const busy = await createTestMember(app)
    const at = Math.floor(Date.now() / 1000)
    await app.db
      .insertInto('photo_uploads')
      .values(
        Array.from({ length: PHOTOS_PER_HOUR }, (_, i) => ({
          owner_kind: 'member' as const,
          owner_id: busy.id,
          storage_key: `busy-${busy.id}-${i}`,
          url: `/uploads/busy/${busy.id}/${i}.png`,
          img_type: 'png',
          img_size: 1,
          width: 1,
          height: 1,
          created_at: at,
        })),
      )
      .execute()
    const refused = await photoTicket(app, busy.headers)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_RATE_LIMITED', message: '上传过于频繁，请稍后再试' })
  })
})

describe('photo storage endpoint', () => {
  it('stores a PNG by its content (whatever its name) and records it for its owner', async () => {
    const ticket = await ticketOf(member.headers)
    const png = makePng(40, 30)
    const stored = await sendPhoto(app, ticket, png, 'photo.jpg')
    expect(stored.status).toBe(200)
    const plain = `/uploads/${ticket.key}.png`
    expect(stored.body.data).toEqual({
      key: ticket.key,
      url: signPhotoUrl(app.config.secret, plain, now()),
      img_type: 'png',
      img_size: png.length,
      width: 40,
      height: 30,
    })
    expect(fs.readFileSync(storedFile(ticket.key, 'png')).equals(png)).toBe(true)
    expect((await recordsOf('member', member.id)).map((r) => r.url)).toContain(plain)
    // The uploader shows the photo by the signed link; the plain address opens nothing.
    expect((await request(app.server).get(stored.body.data.url)).status).toBe(200)
    expect((await request(app.server).get(plain)).status).toBe(403)
  })

  it('stores a merchant’s JPEG under the merchant', async () => {
    const ticket = await ticketOf(shopHeaders, 'shop')
    const stored = await sendPhoto(app, ticket, makeJpeg(20, 10), 'licence.jpg')
    expect(stored.body.data).toMatchObject({ img_type: 'jpg' })
    expect(plainPhotoUrl(stored.body.data.url)).toBe(`/uploads/${ticket.key}.jpg`)
    expect((await recordsOf('shop', 4242)).map((r) => r.url)).toEqual([`/uploads/${ticket.key}.jpg`])
  })

  it('refuses what is not JPG/PNG by content, and files over 5MB, storing nothing', async () => {
    const before = (await recordsOf('member', member.id)).length
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary')
    const typed = await sendPhoto(app, await ticketOf(member.headers), gif, 'cat.png')
    expect(typed.status).toBe(400)
    expect(typed.body).toMatchObject({ code: 'IMAGE_TYPE', message: IMAGE_TYPE_MESSAGE })
    const big = Buffer.concat([makePng(1, 1), Buffer.alloc(MAX_IMAGE_BYTES)])
    const sized = await sendPhoto(app, await ticketOf(member.headers), big)
    expect(sized.status).toBe(413)
    expect(sized.body.message).toBe(IMAGE_SIZE_MESSAGE)
    expect(await recordsOf('member', member.id)).toHaveLength(before)
  })

  it('refuses a designer token here and a shopper token at the designer’s endpoint', async () => {
    const designerKey = newUploadKey()
    const designerToken = issueUploadToken(app.config.secret, {
      key: designerKey,
      companyId: 1,
      exp: Math.floor(Date.now() / 1000) + 60,
    })
    const here = await sendPhoto(app, { token: designerToken, key: designerKey }, makePng(2, 2))
    expect(here.status).toBe(403)
    expect(here.body.code).toBe('UPLOAD_TOKEN_INVALID')
    const ticket = await ticketOf(member.headers)
    const there = await request(app.server)
      .post('/api/designer/storage')
      .field('token', ticket.token)
      .field('key', ticket.key)
      .attach('file', makePng(2, 2), { filename: 'a.png', contentType: 'image/png' })
    expect(there.status).toBe(403)
    expect(fs.existsSync(storedFile(ticket.key, 'png'))).toBe(false)
  })

  it('refuses a forged or reused ticket', async () => {
    const ticket = await ticketOf(member.headers)
    const forged = issueUploadToken('not-the-secret', { key: ticket.key, companyId: 1, exp: ticket.expires_at })
    expect((await sendPhoto(app, { token: forged, key: ticket.key }, makePng(2, 2))).status).toBe(403)
    expect(
      (
        await sendPhoto(
          app,
          { token: ticket.token, key: newOwnerKey({ kind: 'member', id: member.id }) },
          makePng(2, 2),
        )
      ).status,
    ).toBe(403)
    expect((await sendPhoto(app, ticket, makePng(2, 2))).status).toBe(200)
    expect((await sendPhoto(app, ticket, makePng(2, 2))).status).toBe(409)
  })
})

describe('ownership of uploaded photos', () => {
  it('reads the owner from a key and nothing else', () => {
    expect(ownerOfKey(newOwnerKey({ kind: 'shop', id: 7 }))).toEqual({ kind: 'shop', id: 7 })
    expect(ownerOfKey(newUploadKey())).toBeNull()
    expect(ownerOfKey('member/7/../../etc')).toBeNull()
  })

  it('passes the owner’s own photos and kept ones, refuses the rest with a 400', async () => {
    const mine = plainPhotoUrl(await uploadTestPhoto(app, member.headers))
    const other = await createTestMember(app)
    const theirs = plainPhotoUrl(await uploadTestPhoto(app, other.headers))
    const owner = { kind: 'member' as const, id: member.id }
    await expect(assertOwnedUploads(app.db, owner, [])).resolves.toBeUndefined()
    await expect(assertOwnedUploads(app.db, owner, [mine])).resolves.toBeUndefined()
    await expect(
      assertOwnedUploads(app.db, owner, ['/uploads/old.jpg', mine], { kept: ['/uploads/old.jpg'] }),
    ).resolves.toBeUndefined()
    await expect(assertOwnedUploads(app.db, owner, [mine, theirs])).rejects.toMatchObject({ code: 'UPLOAD_NOT_OWNED' })
    await expect(assertOwnedUploads(app.db, owner, ['https://img.example.com/a.png'])).rejects.toMatchObject({
      code: 'UPLOAD_NOT_OWNED',
    })
    // The same person as a merchant owns nothing they uploaded as a member.
    await expect(assertOwnedUploads(app.db, { kind: 'shop', id: member.id }, [mine])).rejects.toMatchObject({
      code: 'UPLOAD_NOT_OWNED',
    })
    await expect(
      assertOwnedUploads(app.db, { kind: 'shop', id: 4242 }, ['https://img.example.com/a.png'], {
        allowExternal: true,
      }),
    ).resolves.toBeUndefined()
  })
})
