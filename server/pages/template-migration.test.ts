import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { up as stampTemplates } from '../db/migrations/2026_11_25_0300_template_schema_version.ts'
import { parseStoredConfig } from '../designer-api/draft-config.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { buildTestApp } from '../testing.ts'
import { publish, saveDraft } from './templates.ts'
import { getPublished, listVersions } from './test-template-reads.ts'

/**
 * A widget schema change with stored templates, on SQLite and PostgreSQL: the step list is
 * replaced by a made-up version 2 in which W0011 (text) took its words from `content` into
 * `text`, and every stored template of version 1 must read, save and publish as version 2.
 */
vi.mock('../../schemas/migrations/steps.ts', async () => {
  const { eachWidget } = await import('../../schemas/migrations/template.ts')
  return {
    TEMPLATE_STEPS: [
      {
        version: 2,
        change: 'W0011 content → text',
        up: (config: Record<string, unknown>) =>
          eachWidget(config, 'W0011', (widget) => {
            widget.text = widget.content
            delete widget.content
          }),
      },
    ],
  }
})

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app?.close())

let nextPageId = 7000
const oldText = (words: string) => ({ ...w0011Defaults, uuid: 'text-1', text: undefined, content: words })
const v1 = (words: string) => ({ page: { backgroundColor: '#FFFFFF' }, widgets: [oldText(words)], schema_version: 1 })

async function storeTemplate(draft: unknown, published: unknown | null): Promise<{ id: number; pageId: number }> {
  const pageId = nextPageId++
  const row = await app.db
    .insertInto('page_templates')
    .values({
      page_name: 'custom',
      template_title: '旧格式专题',
      theme_pc_template_id: pageId,
      draft_config: JSON.stringify(draft),
      published_config: published === null ? null : JSON.stringify(published),
      published_at: published === null ? null : 1_700_000_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, pageId }
}

const stored = (id: number) =>
  app.db
    .selectFrom('page_templates')
    .select(['draft_config', 'published_config'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const textsOf = (config: unknown) =>
  (config as { widgets: { text?: unknown; content?: unknown }[] }).widgets.map((widget) => [
    widget.text,
    widget.content,
  ])

describe('stored templates of an older version', () => {
  it('are read upgraded: by the storefront, the designer and the version history', async () => {
    expect(SCHEMA_VERSION).toBe(2)
    const { id, pageId } = await storeTemplate(v1('旧草稿'), v1('旧页面'))
    await app.db
      .insertInto('page_template_versions')
      .values({ template_id: id, version: 1, config: JSON.stringify(v1('旧版本')), created_at: 1_700_000_000 })
      .execute()

    const answer = await app.inject({ method: 'GET', url: `/api/pages/custom/${pageId}` })
    expect(answer.statusCode).toBe(200)
    const descriptor = answer.json().data
    expect(descriptor.schema_version).toBe(2)
    expect(descriptor.widgets[0]).toMatchObject({ type: 'W0011', uuid: 'text-1', text: '旧页面' })
    expect(descriptor.widgets[0]).not.toHaveProperty('content')

    const row = await stored(id)
    expect(textsOf(parseStoredConfig(row.draft_config))).toEqual([['旧草稿', undefined]])
    expect(await getPublished(app.db, 1, id)).toMatchObject({ schema_version: 2 })
    expect(textsOf(await getPublished(app.db, 1, id))).toEqual([['旧页面', undefined]])
    const [history] = await listVersions(app.db, 1, id)
    expect(history!.config.schema_version).toBe(2)
    expect(textsOf(history!.config)).toEqual([['旧版本', undefined]])
    // Reading writes nothing.
    expect(JSON.parse(row.published_config!)).toEqual(v1('旧页面'))
  })

  it('are stored upgraded when published', async () => {
    const { id } = await storeTemplate(v1('要发布的'), null)
    await publish(app.db, 1, id)
    const row = await stored(id)
    for (const text of [row.draft_config, row.published_config!]) {
      const config = JSON.parse(text)
      expect(config.schema_version).toBe(2)
      expect(textsOf(config)).toEqual([['要发布的', undefined]])
    }
    const history = await app.db
      .selectFrom('page_template_versions')
      .select('config')
      .where('template_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(history.config).schema_version).toBe(2)
  })

  it('are stamped with the current version when saved, and upgraded when the save names an older one', async () => {
    const { id } = await storeTemplate(v1('旧'), null)
    await saveDraft(app.db, 1, id, { page: {}, widgets: [{ ...w0011Defaults, uuid: 'text-1', text: '新' }] })
    expect(JSON.parse((await stored(id)).draft_config)).toMatchObject({ schema_version: 2, widgets: [{ text: '新' }] })
    await saveDraft(app.db, 1, id, v1('按旧格式保存'))
    const config = JSON.parse((await stored(id)).draft_config)
    expect(config.schema_version).toBe(2)
    expect(textsOf(config)).toEqual([['按旧格式保存', undefined]])
  })
})

describe('the database migration that began versions', () => {
  it('stamps every stored template, its history and old item lists with version 1, and leaves stamped ones alone', async () => {
    const plain = { page: { backgroundColor: '#FFFFFF' }, widgets: [] }
    const list = [
      { type: 'W0000', themeColor: '#000000' },
      { ...w0011Defaults, uuid: 'x' },
    ]
    const a = await storeTemplate(plain, plain)
    const b = await storeTemplate(list, null)
    const c = await storeTemplate({ ...plain, schema_version: 2 }, 'not json')
    await app.db
      .insertInto('page_template_versions')
      .values({ template_id: a.id, version: 1, config: JSON.stringify(plain), created_at: 1_700_000_000 })
      .execute()

    await stampTemplates(app.db)

    expect(JSON.parse((await stored(a.id)).draft_config)).toEqual({ ...plain, schema_version: 1 })
    expect(JSON.parse((await stored(a.id)).published_config!)).toEqual({ ...plain, schema_version: 1 })
    expect(JSON.parse((await stored(b.id)).draft_config)).toEqual({
      page: { themeColor: '#000000' },
      widgets: [list[1]],
      schema_version: 1,
    })
    expect((await stored(b.id)).published_config).toBeNull()
    expect(JSON.parse((await stored(c.id)).draft_config)).toEqual({ ...plain, schema_version: 2 })
    expect((await stored(c.id)).published_config).toBe('"not json"')
    const history = await app.db
      .selectFrom('page_template_versions')
      .select('config')
      .where('template_id', '=', a.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(history.config)).toEqual({ ...plain, schema_version: 1 })
  })
})
