import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { draftProblems } from '../../schemas/draft-problems.ts'
import { w0001Defaults } from '../../schemas/widgets/W0001.ts'
import { w0006Defaults } from '../../schemas/widgets/W0006.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { buildTestApp } from '../testing.ts'
import { stripDraft } from '../../schemas/problems/unknown-keys.ts'
import { publish, saveDraft } from './templates.ts'
import { findTemplate } from './templates-repo.ts'

/**
 * Widgets hidden in the designer's outline (`hidden: true`) stay in the draft and in the published
 * version but are not served: not on the page, not among a free panel's children; `hidden` and
 * `locked` never reach a shopper.
 */

let app: FastifyInstance
let homeId: number

beforeAll(async () => {
  app = await buildTestApp()
  const row = await app.db
    .insertInto('page_templates')
    .values({
      page_name: 'index',
      template_title: '首页',
      theme_pc_template_id: 1,
      draft_config: '{}',
      published_config: null,
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  homeId = row.id
})
afterAll(() => app.close())

const text = (uuid: string, y: number, extra: Record<string, unknown> = {}) => ({
  ...w0011Defaults,
  uuid,
  y,
  text: `文本 ${uuid}`,
  ...extra,
})

describe('hidden widgets', () => {
  it('are kept in the draft and left out of the served page, panel children included', async () => {
    const panel = {
      ...w0006Defaults,
      uuid: 'panel',
      y: 200,
      locked: true,
      childWidgets: [
        { ...text('shown-child', 0), leaf: true },
        { ...text('hidden-child', 40), leaf: true, hidden: true },
      ],
    }
    const widgets = [text('shown', 0), text('hidden', 60, { hidden: true }), panel]
    // The flags are declared by every widget's schema, so a save keeps them.
    const kept = stripDraft({ page: {}, widgets })
    expect(kept.removals).toEqual([])
    await saveDraft(app.db, 1, homeId, kept.config)
    await publish(app.db, 1, homeId)

    const template = await findTemplate(app.db, 1, homeId)
    const stored = JSON.parse(template?.published_config ?? '{}').widgets as Array<Record<string, unknown>>
    expect(stored.map((widget) => [widget.uuid, widget.hidden ?? false])).toEqual([
      ['shown', false],
      ['hidden', true],
      ['panel', false],
    ])

    const response = await app.inject({ method: 'GET', url: '/api/pages/home' })
    expect(response.statusCode).toBe(200)
    const served = response.json().data.widgets as Array<Record<string, unknown>>
    expect(served.map((widget) => widget.uuid)).toEqual(['shown', 'panel'])
    const children = served[1].childWidgets as Array<Record<string, unknown>>
    expect(children.map((child) => child.uuid)).toEqual(['shown-child'])
    expect(JSON.stringify(served)).not.toMatch(/"(hidden|locked)"/)
  })
})

describe('the problems of hidden widgets', () => {
  it('a hidden widget’s content neither keeps the draft from publishing nor overlaps another', () => {
    const carousel = { ...w0001Defaults, uuid: 'slides', y: 0, height: 300 }
    const shown = draftProblems({ page: {}, widgets: [carousel, text('over', 100)] })
    expect(shown.some((problem) => problem.uuid === 'slides' && problem.severity === 'error')).toBe(true)
    expect(shown.some((problem) => problem.message.startsWith('两个挂件重叠'))).toBe(true)
    const hidden = draftProblems({ page: {}, widgets: [{ ...carousel, hidden: true }, text('over', 100)] })
    expect(hidden).toEqual([])
  })
})
