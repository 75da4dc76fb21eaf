import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { w0021Defaults } from '../../schemas/widgets/W0021.ts'
import { PreparedTemplates } from './prepared-templates.ts'
import { resolvePrepared } from './resolve.ts'
import type { TemplateRow } from './templates-repo.ts'
import { buildTestApp } from '../testing.ts'

const quietLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> }

function row(id: number, config: unknown): TemplateRow {
  return { id, published_config: JSON.stringify(config) } as TemplateRow
}

const text = (uuid: string, content: string) => ({ ...w0011Defaults, uuid, text: content })
const page = (...widgets: unknown[]) => ({ page: {}, widgets })

describe('prepared templates', () => {
  it('prepares a stored config once and serves it while the stored text is the same', () => {
    const templates = new PreparedTemplates()
    const log = quietLog()
    const first = templates.get(row(1, page(text('a', '一'))), log)
    // Another read of the row is another string with the same text.
    expect(templates.get(row(1, page(text('a', '一'))), log)).toBe(first)
    expect(first.widgets.map((widget) => widget.text)).toEqual(['一'])
  })

  it('prepares the template again once another config is published in its place', () => {
    const templates = new PreparedTemplates()
    const log = quietLog()
    const before = templates.get(row(1, page(text('a', '一'))), log)
    const after = templates.get(row(1, page(text('a', '二'), text('b', '三'))), log)
    expect(after).not.toBe(before)
    expect(after.widgets.map((widget) => widget.text)).toEqual(['二', '三'])
    // Each template is kept apart: another one of the same text has its own entry.
    expect(templates.get(row(2, page(text('a', '一'))), log).widgets.map((widget) => widget.text)).toEqual(['一'])
  })

  it('logs a dropped widget when it prepares the template, not on every view', () => {
    const templates = new PreparedTemplates()
    const log = quietLog()
    const config = page(text('ok', '留下'), { ...w0011Defaults, uuid: 'bad', width: 'wide' })
    for (let view = 0; view < 3; view++) templates.get(row(1, config), log)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(templates.get(row(1, config), log).widgets.map((widget) => widget.uuid)).toEqual(['ok'])
  })

  it('serves an unusable stored text as an empty page', () => {
    const log = quietLog()
    const prepared = new PreparedTemplates().get({ id: 1, published_config: '{oops' } as TemplateRow, log)
    expect(prepared.widgets).toEqual([])
    expect(log.warn).toHaveBeenCalledWith({ templateId: 1 }, expect.stringContaining('unusable'))
  })

  it('keeps the most recently used templates up to its size', () => {
    const templates = new PreparedTemplates(2)
    const log = quietLog()
    const one = templates.get(row(1, page(text('a', '一'))), log)
    templates.get(row(2, page(text('a', '二'))), log)
    templates.get(row(1, page(text('a', '一'))), log)
    templates.get(row(3, page(text('a', '三'))), log)
    // 2 was the least recently used.
    expect(templates.get(row(1, page(text('a', '一'))), log)).toBe(one)
    const two = templates.get(row(2, page(text('a', '二'))), log)
    expect(templates.get(row(2, page(text('a', '二'))), log)).toBe(two)
  })

  it('is left as it was by resolving it, for every later viewer', async () => {
    const app = await buildTestApp()
    try {
      const log = quietLog()
      // A coupon that does not exist leaves its list; the prepared widget keeps it for the next view.
      const coupon = { card_id: 99, title: '券', card_type: 'cash' }
      const config = page({ ...w0021Defaults, uuid: 'coupons', data: [coupon] })
      const prepared = new PreparedTemplates().get(row(1, config), log)
      const snapshot = structuredClone({ widgets: prepared.widgets, refs: prepared.refs })
      for (const viewer of [null, { memberId: 1 }]) {
        const { widgets } = await resolvePrepared({ db: app.db, viewer, now: 0 }, prepared)
        expect(widgets[0]?.data).toEqual([])
      }
      expect({ widgets: prepared.widgets, refs: prepared.refs }).toEqual(snapshot)
      expect(prepared.widgets[0]?.data).toEqual([coupon])
    } finally {
      await app.close()
    }
  })
})
