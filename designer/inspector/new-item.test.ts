import type { TSchema } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { validateWidget } from '../../schemas/validate.ts'
import { createWidget, widgetSchemas } from '../../schemas/widgets/index.ts'
import { listRules } from './list-limits.ts'
import { newItem } from './new-item.ts'

const itemsOf = (schema: TSchema, ...path: Array<string | number>): TSchema => {
  let node = schema
  for (const step of path)
    node =
      typeof step === 'number' ? (node.items as TSchema[])[step] : (node.properties as Record<string, TSchema>)[step]
  return node.items as TSchema
}

describe('newItem', () => {
  it('uses the entry factories: a slide, a goods placeholder, a menu entry', () => {
    expect(newItem(itemsOf(widgetSchemas.W0001.schema, 'data'))).toEqual({ imgUrl: '', pathData: { linkPage: '' } })
    expect(newItem(itemsOf(widgetSchemas.W0002.schema, 'data'))).toMatchObject({ goods_id: 0, goods_name: '商品名称' })
    expect(newItem(itemsOf(widgetSchemas.W0007.schema, 'data'))).toEqual({ title: '', pathData: { linkPage: '' } })
  })

  it('builds nested defaults: a tab holds its one required goods placeholder, a W0012 group is typed', () => {
    expect(newItem(itemsOf(widgetSchemas.W0005.schema, 'data'))).toEqual({
      text: '选项卡',
      data: [expect.objectContaining({ goods_name: '商品名称' })],
    })
    expect(newItem(itemsOf(widgetSchemas.W0012.schema, 'data', 3))).toEqual({ type: 'goods', data: [] })
    expect(newItem(itemsOf(widgetSchemas.W0020.schema, 'data'))).toEqual({
      shop_id: 0,
      shop_name: '',
      shop_pic: '',
      tag_list: [],
      goods_list: [],
    })
  })

  it('a widget with a new item of each list still validates', () => {
    const w0001 = createWidget('W0001')
    w0001.data.push(newItem(itemsOf(widgetSchemas.W0001.schema, 'data')) as (typeof w0001.data)[number])
    const w0018 = createWidget('W0018')
    w0018.data.push(newItem(itemsOf(widgetSchemas.W0018.schema, 'data')) as (typeof w0018.data)[number])
    for (const widget of [w0001, w0018]) expect(validateWidget(widget).ok).toBe(true)
  })
})

describe('listRules', () => {
  it('carries the spec 5 messages of a limited list', () => {
    expect(listRules(widgetSchemas.W0001.schema.properties.data, '轮播图')).toEqual({
      min: 1,
      max: 5,
      fixed: false,
      minMessage: '请至少添加1张轮播图',
      maxMessage: '最多只能添加5张轮播图',
    })
  })

  it('names the item when the spec has no message, and marks fixed-length lists', () => {
    expect(listRules(widgetSchemas.W0007.schema.properties.data, '关键词')).toMatchObject({
      min: 0,
      max: 20,
      maxMessage: '最多只能添加20个关键词',
    })
    expect(listRules(widgetSchemas.W0016.schema.properties.data, '图片')).toMatchObject({ min: 2, max: 2, fixed: true })
  })
})
