import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../lib/auth.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'
import { callApi, createOperator, insertTemplate, type Caller } from './test-fixtures.ts'

let app: FastifyInstance
let templateId: number
beforeAll(async () => {
  app = await buildTestApp()
  templateId = (await insertTemplate(app, { page_name: 'custom', title: '权限测试页' })).id
})
afterAll(async () => {
  await app?.close()
})

/** Every operator-only route of the designer API, with a body it would accept from an operator. */
const routes = (): [string, string, unknown?][] => [
  ['GET', '/session'],
  ['DELETE', '/session'],
  ['GET', '/templates'],
  ['POST', '/templates', { page_name: 'custom', template_title: '新页面' }],
  ['PATCH', `/templates/${templateId}`, { template_title: '改名' }],
  ['POST', `/templates/${templateId}/duplicate`, {}],
  ['DELETE', `/templates/${templateId}`],
  ['GET', `/templates/${templateId}/draft`],
  ['PUT', `/templates/${templateId}/draft`, { config: { page: {}, widgets: [] }, revision: 1 }],
  ['POST', `/templates/${templateId}/publish`, { revision: 1 }],
  ['POST', `/templates/${templateId}/resolve`, { config: { page: {}, widgets: [] } }],
  ['GET', '/goods'],
  ['GET', '/coupons'],
  ['GET', '/shops'],
  ['GET', '/shop-tags'],
  ['GET', '/categories'],
  ['GET', '/main-categories'],
  ['GET', '/uploads/token'],
  ['POST', '/images', { img_name: 'a.png', img_url: 'designer/2026/11/000000000000000000000000' }],
  ['GET', '/images'],
]

async function expectEveryRoute(who: Caller | null, status: number, message: string) {
  for (const [method, path, payload] of routes()) {
    const { status: got, body } = await callApi(app, who, method as 'GET', path, payload)
    expect(got, `${method} ${path}`).toBe(status)
    expect(body, `${method} ${path}`).toMatchObject({ status_code: status, message })
  }
}

describe('designer API access', () => {
  it('answers 401 请先登录 without a token, and for a forged or revoked operator token', async () => {
    await expectEveryRoute(null, 401, '请先登录')
    await expectEveryRoute({ headers: { authorization: 'Bearer forged.token' } }, 401, '请先登录')
    const operator = await createOperator(app)
    await app.db
      .updateTable('auth_tokens')
      .set({ revoked_at: 1 })
      .where('kind', '=', 'operator')
      .where('subject_id', '=', operator.id)
      .execute()
    await expectEveryRoute(operator, 401, '请先登录')
  })

  it('answers 403 无权访问页面设计器 to a member, by header or by cookie', async () => {
    const member = await createTestMember(app)
    await expectEveryRoute(member, 403, '无权访问页面设计器')
    await expectEveryRoute({ headers: { cookie: `customer_token=${member.token}` } }, 403, '无权访问页面设计器')
  })

  it('answers 403 to a shop (merchant) session, by header or by cookie', async () => {
    const { token } = await createSession(app.db, app.config.secret, 'shop', 1)
    await expectEveryRoute({ headers: { authorization: `Bearer ${token}` } }, 403, '无权访问页面设计器')
    await expectEveryRoute({ headers: { cookie: `shop_token=${token}` } }, 403, '无权访问页面设计器')
  })

  it('refuses a disabled operator’s live session', async () => {
    const operator = await createOperator(app)
    expect((await callApi(app, operator, 'GET', '/templates')).status).toBe(200)
    await app.db.updateTable('operators').set({ status: 'disabled' }).where('id', '=', operator.id).execute()
    expect((await callApi(app, operator, 'GET', '/templates')).status).toBe(401)
  })

  it('lets an operator in by Bearer header or by the operator_token cookie', async () => {
    const operator = await createOperator(app)
    for (const who of [operator, { headers: { cookie: `operator_token=${operator.token}` } }]) {
      for (const [method, path] of [
        ['GET', '/templates'],
        ['GET', '/goods'],
        ['GET', '/shop-tags'],
        ['GET', '/categories'],
        ['GET', '/images'],
      ]) {
        expect((await callApi(app, who, method as 'GET', path)).status, `${method} ${path}`).toBe(200)
      }
    }
  })

  it('leaves the storage endpoint to its upload token: no session needed, a bad token is 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/designer/storage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nforged\r\n--x\r\nContent-Disposition: form-data; name="key"\r\n\r\ndesigner/2026/11/000000000000000000000000\r\n--x--\r\n',
    })
    expect(response.statusCode).toBe(403)
  })

  it('lists every designer route in the OpenAPI document under the designer tag of the operator area', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>
    }
    const paths = [
      '/api/designer/session',
      '/api/designer/templates',
      '/api/designer/templates/{id}',
      '/api/designer/templates/{id}/duplicate',
      '/api/designer/templates/{id}/draft',
      '/api/designer/templates/{id}/publish',
      '/api/designer/templates/{id}/resolve',
      '/api/designer/goods',
      '/api/designer/coupons',
      '/api/designer/shops',
      '/api/designer/shop-tags',
      '/api/designer/categories',
      '/api/designer/main-categories',
      '/api/designer/uploads/token',
      '/api/designer/storage',
      '/api/designer/images',
    ]
    for (const path of paths) {
      expect(doc.paths[path], path).toBeDefined()
      for (const operation of Object.values(doc.paths[path])) {
        expect(operation.tags).toEqual(['运营后台 · designer'])
        expect(operation.summary).toMatch(/[\u4e00-\u9fff]/)
      }
    }
  })
})
