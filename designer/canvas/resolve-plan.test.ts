import { describe, expect, it } from 'vitest'
import { createWidget } from '../../schemas/widgets/index.ts'
import type { DraftWidget } from '../store/types.ts'
import { planResolution } from './resolve-plan.ts'
import { widgetsByUuid, type ResolvedEntry } from './resolved-data.ts'

const widget = (uuid: string, fields: Record<string, unknown> = {}): DraftWidget =>
  ({ ...(createWidget('W0011') as unknown as DraftWidget), uuid, ...fields }) as DraftWidget

describe('planResolution', () => {
  it('sends only widgets whose settings changed; moved ones keep their data', () => {
    const a = widget('a')
    const b = widget('b', { y: 100 })
    const sent = new Map([
      ['a', a],
      ['b', b],
    ])
    const entries = new Map<string, ResolvedEntry>([
      ['a', { basis: a, widget: { ...a } }],
      ['b', { basis: b, widget: { ...b } }],
    ])
    const moved = { ...b, y: 180, height: 60 }
    const edited = { ...a, text: '新的文字' }
    const plan = planResolution(widgetsByUuid([edited, moved]), sent, entries)
    expect(plan.send).toEqual([edited])
    expect(plan.rebase).toEqual([moved])
    expect(sent.get('b')).toBe(moved)

    // Asked again with nothing new: nothing to send.
    expect(planResolution(widgetsByUuid([edited, moved]), sent, entries).send).toEqual([])
  })

  it('sends a free panel without its children, and a changed child on its own', () => {
    const child = widget('child', { leaf: true })
    const panel = { ...(createWidget('W0006') as unknown as DraftWidget), uuid: 'panel', childWidgets: [child] }
    const sent = new Map(widgetsByUuid([panel]))
    const editedChild = { ...child, text: '改' }
    const plan = planResolution(widgetsByUuid([{ ...panel, childWidgets: [editedChild] }]), sent, new Map())
    expect(plan.send).toEqual([editedChild])
    const fresh = planResolution(widgetsByUuid([{ ...panel, uuid: 'new-panel' }]), new Map(), new Map())
    expect(fresh.send.map((item) => [item.uuid, item.childWidgets])).toEqual([
      ['new-panel', []],
      ['child', undefined],
    ])
  })

  it('forgets widgets no longer on the page', () => {
    const sent = new Map([['gone', widget('gone')]])
    planResolution(new Map(), sent, new Map())
    expect(sent.size).toBe(0)
  })
})
