import { describe, expect, it } from 'vitest'
import { stripPageSettings, stripUnknownKeys, stripWidget } from './strip-unknown.ts'
import { HeaderConfig } from './layout.ts'
import { pageDefaults } from './page.ts'
import { createWidget, widgetTypes } from './widgets/index.ts'

/** Keys a schema does not list are taken out at every depth; what it lists is kept as it is. */

describe('stripWidget', () => {
  it('keeps every widget the palette makes exactly as it is', () => {
    for (const type of widgetTypes) {
      const widget = createWidget(type)
      expect(stripWidget(widget), type).toEqual({ value: widget, removals: [] })
    }
  })

  it('takes out unknown keys at the top, in entries, in links and in tuple lists, leaving the input alone', () => {
    const card = createWidget('W0012', { uuid: 'card' })
    const input = {
      ...card,
      onClick: 'alert(1)',
      linkPath: { ...card.linkPath, onmouseover: 'x' },
      data: [[{ ...card.data[0][0], style: 'x' }, card.data[0][1]], ...card.data.slice(1)],
    }
    const before = JSON.stringify(input)
    const { value, removals } = stripWidget(input)
    expect(value).toEqual(card)
    expect(removals).toEqual([
      { uuid: 'card', type: 'W0012', removed: ['/linkPath/onmouseover', '/data/0/0/style', '/onClick'] },
    ])
    expect(JSON.stringify(input)).toBe(before)
  })

  it('reads a free panel’s children by their own types and names each', () => {
    const child = createWidget('W0011', { uuid: 'child' })
    const panel = { ...createWidget('W0006', { uuid: 'panel' }), childWidgets: [{ ...child, x: 0, y: 0, style: 1 }] }
    const { value, removals } = stripWidget(panel)
    expect(value.childWidgets).toEqual([{ ...child, x: 0, y: 0 }])
    expect(removals).toEqual([{ uuid: 'child', type: 'W0011', removed: ['/style'] }])
  })

  it('takes children out of a widget that is not a panel, and leaves unknown types to validation', () => {
    const text = { ...createWidget('W0011', { uuid: 't' }), childWidgets: [] }
    expect(stripWidget(text).removals).toEqual([{ uuid: 't', type: 'W0011', removed: ['/childWidgets'] }])
    const unknown = { type: 'W0099', uuid: 'u', onClick: 'x' }
    expect(stripWidget(unknown)).toEqual({ value: unknown, removals: [] })
  })
})

describe('stripUnknownKeys and stripPageSettings', () => {
  it('escape key names in pointers and keep the W0000 marker', () => {
    const header = { logo: { imgUrl: '', alt: '', 'a/b~c': 1 }, hotKeywords: [], navs: [] }
    expect(stripUnknownKeys(HeaderConfig, header).removed).toEqual(['/logo/a~1b~0c'])
    const page = { ...pageDefaults(), type: 'W0000', script: 'x' }
    expect(stripPageSettings(page)).toEqual({ value: { ...pageDefaults(), type: 'W0000' }, removed: ['/script'] })
  })
})
