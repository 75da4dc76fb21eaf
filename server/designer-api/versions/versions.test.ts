import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { callApi, configWith, createOperator, insertTemplate, textWidget, type Caller } from '../test-fixtures.ts'

let app: FastifyInstance
let operator: Caller & { id: number }
let otherCompany: Caller

beforeAll(async () => {
  app = await buildTestApp()
  operator = await createOperator(app)
  otherCompany = await createOperator(app, 2)
})
afterAll(async () => {
  await app?.close()
})

const save = async (id: number, config: object) => {
  const draft = await callApi(app, operator, 'GET', `/templates/${id}/draft`)
  const saved = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
    config,
    revision: draft.body?.data.revision,
  })
  expect(saved.status).toBe(200)
}

const publish = (id: number, body: object = {}) => callApi(app, operator, 'POST', `/templates/${id}/publish`, body)

const versionCount = async (templateId: number) =>
  (await app.db.selectFrom('page_template_versions').select('id').where('template_id', '=', templateId).execute())
    .length

describe('publish with 备注', () => {
  it('records the operator and the trimmed note with the version', async () => {
    const page = await insertTemplate(app, { page_name: 'custom', config: configWith(textWidget('t1', '第一版')) })
    const answer = await publish(page.id, { note: '  双11 首发  ' })
    expect(answer.status).toBe(200)
    const { body } = await callApi(app, operator, 'GET', `/templates/${page.id}/versions`)
    expect(body?.data.total_count).toBe(1)
    expect(body?.data.list[0]).toMatchObject({
      version: answer.body?.data.version,
      operator_id: operator.id,
      operator_name: '页面运营',
      note: '双11 首发',
    })
    expect(body?.data.list[0].published_at).toBeGreaterThan(0)
  })

  it('refuses a note over 100 characters with a Chinese message and publishes nothing', async () => {
    const page = await insertTemplate(app, { page_name: 'custom' })
    const refused = await publish(page.id, { note: '备'.repeat(101) })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'PUBLISH_NOTE_TOO_LONG', message: '发布备注不能超过100个字' })
    expect(await versionCount(page.id)).toBe(0)
    expect((await publish(page.id, { note: '备'.repeat(100) })).status).toBe(200)
  })
})

describe('GET templates/:id/versions', () => {
  it('lists every version newest first, paged, and reads each one’s config', async () => {
    const page = await insertTemplate(app, { page_name: 'custom', config: configWith(textWidget('t1', '一')) })
    await publish(page.id, { note: '一' })
    await save(page.id, configWith(textWidget('t1', '二')))
    await publish(page.id)
    await save(page.id, configWith(textWidget('t1', '三'), textWidget('t2', '新')))
    await publish(page.id, { note: '三' })

    const all = await callApi(app, operator, 'GET', `/templates/${page.id}/versions`)
    expect(all.body?.data.total_count).toBe(3)
    expect(all.body?.data.list.map((v: { version: number }) => v.version)).toEqual([4, 3, 2])
    expect(all.body?.data.list.map((v: { note: string }) => v.note)).toEqual(['三', '', '一'])

    const second = await callApi(app, operator, 'GET', `/templates/${page.id}/versions?page=2&pageSize=2`)
    expect(second.body?.data).toMatchObject({ total_count: 3, list: [{ version: 2 }] })

    const one = await callApi(app, operator, 'GET', `/templates/${page.id}/versions/2`)
    expect(one.status).toBe(200)
    expect(one.body?.data).toMatchObject({ version: 2, note: '一' })
    expect(one.body?.data.config.widgets).toHaveLength(1)
    expect(one.body?.data.config.widgets[0]).toMatchObject({ uuid: 't1', text: '一' })
    const latest = await callApi(app, operator, 'GET', `/templates/${page.id}/versions/4`)
    expect(latest.body?.data.config.widgets.map((w: { uuid: string }) => w.uuid)).toEqual(['t1', 't2'])
  })

  it('answers versions published before publishers were recorded with an empty operator', async () => {
    const page = await insertTemplate(app, { page_name: 'custom' })
    await app.db
      .insertInto('page_template_versions')
      .values({ template_id: page.id, version: 2, config: JSON.stringify(configWith()), created_at: 1_700_000_000 })
      .execute()
    const { body } = await callApi(app, operator, 'GET', `/templates/${page.id}/versions`)
    expect(body?.data.list).toEqual([
      { version: 2, operator_id: null, operator_name: '', note: '', published_at: 1_700_000_000 },
    ])
  })

  it('keeps other companies’ pages, unknown versions and bad numbers out with catalogued 4xx', async () => {
    const page = await insertTemplate(app, { page_name: 'custom' })
    await publish(page.id)
    const foreign = await callApi(app, otherCompany, 'GET', `/templates/${page.id}/versions`)
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ code: 'TEMPLATE_NOT_FOUND', message: '页面模板不存在' })
    expect((await callApi(app, otherCompany, 'GET', `/templates/${page.id}/versions/2`)).status).toBe(404)
    const missing = await callApi(app, operator, 'GET', `/templates/${page.id}/versions/99`)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'TEMPLATE_VERSION_NOT_FOUND', message: '页面版本不存在' })
    for (const path of ['versions/0', 'versions/abc', 'versions?pageSize=1000', 'versions?page=0']) {
      const bad = await callApi(app, operator, 'GET', `/templates/${page.id}/${path}`)
      expect(bad.status).toBe(400)
      expect(bad.body?.code).toBe('VALIDATION')
    }
    expect((await callApi(app, null, 'GET', `/templates/${page.id}/versions`)).status).toBe(401)
  })
})
