import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWidget } from '../../schemas/widgets/index.ts'
import {
  buildTestAppWithOperator,
  callApi,
  configWith,
  insertTemplate,
  textWidget,
  type Caller,
} from './test-fixtures.ts'

/** Publishing with errors and warnings (schemas/draft-problems.ts), and reading the published version. */

let app: FastifyInstance
let operator: Caller
beforeAll(async () => {
  ;({ app, operator } = await buildTestAppWithOperator())
})
afterAll(() => app?.close())

const pageLink = (pageId: number) => ({ linkPage: 'page', theme_pc_template_id: pageId, template_title: '目标页' })

/** A text widget at a place of its own in the stack. */
const placed = (uuid: string, y: number, link?: object) => ({
  ...textWidget(uuid, uuid),
  y,
  height: 40,
  ...(link ? { data: [link] } : {}),
})

async function savedPage(config: object) {
  const page = await insertTemplate(app, { page_name: 'custom' })
  const draft = await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)
  const saved = await callApi(app, operator, 'PUT', `/templates/${page.id}/draft`, {
    config,
    revision: draft.body?.data.revision,
  })
  expect(saved.status).toBe(200)
  return { ...page, revision: saved.body?.data.revision as number }
}

const publish = (id: number, revision: number) =>
  callApi(app, operator, 'POST', `/templates/${id}/publish`, { revision })

describe('publish checks', () => {
  it('publishes a draft that has only warnings: overlaps and links to unpublished, deleted or the same page', async () => {
    const unpublished = await insertTemplate(app, { page_name: 'custom', title: '未发布的页' })
    const page = await insertTemplate(app, { page_name: 'custom' })
    const config = configWith(
      placed('self', 0, pageLink(page.pageId)),
      placed('draft', 100, pageLink(unpublished.pageId)),
      placed('gone', 200, pageLink(999_999)),
      placed('over', 220),
    )
    const draft = await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)
    const saved = await callApi(app, operator, 'PUT', `/templates/${page.id}/draft`, {
      config,
      revision: draft.body?.data.revision,
    })
    const answer = await publish(page.id, saved.body?.data.revision)
    expect(answer.status).toBe(200)
    expect(answer.body?.data.version).toBe(2)
  })

  it('refuses errors with 422, listing the warnings beside them with their severity', async () => {
    const carousel = { ...createWidget('W0001'), uuid: 'slides', y: 300 }
    const page = await savedPage(configWith(placed('a', 0), placed('b', 20), carousel))
    const answer = await publish(page.id, page.revision)
    expect(answer.status).toBe(422)
    expect(answer.body?.message).toBe('页面有1处错误，请修改后再发布')
    expect(answer.body?.problems).toEqual([
      { uuid: 'slides', widget: 'W0001', path: '/data/0/imgUrl', message: '轮播图 1 未设置图片', severity: 'error' },
      { uuid: 'b', widget: 'W0011', path: '', message: '两个挂件重叠：文本（a） 与 文本（b）', severity: 'warning' },
    ])
    const row = await app.db
      .selectFrom('page_templates')
      .select('published_config')
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow()
    expect(row.published_config).toBeNull()
  })

  it('refuses a placeholder coupon', async () => {
    const coupons = { ...createWidget('W0021'), uuid: 'coupons' }
    const page = await savedPage(configWith(coupons))
    const answer = await publish(page.id, page.revision)
    expect(answer.status).toBe(422)
    expect(answer.body?.problems).toContainEqual({
      uuid: 'coupons',
      widget: 'W0021',
      path: '/data/0',
      message: '优惠券 1 仍是示例优惠券，请选择优惠券',
      severity: 'error',
    })
  })
})

describe('GET templates/:id/published', () => {
  it('answers 404 TEMPLATE_NOT_PUBLISHED before the first publish, then the published config', async () => {
    const page = await savedPage(configWith(placed('first', 0)))
    const before = await callApi(app, operator, 'GET', `/templates/${page.id}/published`)
    expect(before.status).toBe(404)
    expect(before.body?.code).toBe('TEMPLATE_NOT_PUBLISHED')

    expect((await publish(page.id, page.revision)).status).toBe(200)
    // A later draft does not change what is published.
    await callApi(app, operator, 'PUT', `/templates/${page.id}/draft`, {
      config: configWith(placed('first', 0), placed('second', 100)),
      revision: page.revision,
    })
    const after = await callApi(app, operator, 'GET', `/templates/${page.id}/published`)
    expect(after.status).toBe(200)
    expect(after.body?.data.version).toBe(2)
    expect(after.body?.data.published_at).toBeGreaterThan(0)
    expect(after.body?.data.config.widgets.map((widget: { uuid: string }) => widget.uuid)).toEqual(['first'])
  })

  it('answers 404 for another company’s page and 401 without a session', async () => {
    const theirs = await insertTemplate(app, { page_name: 'custom', companyId: 2, published: true })
    expect((await callApi(app, operator, 'GET', `/templates/${theirs.id}/published`)).body?.code).toBe(
      'TEMPLATE_NOT_FOUND',
    )
    expect((await callApi(app, null, 'GET', `/templates/${theirs.id}/published`)).status).toBe(401)
  })
})
