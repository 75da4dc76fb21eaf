import { describe, expect, it } from 'vitest'
import { pageDefaults } from '../../../schemas/page.ts'
import { createWidget } from '../../../schemas/widgets/index.ts'
import type { Doc, DraftWidget } from '../../store/types.ts'
import { changeSummary, unchanged } from './change-summary.ts'
import { sameJson } from './same-json.ts'

const text = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(createWidget('W0011') as unknown as DraftWidget),
  uuid,
  ...fields,
})
const doc = (...widgets: DraftWidget[]): Doc => ({ page: pageDefaults(), widgets })

describe('change summary', () => {
  it('says 首次发布 when nothing was published', () => {
    expect(changeSummary(null, doc(text('a')))).toMatchObject({ first: true, added: [] })
  })

  it('names widgets added, removed and changed by type name and alias or title', () => {
    const published = doc(text('a', { alias: '标题' }), text('b', { text: '旧文字' }), text('c'))
    const draft = doc(text('a', { alias: '标题' }), text('b', { text: '新文字' }), text('d', { alias: '新增的' }))
    expect(changeSummary(published, draft)).toEqual({
      first: false,
      added: ['文本（新增的）'],
      removed: ['文本'],
      changed: ['文本（新文字）'],
      settings: [],
    })
  })

  it('notices page settings and ignores key order', () => {
    const published = doc(text('a'))
    const reordered = doc(Object.fromEntries(Object.entries(text('a')).reverse()) as DraftWidget)
    expect(unchanged(changeSummary(published, reordered))).toBe(true)
    const themed = { ...reordered, page: { ...pageDefaults(), themeColor: '#E4393C' } }
    expect(changeSummary(published, themed)).toMatchObject({ settings: ['页面设置'], changed: [] })
  })

  it("names the changed parts of a header's or footer's config", () => {
    const header = { logo: { imgUrl: '/logo.png', alt: '' }, hotKeywords: ['手机'], navs: [] }
    const published: Doc = { ...doc(), frame: header }
    const draft: Doc = {
      ...doc(),
      frame: { ...header, hotKeywords: ['手机', '电脑'], logo: { imgUrl: '/logo.png', alt: '标志' } },
    }
    expect(changeSummary(published, draft).settings).toEqual(['标志说明文字', '热门搜索词'])
    const footer = { params: { services: [], columns: [], copyright: '© mallfront', icp: '' } }
    const footerDraft: Doc = { ...doc(), frame: { params: { ...footer.params, icp: '京ICP备00000000号' } } }
    expect(changeSummary({ ...doc(), frame: footer }, footerDraft).settings).toEqual(['备案号'])
  })

  it('compares JSON values deeply, treating undefined keys as absent', () => {
    expect(sameJson({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true)
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(sameJson({ a: null }, { a: {} })).toBe(false)
  })
})
