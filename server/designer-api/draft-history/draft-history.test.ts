import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_LIMIT } from '../../../schemas/api/designer.ts'
import { buildTestAppWithOperator, callApi, configWith, textWidget, type Caller } from '../test-fixtures.ts'
import { HISTORY_MAX_BYTES } from './history.ts'

let app: FastifyInstance
let operator: Caller
beforeAll(async () => {
  ;({ app, operator } = await buildTestAppWithOperator())
})
afterAll(() => app?.close())

const entry = (label: string, command: object = { kind: 'move', uuid: 'w1' }) => ({
  command,
  label,
  at: 1_700_000_000_000,
})
const span = (from: number, to: number, ...add: object[]) => ({ from, to, add })
const unchanged = (length: number) => span(0, length)

async function pageWith(...widgets: Record<string, unknown>[]) {
  const created = await callApi(app, operator, 'POST', '/templates', {
    page_name: 'custom',
    template_title: '补丁测试页',
  })
  const id = created.body?.data.id as number
  const saved = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
    config: configWith(...widgets),
    revision: 1,
    history: { past: span(0, 0), future: span(0, 0) },
  })
  expect(saved.status).toBe(200)
  return { id, revision: saved.body?.data.revision as number }
}

const patch = (id: number, body: object) => callApi(app, operator, 'PATCH', `/templates/${id}/draft`, body)
const draft = async (id: number) => (await callApi(app, operator, 'GET', `/templates/${id}/draft`)).body?.data

describe('draft saves as patches', () => {
  it('applies a patch on top of its revision and keeps the undo step with the draft', async () => {
    const { id, revision } = await pageWith(textWidget('w1', '你好'), textWidget('w2', '再见'))
    const saved = await patch(id, {
      revision,
      patch: [
        { op: 'replace', path: '/widgets/1/text', value: '明天见' },
        { op: 'replace', path: '/widgets/0/x', value: 12 },
      ],
      history: { past: span(0, 0, entry('修改文本')), future: span(0, 0) },
    })
    expect(saved.status).toBe(200)
    expect(saved.body?.data).toMatchObject({ revision: revision + 1, history: { past: 1, future: 0 } })

    // Another browser (or operator) opens the draft with its history.
    const opened = await draft(id)
    expect(opened.revision).toBe(revision + 1)
    expect(opened.config.widgets.map((widget: { text: string; x: number }) => [widget.text, widget.x])).toEqual([
      ['你好', 12],
      ['明天见', 0],
    ])
    expect(opened.history).toEqual({ past: [entry('修改文本')], future: [] })

    // An undo moves the step to the redo list: the spans keep what the server holds and add one step.
    const undone = await patch(id, {
      revision: revision + 1,
      patch: [{ op: 'replace', path: '/widgets/1/text', value: '再见' }],
      history: { past: span(0, 0), future: span(0, 0, entry('修改文本')) },
    })
    expect(undone.status).toBe(200)
    expect((await draft(id)).history).toEqual({ past: [], future: [entry('修改文本')] })
  })

  it('refuses a stale revision (409 with the revision) and a patch that does not fit (409), writing nothing', async () => {
    const { id, revision } = await pageWith(textWidget('w1', '你好'))
    const history = { past: span(0, 0, entry('移动')), future: span(0, 0) }
    const stale = await patch(id, { revision: revision - 1, patch: [], history })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'DRAFT_STALE', revision })

    const missing = await patch(id, {
      revision,
      patch: [
        { op: 'replace', path: '/widgets/0/x', value: 5 },
        { op: 'replace', path: '/widgets/3/x', value: 5 },
      ],
      history,
    })
    expect(missing.status).toBe(409)
    expect(missing.body).toMatchObject({
      code: 'DRAFT_PATCH_MISMATCH',
      message: '草稿修改与服务器上的草稿对不上，请重新保存整页',
    })

    const badSpan = await patch(id, { revision, patch: [], history: { past: span(0, 3), future: span(0, 0) } })
    expect(badSpan.status).toBe(409)
    expect(badSpan.body?.code).toBe('DRAFT_PATCH_MISMATCH')

    const broken = await patch(id, { revision, patch: [{ op: 'replace', path: '/widgets', value: '坏了' }], history })
    expect(broken.status).toBe(400)
    expect(broken.body).toMatchObject({ code: 'DRAFT_PATCH_INVALID', message: '修改后的草稿格式不正确' })

    const unknownType = await patch(id, {
      revision,
      patch: [{ op: 'replace', path: '/widgets/0/type', value: 'W9999' }],
      history,
    })
    expect(unknownType.status).toBe(400)

    const stored = await draft(id)
    expect(stored.revision).toBe(revision)
    expect(stored.config.widgets[0]).toMatchObject({ x: 0, type: 'W0011' })
    expect(stored.history).toEqual({ past: [], future: [] })
  })

  it('a save without history ends the stored history, and the next reader is told who and when', async () => {
    const { id, revision } = await pageWith(textWidget('w1', '你好'))
    // With no steps kept, there is nothing to end and nothing to say.
    const plain = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, { config: configWith(), revision })
    expect(plain.status).toBe(200)
    expect((await draft(id)).history).toEqual({ past: [], future: [] })
    const restored = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
      config: configWith(textWidget('w1', '你好')),
      revision: revision + 1,
      history: { past: span(0, 0), future: span(0, 0) },
    })
    expect(restored.status).toBe(200)
    await patch(id, {
      revision: revision + 2,
      patch: [{ op: 'replace', path: '/widgets/0/x', value: 3 }],
      history: { past: span(0, 0, entry('移动')), future: span(0, 0) },
    })
    const current = await draft(id)
    const whole = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
      config: current.config,
      revision: current.revision,
    })
    expect(whole.status).toBe(200)
    expect(whole.body?.data.history).toBeUndefined()
    const after = await draft(id)
    expect(after.history).toMatchObject({ past: [], future: [], ended: { by: '页面运营' } })
    expect(after.history.ended.at).toBeGreaterThan(0)

    // The next step starts a new history, and the note stays until then.
    await patch(id, { revision: after.revision, patch: [], history: { past: unchanged(0), future: unchanged(0) } })
    expect((await draft(id)).history.ended).toBeDefined()
    await patch(id, {
      revision: after.revision + 1,
      patch: [{ op: 'replace', path: '/widgets/0/x', value: 4 }],
      history: { past: span(0, 0, entry('移动')), future: unchanged(0) },
    })
    expect((await draft(id)).history).toEqual({ past: [entry('移动')], future: [] })
  })

  it(`keeps at most ${HISTORY_LIMIT} steps each way and the most recent ones within ${HISTORY_MAX_BYTES / 1024 / 1024} MB`, async () => {
    const { id, revision } = await pageWith(textWidget('w1', '你好'))
    const many = Array.from({ length: HISTORY_LIMIT + 20 }, (_, index) => entry(`步骤${index}`))
    const tooMany = await patch(id, {
      revision,
      patch: [],
      history: { past: span(0, 0, ...many.slice(0, 400)), future: unchanged(0) },
    })
    expect(tooMany.body?.data.history).toEqual({ past: 400, future: 0 })
    const more = await patch(id, {
      revision: revision + 1,
      patch: [],
      history: { past: span(0, 400, ...many.slice(400)), future: unchanged(0) },
    })
    expect(more.body?.data.history).toEqual({ past: HISTORY_LIMIT, future: 0 })
    const kept = (await draft(id)).history.past
    expect(kept).toHaveLength(HISTORY_LIMIT)
    expect(kept[0].label).toBe('步骤20')
    expect(kept.at(-1).label).toBe(`步骤${HISTORY_LIMIT + 19}`)

    // Big steps (a whole widget each): the oldest go first once they pass the byte bound.
    const big = (index: number) => entry(`大步骤${index}`, { kind: 'add', widget: { text: 'a'.repeat(1_900_000) } })
    let at = revision + 2
    let held = HISTORY_LIMIT
    for (let index = 0; index < 5; index++) {
      const saved = await patch(id, {
        revision: at++,
        patch: [],
        history: { past: span(0, held, big(index)), future: unchanged(0) },
      })
      expect(saved.status).toBe(200)
      held = saved.body?.data.history.past
    }
    const labels = (await draft(id)).history.past.map((step: { label: string }) => step.label)
    expect(labels.at(-1)).toBe('大步骤4')
    expect(labels).not.toContain('大步骤0')
    expect(labels).toHaveLength(held)
  })

  it('resolves the stored draft without uploading it', async () => {
    const { id } = await pageWith(textWidget('w1', '你好'))
    const resolved = await callApi(app, operator, 'GET', `/templates/${id}/resolve`)
    expect(resolved.status).toBe(200)
    expect(resolved.body?.data.widgets).toMatchObject([{ uuid: 'w1', text: '你好' }])
  })
})
