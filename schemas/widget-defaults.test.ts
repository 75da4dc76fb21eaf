import { describe, expect, it } from 'vitest'
import { FRAME_DEFAULTS, SETTING_DEFAULTS, shareCategories, withDefaults, withoutDefaults } from './widget-defaults.ts'
import { createWidget, widgetSchemas, type WidgetType } from './widgets/index.ts'

const ALWAYS_SENT = ['type', 'uuid', 'x', 'y', 'width', 'height']
const types = Object.keys(widgetSchemas) as WidgetType[]

describe('SETTING_DEFAULTS', () => {
  it.each(types)(
    '%s has the schema defaults of every setting that is not a list, a frame field or the position',
    (type) => {
      const expected = Object.fromEntries(
        Object.entries(widgetSchemas[type].defaults).filter(
          ([key, value]) => !ALWAYS_SENT.includes(key) && !(key in FRAME_DEFAULTS) && !Array.isArray(value),
        ),
      )
      expect(SETTING_DEFAULTS[type]).toEqual(expected)
    },
  )

  it('starts every schema from the same frame defaults', () => {
    for (const type of types) {
      const { zindex, widthFull, pageWidth, margins, paddings, borders, colours } = widgetSchemas[type].defaults
      expect({ zindex, widthFull, pageWidth, margins, paddings, borders, colours }).toEqual(FRAME_DEFAULTS)
    }
  })
})

describe('withoutDefaults / withDefaults', () => {
  it.each(types)(
    '%s: a default widget travels as its position, size, identity and lists, and comes back whole',
    (type) => {
      const widget = createWidget(type, { uuid: 'w1', x: 10, y: 20 }) as unknown as Record<string, unknown>
      const lean = withoutDefaults(widget)
      for (const key of Object.keys(lean)) expect(ALWAYS_SENT.includes(key) || Array.isArray(lean[key])).toBe(true)
      expect(withDefaults(lean)).toEqual(widget)
    },
  )

  it('keeps what differs, a frame box side by side, and free panel children likewise', () => {
    const child = {
      ...createWidget('W0011', { uuid: 'c1', text: '你好' }),
      borders: { width: 0, style: 'solid' as const, color: '', radius: 8 },
    }
    const panel = {
      ...createWidget('W0006', { uuid: 'p1', grid: 20 }),
      childWidgets: [child],
      colours: { backgroundColor: '#FFFFFF', color: '' },
    }
    const lean = withoutDefaults(panel)
    expect(lean).toMatchObject({ grid: 20, colours: { backgroundColor: '#FFFFFF' } })
    expect(lean).not.toHaveProperty('comptyle')
    const leanChild = (lean.childWidgets as Record<string, unknown>[])[0]!
    expect(leanChild).toMatchObject({ text: '你好', borders: { radius: 8 } })
    expect(leanChild).not.toHaveProperty('fontSize')
    expect(withDefaults(lean)).toEqual(panel)
  })

  it('leaves an unknown type with its own fields, the frame still filled back', () => {
    const widget = { type: 'W9999', uuid: 'u', x: 0, y: 0, width: 10, height: 10, text: 'x', zindex: 1 }
    expect(withoutDefaults(widget)).toEqual({ type: 'W9999', uuid: 'u', x: 0, y: 0, width: 10, height: 10, text: 'x' })
    expect(withDefaults(withoutDefaults(widget))).toMatchObject({
      text: 'x',
      zindex: 1,
      margins: FRAME_DEFAULTS.margins,
    })
  })
})

describe('shareCategories', () => {
  const tree = [
    { category_id: 1, category_name: '手机数码', children: [{ category_id: 2, category_name: '手机通讯' }] },
  ]
  const menu = (type: string, categoryData: unknown[]) => ({
    type,
    uuid: type,
    x: 0,
    y: 0,
    width: 200,
    height: 40,
    categoryData,
  })

  it('takes a tree two widgets show out of both (a free panel child too) and gives it back to each', () => {
    const widgets: Record<string, unknown>[] = [
      menu('W0007', tree),
      {
        type: 'W0006',
        uuid: 'p',
        x: 0,
        y: 0,
        width: 10,
        height: 10,
        childWidgets: [menu('W0022', structuredClone(tree))],
      },
    ]
    expect(shareCategories(widgets)).toEqual(tree)
    expect(widgets[0]).not.toHaveProperty('categoryData')
    expect(withDefaults(widgets[0]!, tree).categoryData).toEqual(tree)
    const child = (withDefaults(widgets[1]!, tree).childWidgets as Record<string, unknown>[])[0]!
    expect(child.categoryData).toEqual(tree)
  })

  it('leaves a tree alone when only one widget shows it, or the widgets show different ones', () => {
    const single = [menu('W0007', tree)]
    expect(shareCategories(single)).toBeUndefined()
    expect(single[0]!.categoryData).toEqual(tree)
    const different = [menu('W0007', tree), menu('W0022', [{ category_id: 9, category_name: '图书' }])]
    expect(shareCategories(different)).toBeUndefined()
    expect(different.every((widget) => 'categoryData' in widget)).toBe(true)
  })

  it('never gives the tree to a widget that shows none, or that has its own', () => {
    const own = [{ category_id: 5, category_name: '家电' }]
    expect(withDefaults({ type: 'W0002', uuid: 'g', x: 0, y: 0, width: 1, height: 1 }, tree)).not.toHaveProperty(
      'categoryData',
    )
    expect(withDefaults(menu('W0007', own), tree).categoryData).toEqual(own)
  })
})
