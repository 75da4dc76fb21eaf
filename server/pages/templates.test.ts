import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { buildTestApp } from '../testing.ts'
import { publish, saveDraft } from './templates.ts'
import { getPublished, listVersions } from './test-template-reads.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

let nextPageId = 5000

async function createTemplate(published: object | null = null): Promise<number> {
  const row = await app.db
    .insertInto('page_templates')
    .values({
      page_name: 'custom',
      template_title: '测试专题',
      theme_pc_template_id: nextPageId++,
      draft_config: JSON.stringify(published ?? {}),
      published_config: published === null ? null : JSON.stringify(published),
      published_at: published === null ? null : 1_700_000_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A config in the current format, as it is stored and read back (stamped with its version). */
const config = (title: string) => ({
  page: { backgroundColor: '#FFFFFF' },
  widgets: [{ type: 'W0011', uuid: 'text-1', text: title }],
  schema_version: SCHEMA_VERSION,
})

describe('saveDraft', () => {
  it('replaces the draft without touching what shoppers see', async () => {
    const id = await createTemplate(config('已发布'))
    await saveDraft(app.db, 1, id, config('草稿'))
    const row = await app.db
      .selectFrom('page_templates')
      .select(['draft_config', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.draft_config)).toEqual(config('草稿'))
    expect(row.version).toBe(1)
    expect(await getPublished(app.db, 1, id)).toEqual(config('已发布'))
  })

  it('refuses an unknown template or another company’s template', async () => {
    const id = await createTemplate()
    await expect(saveDraft(app.db, 1, 999_999, {})).rejects.toMatchObject({
      statusCode: 404,
      message: '页面模板不存在',
    })
    await expect(saveDraft(app.db, 2, id, {})).rejects.toMatchObject({ statusCode: 404 })
  })
})

describe('publish', () => {
  it('publishes the draft as the next version and records it', async () => {
    const id = await createTemplate()
    expect(await getPublished(app.db, 1, id)).toBeNull()
    await saveDraft(app.db, 1, id, config('第一版'))
    expect(await publish(app.db, 1, id)).toEqual({ version: 2 })
    await saveDraft(app.db, 1, id, config('第二版'))
    expect(await publish(app.db, 1, id)).toEqual({ version: 3 })

    expect(await getPublished(app.db, 1, id)).toEqual(config('第二版'))
    const row = await app.db
      .selectFrom('page_templates')
      .select(['version', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.version).toBe(3)
    expect(row.published_at).toBeGreaterThan(1_700_000_000)
  })

  it('refuses an unknown template and writes nothing', async () => {
    await expect(publish(app.db, 1, 999_999)).rejects.toMatchObject({ statusCode: 404, code: 'TEMPLATE_NOT_FOUND' })
    const versions = await app.db
      .selectFrom('page_template_versions')
      .select('id')
      .where('template_id', '=', 999_999)
      .execute()
    expect(versions).toEqual([])
  })
})

describe('listVersions', () => {
  it('lists every published version, newest first, with its config', async () => {
    const id = await createTemplate()
    await saveDraft(app.db, 1, id, config('一'))
    await publish(app.db, 1, id)
    await saveDraft(app.db, 1, id, config('二'))
    await publish(app.db, 1, id)
    const versions = await listVersions(app.db, 1, id)
    expect(versions.map((v) => v.version)).toEqual([3, 2])
    expect(versions[0].config).toEqual(config('二'))
    expect(versions[1].config).toEqual(config('一'))
    expect(Number.isInteger(versions[0].created_at)).toBe(true)
  })

  it('refuses an unknown template', async () => {
    await expect(listVersions(app.db, 1, 999_999)).rejects.toMatchObject({ statusCode: 404 })
  })
})
