import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { now } from '../../../schemas/time.ts'
import { plainPhotoUrl, signPhotoUrl } from '../../lib/photo-links.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestApplicant, STEP1, STEP2, STEP3 } from '../merchant/test-fixtures.ts'
import { createPlacedOrder, send } from '../order/test-fixtures.ts'
import { createTestGoods, createTestMember, createTestOperator, type TestMember } from '../test-helpers.ts'
import { moveLegacyPhotos } from './legacy-photos.ts'
import { photoRoot } from './photo-store.ts'
import { uploadTestPhoto } from './test-photos.ts'

/**
 * After-sales evidence and merchant-application photos open only by the signed links the API
 * gives to those entitled to them; rating photos are signed for everyone; plain addresses open nothing.
 */

let app: FastifyInstance
let member: TestMember
beforeAll(async () => {
  app = await buildTestApp()
  member = await createTestMember(app)
})
afterAll(async () => {
  await app?.close()
})

const open = (url: string) => request(app.server).get(url)
const adminGet = (headers: Record<string, string>, url: string) =>
  app.inject({ method: 'GET', url: `/api/admin${url}`, headers })

describe('the photo route', () => {
  it('serves a photo for its signed link only', async () => {
    const signed = await uploadTestPhoto(app, member.headers)
    const plain = plainPhotoUrl(signed)
    expect(signed).not.toBe(plain)
    const served = await open(signed)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/)

    const refused = await open(plain)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      code: 'PHOTO_LINK_INVALID',
      message: '图片链接无效或已过期，请刷新页面后重试',
    })
    const [, query] = signed.split('?')
    const tampered = `${plain}?${query!.replace(/s=./, (s) => (s.endsWith('A') ? 's=B' : 's=A'))}`
    expect((await open(tampered)).status).toBe(403)
    const expired = signPhotoUrl(app.config.secret, plain, now() - 3 * 3600)
    expect((await open(expired)).status).toBe(403)
    const other = plainPhotoUrl(await uploadTestPhoto(app, member.headers))
    expect((await open(`${other}?${query}`)).status).toBe(403)
    expect((await open(signPhotoUrl('another-secret', plain, now()))).status).toBe(403)
  })

  it('answers 404 for a genuine link to a file that is not there, and no path reaches the folder otherwise', async () => {
    const missing = `/uploads/member/${member.id}/2026/01/${'0'.repeat(24)}.png`
    expect((await open(signPhotoUrl(app.config.secret, missing, now()))).status).toBe(404)
    const plain = plainPhotoUrl(await uploadTestPhoto(app, member.headers))
    const rest = plain.slice('/uploads/'.length)
    for (const trick of [
      `/uploads//${rest}`,
      `/uploads/%6dember/${rest.slice('member/'.length)}`,
      `/uploads/./${rest}`,
    ])
      expect((await open(trick)).status, trick).not.toBe(200)
    expect(fs.existsSync(path.join(app.config.dataDir, 'uploads', rest))).toBe(false)
    // Shop, goods and designer images beside them stay public.
    const logo = path.join(app.config.dataDir, 'uploads', 'shops', '1-logo.svg')
    fs.mkdirSync(path.dirname(logo), { recursive: true })
    fs.writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect((await open('/uploads/shops/1-logo.svg')).status).toBe(200)
    expect(fs.existsSync(path.join(photoRoot(app.config.dataDir), rest))).toBe(true)
  })
})

describe('after-sales evidence', () => {
  it('is shown to its member and the operators by signed links, stored plain, and closed to others', async () => {
    const goods = await createTestGoods(app.db)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: goods, quantity: 1 }],
    })
    const photo = await uploadTestPhoto(app, member.headers)
    const applied = await send(app, member, 'POST', '/aftersales', {
      aftersales_type: 'ONLY_REFUND',
      reason: '不想要了',
      order_id: order.orderId,
      detail: [{ id: order.itemIds[0], num: 1 }],
      evidence_pic: [photo],
    })
    expect(applied.status).toBe(200)
    const bn = applied.body.data.list[0].aftersales_bn as string
    const stored = await app.db
      .selectFrom('aftersales')
      .select('evidence_pics')
      .where('aftersales_bn', '=', bn)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(stored.evidence_pics)).toEqual([plainPhotoUrl(photo)])

    const info = await send(app, member, 'GET', `/aftersales/info?aftersales_bn=${bn}`)
    const [shown] = info.body.data.evidence_pic as string[]
    expect(plainPhotoUrl(shown!)).toBe(plainPhotoUrl(photo))
    expect((await open(shown!)).status).toBe(200)
    // Sent back as shown (修改申请), the photo is kept as it was.
    const modified = await send(app, member, 'POST', '/aftersales/modify', { aftersales_bn: bn, evidence_pic: [shown] })
    expect(modified.status).toBe(200)

    const operator = await createTestOperator(app)
    const detail = await adminGet(operator.headers, `/aftersales/${bn}`)
    const [operatorView] = detail.json().data.evidence_pic as string[]
    expect((await open(operatorView!)).status).toBe(200)
    const queue = await adminGet(operator.headers, '/aftersales')
    const listed = (queue.json().data.list as { aftersales_bn: string; evidence_pic: string[] }[]).find(
      (row) => row.aftersales_bn === bn,
    )
    expect((await open(listed!.evidence_pic[0]!)).status).toBe(200)

    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'GET', `/aftersales/info?aftersales_bn=${bn}`)).status).toBe(404)
    expect((await open(plainPhotoUrl(photo))).status).toBe(403)
  })
})

describe('merchant application photos', () => {
  it('are shown to the merchant and the operators by signed links and stored plain', async () => {
    const applicant = await createTestApplicant(app)
    const photos = [
      await uploadTestPhoto(app, applicant.headers, 'shop'),
      await uploadTestPhoto(app, applicant.headers, 'shop'),
      await uploadTestPhoto(app, applicant.headers, 'shop'),
    ]
    const step = (n: number, fields: Record<string, unknown>) =>
      send(app, applicant, 'POST', `/merchant/settlementapply/${n}`, { company_id: 1, ...fields })
    expect((await step(1, STEP1)).status).toBe(200)
    const [license, front, back] = photos as [string, string, string]
    const saved = await step(2, { ...STEP2, license_url: license, id_card_front_url: front, id_card_back_url: back })
    expect(saved.status).toBe(200)
    expect((await step(3, STEP3)).status).toBe(200)

    const row = await app.db
      .selectFrom('merchant_applications')
      .select(['id', 'data'])
      .where('merchant_id', '=', applicant.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.data)['2'].license_url).toBe(plainPhotoUrl(license))

    const own = (await send(app, applicant, 'GET', '/merchant/settlementapply/detail')).body.data
    for (const field of ['license_url', 'id_card_front_url', 'id_card_back_url']) {
      expect(own[field]).not.toBe(plainPhotoUrl(own[field]))
      expect((await open(own[field])).status, field).toBe(200)
    }
    const operator = await createTestOperator(app)
    const detail = (await adminGet(operator.headers, `/merchants/applications/${row.id}`)).json().data
    expect((await open(detail.id_card_back_url)).status).toBe(200)
    expect((await open(plainPhotoUrl(detail.id_card_back_url))).status).toBe(403)
  })
})

describe('rating photos', () => {
  it('are signed for every reader of the goods’ ratings', async () => {
    const goods = await createTestGoods(app.db)
    const order = await createPlacedOrder(app.db, member.id, { status: 'DONE', lines: [{ goodsId: goods }] })
    const photo = await uploadTestPhoto(app, member.headers)
    const rated = await send(app, member, 'POST', '/order/rate/create', {
      order_id: order.orderId,
      rates: [{ item_id: goods, star: 5, content: '好', pics: [photo] }],
    })
    expect(rated.status).toBe(200)
    const list = await app.inject({ method: 'GET', url: `/api/h5app/wxapp/order/rate/list?item_id=${goods}` })
    const [pic] = list.json().data.list[0].pics as string[]
    expect(plainPhotoUrl(pic!)).toBe(plainPhotoUrl(photo))
    expect((await open(pic!)).status).toBe(200)
  })
})

describe('photos stored before they were private', () => {
  it('move out of the static folder at start, once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'))
    const old = path.join(dataDir, 'uploads', 'member', '7', '2026', '01', `${'a'.repeat(24)}.png`)
    const designer = path.join(dataDir, 'uploads', 'designer', '2026', '01', `${'b'.repeat(24)}.png`)
    for (const file of [old, designer]) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, 'x')
    }
    expect(await moveLegacyPhotos(dataDir)).toBe(1)
    expect(fs.existsSync(path.join(photoRoot(dataDir), 'member', '7', '2026', '01', `${'a'.repeat(24)}.png`))).toBe(
      true,
    )
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'member'))).toBe(false)
    expect(fs.existsSync(designer)).toBe(true)
    expect(await moveLegacyPhotos(dataDir)).toBe(0)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
