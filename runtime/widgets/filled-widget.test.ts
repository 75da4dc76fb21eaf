import { describe, expect, it } from 'vitest'
import { withDefaults } from '../../schemas/widget-defaults.ts'
import { filledWidget } from './filled-widget.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'

const lean = () =>
  ({
    uuid: 'text',
    type: 'W0011',
    x: 0,
    y: 0,
    width: 1190,
    height: 40,
    text: '你好',
    data: [],
  }) as unknown as WidgetDescriptor

describe('filledWidget', () => {
  it('fills a widget as withDefaults does', () => {
    expect(filledWidget(lean(), undefined)).toEqual(withDefaults(lean()))
  })

  it('fills a frozen widget once, for the same page categories', () => {
    const widget = Object.freeze(lean())
    const categories: unknown[] = []
    const first = filledWidget(widget, categories)
    expect(filledWidget(widget, categories)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    // Other categories are another filling.
    expect(filledWidget(widget, [])).not.toBe(first)
  })

  it('fills a widget that may still change every time', () => {
    const widget = lean()
    const first = filledWidget(widget, undefined)
    expect(filledWidget(widget, undefined)).not.toBe(first)
    widget.text = '再见'
    expect(filledWidget(widget, undefined).text).toBe('再见')
  })
})
