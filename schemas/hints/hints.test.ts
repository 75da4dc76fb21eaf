import { Type, type TSchema } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { PageSettings } from '../page.ts'
import { widgetSchemas, widgetTypes, type WidgetType } from '../widgets/index.ts'
import { CONFIRM } from './build.ts'
import { hintsFor, pageHints } from './index.ts'
import { isArraySchema, isObjectSchema, keyOfPointer, numberBounds, walkSchema, type FieldNode } from './walk.ts'

const CHINESE = /[\u4e00-\u9fa5]/

function flatten(nodes: FieldNode[]): FieldNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.items ?? []), ...flatten(node.children ?? [])])
}

function fieldsOf(type: WidgetType): FieldNode[] {
  return flatten(walkSchema(widgetSchemas[type].schema, hintsFor(type)).fields)
}

function field(type: WidgetType, key: string): FieldNode {
  const found = fieldsOf(type).find((node) => node.key === key)
  if (!found) throw new Error(`${type} has no field ${key}`)
  return found
}

const literals = (schema: TSchema): unknown[] =>
  ((schema.anyOf as TSchema[] | undefined) ?? [schema]).map((variant) => variant.const)

describe('editor hints cover the schemas', () => {
  it.each(widgetTypes)('%s: every schema property has a hint or a hidden entry', (type) => {
    expect(walkSchema(widgetSchemas[type].schema, hintsFor(type)).missing).toEqual([])
  })

  it.each(widgetTypes)('%s: no hint or hidden entry names a field the schema lacks', (type) => {
    const hints = hintsFor(type)
    const { used } = walkSchema(widgetSchemas[type].schema, hints)
    const stale = [...Object.keys(hints.fields), ...Object.keys(hints.hidden)].filter((key) => !used.has(key))
    expect(stale).toEqual([])
  })

  it('the page settings are covered too', () => {
    const walk = walkSchema(PageSettings, pageHints)
    expect(walk.missing).toEqual([])
    expect(walk.fields.map((node) => [node.key, node.hint.label, node.hint.kind])).toEqual([
      ['backgroundColor', '背景颜色', 'color'],
      ['themeColor', '主题颜色', 'color'],
      ['merchantSettlement', '商家入驻', 'switch'],
    ])
  })

  it('reports a new schema field that nobody hinted', () => {
    const schema = {
      ...widgetSchemas.W0011.schema,
      properties: { ...widgetSchemas.W0011.schema.properties, shadow: { type: 'string' } },
    }
    expect(walkSchema(schema as TSchema, hintsFor('W0011')).missing).toEqual(['shadow'])
  })
})

describe('editor hints are well formed', () => {
  it.each(widgetTypes)(
    '%s: Chinese labels, settings and style forms both non-empty, kinds fit their schemas',
    (type) => {
      const fields = fieldsOf(type)
      expect(fields.some((node) => node.hint.tab === 'settings')).toBe(true)
      expect(fields.some((node) => node.hint.tab === 'style')).toBe(true)
      for (const { key, schema, hint } of fields) {
        expect(hint.label, key).toMatch(CHINESE)
        expect(hint.group, key).toMatch(CHINESE)
        if (hint.kind === 'number') expect(numberBounds(schema, hint).step, key).toBeGreaterThan(0)
        if (hint.kind === 'number')
          expect(
            [schema, ...((schema.anyOf as TSchema[] | undefined) ?? [])].some((variant) =>
              ['number', 'integer'].includes(variant.type as string),
            ),
            key,
          ).toBe(true)
        if (hint.kind === 'switch') expect(schema.type, key).toBe('boolean')
        if (hint.kind === 'text' || hint.kind === 'textarea' || hint.kind === 'color' || hint.kind === 'image')
          expect(schema.type, key).toBe('string')
        if (
          hint.kind === 'list' ||
          hint.kind === 'goods' ||
          hint.kind === 'coupons' ||
          hint.kind === 'shoptags' ||
          hint.kind === 'hotzones'
        )
          expect(isArraySchema(schema), key).toBe(true)
        if (hint.kind === 'link' || hint.kind === 'box' || hint.kind === 'borders')
          expect(isObjectSchema(schema), key).toBe(true)
        if (hint.kind === 'list') {
          expect(hint.itemLabel, key).toMatch(CHINESE)
          expect(Object.values(CONFIRM), key).toContain(hint.confirmDelete)
        }
        if (hint.kind === 'select') {
          // Every value the schema allows has a Chinese option label, and no option is invented.
          expect(hint.options?.map((option) => option.value).sort(), key).toEqual(literals(schema).sort())
          for (const option of hint.options ?? []) expect(option.label, key).toMatch(CHINESE)
        }
      }
    },
  )

  it('common style fields sit in the style tab under their sections', () => {
    const groups = Object.fromEntries(
      fieldsOf('W0001')
        .filter((node) => node.hint.tab === 'style')
        .map((node) => [node.key, node.hint.group]),
    )
    expect(groups).toMatchObject({
      x: '位置与尺寸',
      y: '位置与尺寸',
      width: '位置与尺寸',
      height: '位置与尺寸',
      zindex: '位置与尺寸',
      widthFull: '位置与尺寸',
      margins: '边距',
      paddings: '边距',
      borders: '边框',
      'colours/backgroundColor': '颜色',
      'colours/color': '颜色',
    })
    expect(hintsFor('W0001').hidden).toHaveProperty('uuid')
    expect(hintsFor('W0001').hidden).toHaveProperty('pageWidth')
  })

  it('W0003 edits its own image although common imgUrl is hidden', () => {
    expect(hintsFor('W0003').hidden).not.toHaveProperty('imgUrl')
    expect(field('W0003', 'imgUrl').hint.kind).toBe('image')
    expect(hintsFor('W0001').hidden).toHaveProperty('imgUrl')
  })
})

describe('spec 5 number bounds', () => {
  const bounds = (type: WidgetType, key: string) => {
    const { schema, hint } = field(type, key)
    const { min, max } = numberBounds(schema, hint)
    return { min, max }
  }

  it('wgtToFixed 0-2', () => {
    expect(bounds('W0015', 'wgtToFixed')).toEqual({ min: 0, max: 2 })
    expect(bounds('W0018', 'wgtToFixed')).toEqual({ min: 0, max: 2 })
  })

  it('W0018 title font 0-27, more-title font min 10, shop name font min 14, shop border 0-5', () => {
    expect(bounds('W0018', 'wgtTitleFontSize')).toEqual({ min: 0, max: 27 })
    for (const type of ['W0002', 'W0004', 'W0019', 'W0020', 'W0021'] as const)
      expect(bounds(type, 'wgtMoreFontSize').min).toBe(10)
    expect(bounds('W0019', 'wgtShopNameFontSize').min).toBe(14)
    expect(bounds('W0020', 'wgtBorderWidth')).toEqual({ min: 0, max: 5 })
  })

  it('font sizes, border sizes, autoplay delay and heights are at least 0; width stays within the page', () => {
    for (const type of widgetTypes) {
      for (const node of fieldsOf(type)) {
        if (node.hint.kind === 'number' && /FontSize|fontSize|Border|autoplaySpeed|^height$/.test(node.key))
          expect(bounds(type, node.key).min, `${type} ${node.key}`).toBeGreaterThanOrEqual(0)
      }
    }
    expect(bounds('W0001', 'width')).toEqual({ min: 0, max: 1190 })
    expect(bounds('W0001', 'autoplaySpeed').min).toBe(0)
  })

  it('the box and border sides are at least 0 (right margin included)', () => {
    const margins = field('W0001', 'margins').schema.properties as Record<string, TSchema>
    expect(margins.right.minimum).toBe(0)
    const borders = field('W0001', 'borders').schema.properties as Record<string, TSchema>
    expect(borders.width.minimum).toBe(0)
  })

  it('a hint narrows the schema and never widens it', () => {
    expect(numberBounds(Type.Integer({ minimum: 0, maximum: 200 }), { min: 10, max: 300 })).toEqual({
      min: 10,
      max: 200,
      step: 1,
      integer: true,
    })
  })
})

describe('lists, pickers and confirmations', () => {
  it('carry the spec 5 delete confirmations', () => {
    expect(field('W0001', 'data').hint.confirmDelete).toBe('确定删除该轮播图？')
    expect(field('W0018', 'data').hint.confirmDelete).toBe('确定删除该商品列表？')
    expect(field('W0020', 'data').hint.confirmDelete).toBe('确定删除该商铺？')
    expect(field('W0020', 'data/*').hint.confirmDelete).toBe('确定情况商铺？')
    expect(field('W0002', 'data').hint.confirmDelete).toBe('确定删除该商品？')
    expect(field('W0021', 'data').hint.confirmDelete).toBe('确定删除该优惠券？')
    expect(field('W0007', 'data').hint.confirmDelete).toBe('确定删除该项？')
  })

  it('W0012 picks at most 3 coupons and 4 goods per group, and shows only the chosen style’s list', () => {
    expect(field('W0012', 'data/4/*/data').hint).toMatchObject({ kind: 'coupons', limit: 3 })
    expect(field('W0012', 'data/3/*/data').hint).toMatchObject({ kind: 'goods', limit: 4 })
    expect(field('W0012', 'data/3').hint.visibleWhen).toEqual({ path: 'styleType', values: [3] })
  })

  it('W0019 picks its tag tabs from the existing shop tags (全部 stays implicit)', () => {
    expect(field('W0019', 'selectTagList').hint).toMatchObject({ kind: 'shoptags', confirmDelete: '确定删除该项？' })
    expect(fieldsOf('W0019').filter((node) => node.key.startsWith('selectTagList/'))).toEqual([])
  })

  it('every limited list of widgetSchemas limits is edited by a list or a picker', () => {
    for (const type of widgetTypes) {
      const limited = fieldsOf(type).filter((node) => (node.schema as { 'x-message'?: unknown })['x-message'])
      const kinds = limited.map((node) => node.hint.kind)
      for (const kind of kinds) expect(['list', 'goods', 'coupons', 'shop'], type).toContain(kind)
      if (Object.keys(widgetSchemas[type].limits).length > 0) expect(limited.length, type).toBeGreaterThan(0)
    }
  })
})

describe('keyOfPointer', () => {
  const keys = Object.keys(hintsFor('W0012').fields)

  it('finds the hint of a pointer, list indices matching *', () => {
    expect(keyOfPointer('/data/3/1/data', keys)).toBe('data/3/*/data')
    expect(keyOfPointer('/data/0/1/imgUrl', keys)).toBe('data/0/*/imgUrl')
    expect(keyOfPointer('/data/4/0/data/2/title', keys)).toBe('data/4/*/data')
    expect(keyOfPointer('/margins/top', keys)).toBe('margins')
    expect(keyOfPointer('/unknown', keys)).toBeNull()
  })
})
