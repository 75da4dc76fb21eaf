import { describe, expect, it } from 'vitest'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { sameAsDraft, versionDiff } from './diff.ts'

const widget = (type: 'W0011' | 'W0006' | 'W0001', uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(createWidget(type) as unknown as DraftWidget),
  uuid,
  ...fields,
})
const text = (uuid: string, fields: Partial<DraftWidget> = {}) => widget('W0011', uuid, fields)
const doc = (...widgets: DraftWidget[]): Doc => ({ page: pageDefaults(), widgets })
const stack = (...widgets: DraftWidget[]) => doc(...widgets.map((w, i) => ({ ...w, y: i * 100, height: 100 })))

describe('version diff', () => {
  it('finds nothing between equal documents, whatever the key order', () => {
    const version = stack(text('a'), text('b'))
    const reordered = doc(...version.widgets.map((w) => Object.fromEntries(Object.entries(w).reverse()) as DraftWidget))
    expect(sameAsDraft(versionDiff(version, reordered))).toBe(true)
  })

  it('lists widgets added and removed, named by type and alias or title', () => {
    const version = stack(text('a', { text: '保留' }), text('gone', { alias: '旧标题' }))
    const draft = stack(text('a', { text: '保留' }), text('new', { text: '新文字' }))
    const diff = versionDiff(version, draft)
    expect(diff.widgets.map((w) => [w.uuid, w.kinds, w.title])).toEqual([
      ['new', ['added'], '文本（新文字）'],
      ['gone', ['removed'], '文本（旧标题）'],
    ])
  })

  it('tells moves and resizes apart, with their old and new geometry', () => {
    const version = doc(
      text('a', { x: 0, y: 0, width: 300, height: 50 }),
      text('b', { x: 0, y: 100, width: 500, height: 50 }),
    )
    const draft = doc(
      text('a', { x: 40, y: 0, width: 300, height: 50 }),
      text('b', { x: 0, y: 100, width: 500, height: 80 }),
    )
    const [moved, resized] = versionDiff(version, draft).widgets
    expect(moved).toMatchObject({
      uuid: 'a',
      kinds: ['moved'],
      place: { before: { x: 0, y: 0, parentId: null }, after: { x: 40, y: 0, parentId: null } },
      fields: [],
    })
    expect(resized).toMatchObject({ uuid: 'b', kinds: ['resized'] })
    expect(resized?.size).toEqual({ before: { width: 500, height: 50 }, after: { width: 500, height: 80 } })
  })

  it('counts widgets the stack pushed down as shifted, not moved, and reports a real move', () => {
    const version = stack(text('a'), text('b'), text('c'))
    // A widget inserted on top pushes every other one down by its height.
    const inserted = doc(
      text('new', { y: 0, height: 60 }),
      ...version.widgets.map((w) => ({ ...w, y: (w.y as number) + 60 })),
    )
    const diff = versionDiff(version, inserted)
    expect(diff.widgets.map((w) => w.uuid)).toEqual(['new'])
    expect(diff.shifted).toBe(3)
    // Nothing above changed: a y change is a move; swapping two widgets is a move too.
    const dragged = doc(
      text('a', { y: 0, height: 100 }),
      text('b', { y: 130, height: 100 }),
      text('c', { y: 200, height: 100 }),
    )
    expect(versionDiff(version, dragged).widgets.map((w) => [w.uuid, w.kinds])).toEqual([['b', ['moved']]])
    const swapped = doc({ ...version.widgets[1]!, y: 0 }, { ...version.widgets[0]!, y: 100 }, version.widgets[2]!)
    expect(versionDiff(version, swapped).widgets.map((w) => w.uuid)).toEqual(['b', 'a'])
  })

  it('lists changed fields with old → new, by the inspector’s labels, list entries included', () => {
    const slides = (titles: string[]) => titles.map((title) => ({ imgUrl: `/uploads/${title}.png`, title }))
    const version = stack(
      text('a', { text: '旧文字', alias: '' }),
      widget('W0001', 'c', { data: slides(['一', '二']) }),
    )
    const draft = stack(
      text('a', { text: '新文字', alias: '' }),
      widget('W0001', 'c', { data: slides(['一', '改', '三']) }),
    )
    const [textChange, carousel] = versionDiff(version, draft).widgets
    expect(textChange).toMatchObject({ uuid: 'a', kinds: ['changed'] })
    expect(textChange?.fields).toEqual([
      { path: '/text', label: expect.any(String), before: '旧文字', after: '新文字' },
    ])
    expect(textChange?.fields[0]?.label).not.toBe('/text')
    expect(carousel?.fields.map((f) => [f.path, f.before, f.after])).toEqual([
      ['/data/1/imgUrl', '/uploads/二.png', '/uploads/改.png'],
      ['/data/1/title', '二', '改'],
      ['/data/2', undefined, { imgUrl: '/uploads/三.png', title: '三' }],
    ])
    expect(carousel?.fields[0]?.label).toMatch(/第2项/)
  })

  it('diffs a free panel’s children on their own: added, removed, moved, changed, into and out of the panel', () => {
    const child = (uuid: string, fields: Partial<DraftWidget> = {}) =>
      text(uuid, { x: 10, y: 10, height: 100, ...fields })
    const panel = (...children: DraftWidget[]) => widget('W0006', 'p', { alias: '活动', childWidgets: children })
    const version = stack(
      panel(child('keep', { text: '旧' }), child('slide', { x: 10 }), child('drop'), child('out')),
      text('in'),
    )
    const draft = stack(
      panel(child('keep', { text: '新' }), child('slide', { x: 50 }), child('fresh'), child('in')),
      child('out', { x: 0, y: 100 }),
    )
    const diff = versionDiff(version, draft)
    const kinds = Object.fromEntries(diff.widgets.map((w) => [w.uuid, w.kinds]))
    expect(kinds).toEqual({
      keep: ['changed'],
      slide: ['moved'],
      fresh: ['added'],
      in: ['moved'],
      out: ['moved'],
      drop: ['removed'],
    })
    const fresh = diff.widgets.find((w) => w.uuid === 'fresh')
    expect(fresh).toMatchObject({ parentId: 'p', parentTitle: '自由面板（活动）' })
    expect(diff.widgets.find((w) => w.uuid === 'in')?.place?.after.parentId).toBe('p')
    expect(diff.widgets.find((w) => w.uuid === 'out')?.place).toMatchObject({
      before: { parentId: 'p' },
      after: { parentId: null },
    })
    // The panel itself lists only its own fields: its children are not one of them.
    expect(diff.widgets.find((w) => w.uuid === 'p')).toBeUndefined()
  })

  it('lists a new or deleted panel once, without its children', () => {
    const panel = widget('W0006', 'p', { childWidgets: [text('c1'), text('c2')] })
    expect(versionDiff(doc(), doc(panel)).widgets.map((w) => [w.uuid, w.kinds])).toEqual([['p', ['added']]])
    expect(versionDiff(doc(panel), doc()).widgets.map((w) => [w.uuid, w.kinds])).toEqual([['p', ['removed']]])
  })

  it('lists page settings and header config changes', () => {
    const version = doc()
    const draft = { ...doc(), page: { ...pageDefaults(), backgroundColor: '#000000' } }
    const [setting] = versionDiff(version, draft).settings
    expect(setting).toMatchObject({ path: '/backgroundColor', after: '#000000' })
    expect(setting?.label).not.toBe('/backgroundColor')
    const header = { logo: { imgUrl: '/logo.png', alt: '' }, hotKeywords: ['手机'], navs: [] }
    const changed = versionDiff(
      { ...doc(), frame: header },
      { ...doc(), frame: { ...header, hotKeywords: ['手机', '电脑'] } },
    ).settings
    expect(changed).toEqual([{ path: '/hotKeywords', label: '热门搜索词', before: ['手机'], after: ['手机', '电脑'] }])
  })
})
