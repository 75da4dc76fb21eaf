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

/**
 * Security II: widgets keep only the fields their schema lists. A draft save takes unknown keys
 * out and says so, one warning per widget; a publish refuses a stored draft that still holds some
 * (a row written before saves took them out), 422 with its problems and nothing published.
 */

let app: FastifyInstance
let operator: Caller
beforeAll(async () => {
  ;({ app, operator } = await buildTestAppWithOperator())
})
afterAll(() => app?.close())

const hostile = (uuid: string) => ({
  ...textWidget(uuid, '正文'),
  onClick: 'alert(1)',
  style: { background: 'url(https://evil.example/x.png)' },
})

async function save(id: number, config: object) {
  const draft = await callApi(app, operator, 'GET', `/templates/${id}/draft`)
  return callApi(app, operator, 'PUT', `/templates/${id}/draft`, { config, revision: draft.body?.data.revision })
}

const storedDraft = async (id: number) =>
  JSON.parse(
    (await app.db.selectFrom('page_templates').select('draft_config').where('id', '=', id).executeTakeFirstOrThrow())
      .draft_config,
  )

describe('a draft save', () => {
  it('stores a widget without the keys its schema does not list and names them in a warning', async () => {
    const page = await insertTemplate(app, { page_name: 'custom' })
    const saved = await save(page.id, configWith(hostile('w1'), textWidget('w2', '干净的')))
    expect(saved.status).toBe(200)
    expect(saved.body?.data.notes).toEqual([
      { uuid: 'w1', widget: 'W0011', path: '', message: '已移除未知字段：onClick、style', severity: 'warning' },
    ])
    const stored = await storedDraft(page.id)
    expect(stored.widgets[0]).not.toHaveProperty('onClick')
    expect(stored.widgets[0]).not.toHaveProperty('style')
    expect(stored.widgets[0].text).toBe('正文')
    expect(stored.widgets[1]).toEqual(textWidget('w2', '干净的'))

    // The next save of a clean draft has nothing to say.
    const clean = await save(page.id, stored)
    expect(clean.status).toBe(200)
    expect(clean.body?.data).not.toHaveProperty('notes')
  })

  it('takes out nested keys, page settings keys and a free panel child’s keys, naming each widget', async () => {
    const page = await insertTemplate(app, { page_name: 'custom' })
    const panel = {
      ...createWidget('W0006', { uuid: 'panel' }),
      childWidgets: [{ ...hostile('child'), x: 0, y: 0 }],
    }
    const linked = { ...textWidget('linked', '链接'), data: [{ linkPage: '', onmouseover: 'x' }] }
    const config = { ...configWith(panel, linked), page: { ...configWith().page, script: 'x' } }
    const saved = await save(page.id, config)
    expect(saved.status).toBe(200)
    expect(saved.body?.data.notes).toEqual([
      { uuid: '', widget: 'W0000', path: '/script', message: '已移除未知字段：script', severity: 'warning' },
      { uuid: 'child', widget: 'W0011', path: '', message: '已移除未知字段：onClick、style', severity: 'warning' },
      {
        uuid: 'linked',
        widget: 'W0011',
        path: '/data/0/onmouseover',
        message: '已移除未知字段：data/0/onmouseover',
        severity: 'warning',
      },
    ])
    const stored = await storedDraft(page.id)
    expect(stored.page).not.toHaveProperty('script')
    expect(stored.widgets[0].childWidgets[0]).not.toHaveProperty('onClick')
    expect(stored.widgets[0].childWidgets[0].text).toBe('正文')
    expect(stored.widgets[1].data).toEqual([{ linkPage: '' }])
  })

  it('takes unknown keys out of a header’s frame too', async () => {
    const { id } = await insertTemplate(app, { page_name: 'header', title: '全站页头', config: {} })
    const draft = await callApi(app, operator, 'GET', `/templates/${id}/draft`)
    const frame = {
      logo: { imgUrl: '', alt: '', onerror: 'x' },
      hotKeywords: [],
      navs: [{ title: '首页', href: '/', target: '_top' }],
      extra: 1,
    }
    const saved = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
      config: { ...draft.body?.data.config, frame },
      revision: draft.body?.data.revision,
    })
    expect(saved.status).toBe(200)
    expect(saved.body?.data.notes).toEqual([
      {
        uuid: '',
        widget: '全站页头',
        path: '',
        message: '已移除未知字段：logo/onerror、navs/0/target、extra',
        severity: 'warning',
      },
    ])
    const stored = await storedDraft(id)
    expect(stored.logo).toEqual({ imgUrl: '', alt: '' })
    expect(stored.navs).toEqual([{ title: '首页', href: '/' }])
    expect(stored).not.toHaveProperty('extra')
  })
})

describe('a publish', () => {
  it('refuses a stored draft that holds unknown keys: 422 with the problems, nothing published', async () => {
    const page = await insertTemplate(app, { page_name: 'custom', config: configWith(hostile('old')) })
    const answer = await callApi(app, operator, 'POST', `/templates/${page.id}/publish`)
    expect(answer.status).toBe(422)
    expect(answer.body?.code).toBe('DRAFT_INVALID')
    expect(answer.body?.problems).toContainEqual({
      uuid: 'old',
      widget: 'W0011',
      path: '',
      message: '包含未知字段：onClick、style（保存草稿即可移除）',
      severity: 'error',
    })
    const header = await insertTemplate(app, {
      page_name: 'header',
      title: '全站页头',
      config: { logo: { imgUrl: '', alt: '' }, hotKeywords: [], navs: [], onload: 'x' },
    })
    const frame = await callApi(app, operator, 'POST', `/templates/${header.id}/publish`)
    expect(frame.status).toBe(422)
    expect(frame.body?.problems).toEqual([
      {
        uuid: '',
        widget: '全站页头',
        path: '/onload',
        message: '包含未知字段：onload（保存草稿即可移除）',
        severity: 'error',
      },
    ])

    const row = await app.db
      .selectFrom('page_templates')
      .select(['published_config', 'version'])
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow()
    expect(row.published_config).toBeNull()

    // Saved again, the draft loses the keys and publishes.
    const saved = await save(page.id, await storedDraft(page.id))
    expect(saved.body?.data.notes).toHaveLength(1)
    const published = await callApi(app, operator, 'POST', `/templates/${page.id}/publish`, {
      revision: saved.body?.data.revision,
    })
    expect(published.status).toBe(200)
  })
})
