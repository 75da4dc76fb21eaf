import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyPatch, PatchMismatch } from '../../schemas/json-patch.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { createEditorStore } from './editor-store.ts'
import { docPatch } from './doc-patch.ts'
import type { Doc, DraftWidget } from './types.ts'

const widget = (uuid: string, y: number, extra: Partial<DraftWidget> = {}): DraftWidget => ({
  uuid,
  type: 'W0011',
  x: 0,
  y,
  width: 600,
  height: 100,
  title: `文本 ${uuid}`,
  data: [{ text: 'a' }, { text: 'b' }],
  ...extra,
})

const pageOf = (count: number): Doc => ({
  page: pageDefaults(),
  widgets: Array.from({ length: count }, (_, index) => widget(`w${index}`, index * 100)),
})

/** JSON as the server reads it (keys holding undefined are absent). */
const json = (value: unknown) => JSON.parse(JSON.stringify(value))

function storeWith(doc: Doc) {
  const store = createEditorStore()
  store.getState().load(1, doc, 1)
  return store
}

describe('docPatch', () => {
  it('sends a nudge of one widget among 200 as one small replace', () => {
    const store = storeWith(pageOf(200))
    const before = store.getState().doc
    store.getState().select('w150')
    store.getState().nudge(1, 0)
    const patch = docPatch(before, store.getState().doc)
    expect(patch).toEqual([{ op: 'replace', path: '/widgets/150/x', value: 1 }])
    expect(applyPatch(json(before), patch)).toEqual(json(store.getState().doc))
  })

  it('adds, removes and swaps widgets by uuid without resending the others', () => {
    const before = pageOf(5)
    const after: Doc = {
      ...before,
      widgets: [before.widgets[0], before.widgets[2], before.widgets[1], widget('new', 900), before.widgets[4]],
    }
    const patch = docPatch(before, after)
    expect(patch.filter((op) => op.op === 'add').map((op) => op.path)).toEqual([
      '/widgets/1',
      '/widgets/2',
      '/widgets/3',
    ])
    expect(applyPatch(json(before), patch)).toEqual(json(after))
  })

  it('removes a field written back to undefined (a removed setting)', () => {
    const before = pageOf(1)
    const after: Doc = { ...before, widgets: [{ ...before.widgets[0], title: undefined }] }
    expect(docPatch(before, after)).toEqual([{ op: 'remove', path: '/widgets/0/title' }])
  })

  it('turns any document into any other (property)', () => {
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.boolean(), fc.constant(null))
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('record')),
      list: fc.array(fc.oneof(tie('value'), fc.record({ uuid: fc.constantFrom('a', 'b', 'c', 'd'), v: leaf })), {
        maxLength: 5,
      }),
      record: fc.dictionary(fc.constantFrom('x', 'y', 'a/b', 'c~d', 'uuid'), tie('value'), { maxKeys: 4 }),
    }))
    const doc = fc.record({ page: value, widgets: fc.array(value, { maxLength: 6 }) })
    fc.assert(
      fc.property(doc, doc, (before, after) => {
        const start = json(before)
        expect(applyPatch(start, docPatch(start, json(after)))).toEqual(json(after))
      }),
      { numRuns: 500 },
    )
  })
})

describe('applyPatch', () => {
  it('refuses a patch that does not fit and changes nothing', () => {
    const doc = json(pageOf(2))
    const copy = json(doc)
    expect(() =>
      applyPatch(doc, [
        { op: 'replace', path: '/widgets/0/x', value: 5 },
        { op: 'replace', path: '/widgets/7/x', value: 5 },
      ]),
    ).toThrow(PatchMismatch)
    expect(() => applyPatch(doc, [{ op: 'remove', path: '/widgets/0/nothing' }])).toThrow(PatchMismatch)
    expect(() => applyPatch(doc, [{ op: 'add', path: '/widgets/3', value: {} }])).toThrow(PatchMismatch)
    expect(() => applyPatch(doc, [{ op: 'replace', path: '', value: {} }])).toThrow(PatchMismatch)
    expect(() => applyPatch(doc, [{ op: 'add', path: '/page/__proto__', value: { polluted: true } }])).toThrow(
      PatchMismatch,
    )
    expect(doc).toEqual(copy)
  })
})
