import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { PREVIEW_TOKEN_PATTERN } from '../../../schemas/api/preview-links.ts'
import { callApi, createOperator, insertTemplate, type Caller } from '../test-fixtures.ts'

let app: FastifyInstance
let operator: Caller
let otherCompany: Caller
let templateId: number

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://mall.example.com' } })
  operator = await createOperator(app)
  otherCompany = await createOperator(app, 2)
  templateId = (await insertTemplate(app, { page_name: 'custom', title: '双11会场' })).id
})
afterAll(async () => {
  await app?.close()
})

const links = (id = templateId, who: Caller | null = operator) =>
  callApi(app, who, 'GET', `/templates/${id}/preview-links`)
const create = (body: unknown = {}, id = templateId, who: Caller | null = operator) =>
  callApi(app, who, 'POST', `/templates/${id}/preview-links`, body)
const rowCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('preview_links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('making a preview link', () => {
  it('lasts 7 days by default and answers its address once, keeping only a digest of the token', async () => {
    const answer = await create()
    expect(answer.status).toBe(200)
    const link = answer.body?.data
    expect(link.expires_at - link.created_at).toBe(7 * 86_400)
    expect(link.created_by).toBe('页面运营')
    const token = String(link.path).replace('/preview/', '')
    expect(token).toMatch(PREVIEW_TOKEN_PATTERN)
    expect(link.url).toBe(`https://mall.example.com/preview/${token}`)

    const stored = await app.db
      .selectFrom('preview_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow()
    expect(stored.token_hash).not.toContain(token)
    expect(stored.template_id).toBe(templateId)

    const listed = (await links()).body?.data.list
    expect(listed.find((item: { id: number }) => item.id === link.id)).toEqual({
      id: link.id,
      template_id: templateId,
      created_at: link.created_at,
      expires_at: link.expires_at,
      created_by: '页面运营',
    })
    expect(JSON.stringify(listed)).not.toContain(token)
  })

  it('takes 1 to 30 days and refuses others with a Chinese message, writing nothing', async () => {
    expect((await create({ expires_days: 30 })).body?.data.expires_at).toBeGreaterThan(0)
    const before = await rowCount()
    for (const days of [0, 31, -3]) {
      const refused = await create({ expires_days: days })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'PREVIEW_LINK_EXPIRY_INVALID', message: '预览链接有效期须为1–30天' })
    }
    const notNumber = await create({ expires_days: '七天' })
    expect(notNumber.status).toBe(400)
    expect(notNumber.body?.code).toBe('VALIDATION')
    expect(await rowCount()).toBe(before)
  })

  it('is for the operator’s own templates only', async () => {
    expect((await create({}, templateId, otherCompany)).body?.code).toBe('TEMPLATE_NOT_FOUND')
    expect((await links(templateId, otherCompany)).status).toBe(404)
    expect((await create({}, 999_999)).status).toBe(404)
    expect((await create({}, templateId, null)).status).toBe(401)
  })
})

describe('the list and revoking', () => {
  it('lists live links newest first, and a revoked or expired link leaves it', async () => {
    const own = (await insertTemplate(app, { page_name: 'custom', title: '列表页' })).id
    const first = (await create({ expires_days: 1 }, own)).body?.data
    const second = (await create({ expires_days: 3 }, own)).body?.data
    const third = (await create({}, own)).body?.data
    expect((await links(own)).body?.data.list.map((item: { id: number }) => item.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ])

    expect((await callApi(app, otherCompany, 'DELETE', `/templates/${own}/preview-links/${second.id}`)).status).toBe(
      404,
    )
    expect((await callApi(app, operator, 'DELETE', `/templates/${own}/preview-links/${second.id}`)).status).toBe(204)
    const again = await callApi(app, operator, 'DELETE', `/templates/${own}/preview-links/${second.id}`)
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ code: 'PREVIEW_LINK_NOT_FOUND', message: '预览链接不存在或已失效' })

    await app.db
      .updateTable('preview_links')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', first.id)
      .execute()
    const listed = await links(own)
    expect(listed.body?.data).toEqual({ list: [expect.objectContaining({ id: third.id })], total_count: 1 })
  })

  it('writes making and revoking to the audit log', async () => {
    const link = (await create()).body?.data
    await callApi(app, operator, 'DELETE', `/templates/${templateId}/preview-links/${link.id}`)
    const actions = await app.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'area'])
      .where('target', '=', `#${templateId} 链接 ${link.id}`)
      .orderBy('id')
      .execute()
    expect(actions).toEqual([
      { action: '生成预览链接', target: `#${templateId} 链接 ${link.id}`, area: 'pages' },
      { action: '撤销预览链接', target: `#${templateId} 链接 ${link.id}`, area: 'pages' },
    ])
  })
})
