import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentWatch } from '../lib/content-version.ts'
import { buildTestApp } from '../testing.ts'
import { pageLayoutStore } from './layout.ts'

/**
 * The site frame is read once and kept, until the content version moves: a header published on
 * another instance (or written by hand) shows here without this instance being told to reload.
 */
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('the layout store', () => {
  it('keeps the frame until the content changes, then reads it again', async () => {
    const store = pageLayoutStore(app)
    const header = (hotKeywords: string[]) => JSON.stringify({ logo: { imgUrl: '', alt: '' }, hotKeywords, navs: [] })
    const { id } = await app.db
      .insertInto('page_templates')
      .values({
        page_name: 'header',
        template_title: '页头',
        theme_pc_template_id: 7001,
        page_path: null,
        draft_config: '{}',
        published_config: header(['手机']),
        published_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await contentWatch(app.db).refresh()
    expect((await store.get(1)).layout.header.hotKeywords).toEqual(['手机'])

    // Another instance publishes: the row changes under this one, whose poll then sees the new version.
    await app.db
      .updateTable('page_templates')
      .set({ published_config: header(['电脑']) })
      .where('id', '=', id)
      .execute()
    expect((await store.get(1)).layout.header.hotKeywords).toEqual(['手机'])
    await contentWatch(app.db).refresh()
    expect((await store.get(1)).layout.header.hotKeywords).toEqual(['电脑'])
  })
})
