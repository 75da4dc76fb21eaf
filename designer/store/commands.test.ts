import { describe, expect, it } from 'vitest'
import { applyCommand, invertCommand, prepareCommand } from './commands/index.ts'
import { json, sampleDoc } from './test-doc.ts'
import { findWidget } from './tree.ts'
import type { Command, Doc } from './types.ts'

/** Prepare, apply and check that the inverse gives back the exact JSON. */
function roundTrip(doc: Doc, command: Command) {
  const prepared = prepareCommand(doc, command)
  if (!prepared) throw new Error('command refused')
  const next = applyCommand(doc, prepared)
  expect(json(applyCommand(next, invertCommand(prepared)))).toBe(json(doc))
  return { prepared, next }
}

const field = (target: string, path: string, after: unknown): Command => ({
  kind: 'update-field',
  target,
  path,
  before: undefined,
  after,
})

describe('commands', () => {
  it('keep every untouched widget, child and the page settings as the same objects', () => {
    const doc = sampleDoc()
    const { next } = roundTrip(doc, field('child-text', '/text', '面板里的字'))
    expect(next.page).toBe(doc.page)
    expect(next.widgets[0]).toBe(doc.widgets[0])
    expect(next.widgets[1]).toBe(doc.widgets[1])
    expect(next.widgets[3]).not.toBe(doc.widgets[3])
    expect(findWidget(next, 'child-logos')?.widget).toBe(findWidget(doc, 'child-logos')?.widget)
    expect(findWidget(next, 'child-text')?.widget.text).toBe('面板里的字')

    const moved = roundTrip(doc, { kind: 'move', uuid: 'text', from: { x: 0, y: 0 }, to: { x: 50, y: 60 } }).next
    expect(moved.widgets.filter((widget, index) => widget !== doc.widgets[index]).map((widget) => widget.uuid)).toEqual(
      ['text'],
    )
  })

  it('update-field reads before from the document and writes nested paths', () => {
    const doc = sampleDoc()
    const { prepared, next } = roundTrip(doc, field('text', '/borders/width', 2))
    expect(prepared).toMatchObject({ before: 0, after: 2 })
    expect(findWidget(next, 'text')?.widget.borders).toEqual({ width: 2, style: 'solid', color: '', radius: 0 })
    expect(roundTrip(doc, field('page', '/themeColor', '#FF6600')).next.page.themeColor).toBe('#FF6600')
  })

  it('update-field creates missing objects and lists, and its undo removes them again', () => {
    const doc = sampleDoc()
    const created = roundTrip(doc, field('text', '/data/0/pathData/linkPage', 'goods'))
    expect(created.prepared).toMatchObject({
      path: '/data/0',
      before: undefined,
      after: { pathData: { linkPage: 'goods' } },
    })
    expect(findWidget(created.next, 'text')?.widget.data).toEqual([{ pathData: { linkPage: 'goods' } }])
    const deep = roundTrip(doc, field('search', '/extra/list/0/name', '热搜'))
    expect(deep.prepared).toMatchObject({ path: '/extra', after: { list: [{ name: '热搜' }] } })
  })

  it('update-field appends with "-" and removes a list element with undefined', () => {
    const doc = sampleDoc()
    const appended = roundTrip(doc, field('carousel', '/data/-', { imgUrl: '/a.png' }))
    expect(appended.prepared).toMatchObject({ path: '/data/1' })
    expect(findWidget(appended.next, 'carousel')?.widget.data).toHaveLength(2)
    const removed = roundTrip(appended.next, field('carousel', '/data/1', undefined))
    expect(findWidget(removed.next, 'carousel')?.widget.data).toHaveLength(1)
  })

  it('update-field removes a field (JSON leaves it out) and undo puts it back in its place', () => {
    const doc = sampleDoc()
    const { next } = roundTrip(doc, field('text', '/color', undefined))
    expect(JSON.parse(json(next)).widgets[1]).not.toHaveProperty('color')
  })

  it('refuses paths that name no place, the uuid, and widgets that are gone', () => {
    const doc = sampleDoc()
    expect(prepareCommand(doc, field('carousel', '/data/x', 1))).toBeNull()
    expect(prepareCommand(doc, field('carousel', '/data/5', 1))).toBeNull()
    expect(prepareCommand(doc, field('text', '/missing/3', 1))).toBeNull()
    expect(prepareCommand(doc, field('text', '/uuid', 'other'))).toBeNull()
    expect(prepareCommand(doc, field('text', 'text', 'no slash'))).toBeNull()
    expect(prepareCommand(doc, field('gone', '/text', 'x'))).toBeNull()
  })

  it('moves widgets within their list and between the page and a panel', () => {
    const doc = sampleDoc()
    const reordered = roundTrip(doc, { kind: 'reorder', uuid: 'carousel', parentId: null, from: 0, to: 99 }).next
    expect(reordered.widgets.map((widget) => widget.uuid)).toEqual(['text', 'search', 'panel', 'carousel'])
    const text = findWidget(doc, 'text')!
    const intoPanel = roundTrip(doc, {
      kind: 'batch',
      label: '移入自由面板',
      commands: [
        { kind: 'delete', widget: text.widget, at: { parentId: null, index: text.index } },
        { kind: 'add', widget: { ...text.widget, x: 0, y: 0, leaf: true }, at: { parentId: 'panel', index: 0 } },
      ],
    }).next
    expect(findWidget(intoPanel, 'text')).toMatchObject({ parentId: 'panel', index: 0 })
  })

  it('keeps moves and resizes inside the page and inside a panel', () => {
    const doc = sampleDoc()
    const { prepared } = roundTrip(doc, { kind: 'move', uuid: 'search', from: { x: 0, y: 0 }, to: { x: 1000, y: -5 } })
    expect(prepared).toMatchObject({ from: { x: 400, y: 320 }, to: { x: 1190 - 375, y: 0 } })
    const child = roundTrip(doc, {
      kind: 'move',
      uuid: 'child-text',
      from: { x: 0, y: 0 },
      to: { x: 900, y: 900 },
    }).prepared
    expect(child).toMatchObject({ to: { x: 600 - 52, y: 300 - 20 } })
    const wide = roundTrip(doc, {
      kind: 'resize',
      uuid: 'text',
      from: { x: 0, y: 0, width: 0, height: 0 },
      to: { x: 20, y: 320, width: 2000, height: -4 },
    })
    expect(wide.prepared).toMatchObject({ to: { x: 0, y: 320, width: 1190, height: 0 } })
  })

  it('refuses an add whose uuid is taken or whose panel is gone', () => {
    const doc = sampleDoc()
    const text = findWidget(doc, 'text')!.widget
    expect(prepareCommand(doc, { kind: 'add', widget: text, at: { parentId: null, index: 0 } })).toBeNull()
    expect(
      prepareCommand(doc, { kind: 'add', widget: { ...text, uuid: 'new' }, at: { parentId: 'carousel', index: 0 } }),
    ).toBeNull()
  })
})
