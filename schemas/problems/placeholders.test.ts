import { describe, expect, it } from 'vitest'
import { createWidget } from '../widgets/index.ts'
import { PLACEHOLDER_RULE_TYPES, placeholderEntries } from './placeholders.ts'
import type { WidgetRecord } from './types.ts'

const GOODS = '仍是示例商品，请选择商品'
const COUPON = '仍是示例优惠券，请选择优惠券'
const picked = (id: number) => ({ goods_id: id, itemId: id, goods_name: '真商品', goods_pic: '/p.png', price: 100 })
const placeholder = () => ({ goods_id: 0, itemId: 0, goods_name: '商品名称', goods_pic: '', price: 0 })
const coupon = (card_id: number) => ({ card_id, title: '优惠券', card_type: 'cash' })
const tabs = (...lists: object[][]) => lists.map((data) => ({ text: '选项卡', data }))

const tabCase = (type: 'W0005' | 'W0014' | 'W0015' | 'W0017') => ({
  // The palette's new widget holds one placeholder product in its one tab.
  empty: { ...createWidget(type), data: tabs([picked(1)], [picked(2), placeholder()]) },
  expected: [{ path: '/data/1/data/1', message: `选项卡 2 的商品 2 ${GOODS}` }],
  filled: { ...createWidget(type), data: tabs([picked(1)]) },
})

const CASES: Record<
  string,
  { empty: WidgetRecord; expected: { path: string; message: string }[]; filled: WidgetRecord }
> = {
  W0002: {
    empty: { ...createWidget('W0002'), data: [placeholder(), picked(3)] },
    expected: [{ path: '/data/0', message: `商品 1 ${GOODS}` }],
    filled: { ...createWidget('W0002'), data: [picked(3)] },
  },
  W0005: tabCase('W0005'),
  W0012: {
    empty: { ...createWidget('W0012'), styleType: 4, data: [[], [], [], [], [{ type: 'coupon', data: [coupon(0)] }]] },
    expected: [{ path: '/data/4/0/data/0', message: `优惠券组 1 的优惠券 1 ${COUPON}` }],
    // At style 3 the product groups show; the default group's placeholder is an error there.
    filled: { ...createWidget('W0012'), styleType: 3, data: [[], [], [], [{ type: 'goods', data: [picked(1)] }], []] },
  },
  W0014: tabCase('W0014'),
  W0015: tabCase('W0015'),
  W0017: tabCase('W0017'),
  W0018: {
    empty: createWidget('W0018'),
    expected: [{ path: '/data/0/data/0', message: `商品组 1 的商品 1 ${GOODS}` }],
    filled: { ...createWidget('W0018'), data: [{ data: [picked(4)] }] },
  },
  W0020: {
    empty: {
      ...createWidget('W0020'),
      data: [{ shop_id: 0, shop_name: '', shop_pic: '', tag_list: [], goods_list: [] }],
    },
    expected: [{ path: '/data/0/shop_id', message: '店铺 1 未选择店铺' }],
    filled: {
      ...createWidget('W0020'),
      data: [{ shop_id: 5, shop_name: '店', shop_pic: '', tag_list: [], goods_list: [picked(6)] }],
    },
  },
  W0021: {
    empty: createWidget('W0021'),
    expected: [{ path: '/data/0', message: `优惠券 1 ${COUPON}` }],
    filled: { ...createWidget('W0021'), data: [coupon(7)] },
  },
}

describe('placeholder entries (errors)', () => {
  it('has a case for every type the rule checks', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PLACEHOLDER_RULE_TYPES].sort())
  })

  it.each(Object.keys(CASES))('%s: a placeholder is named, a picked entry is not', (type) => {
    const { empty, expected, filled } = CASES[type]
    expect(placeholderEntries(empty)).toEqual(expected)
    expect(placeholderEntries(filled)).toEqual([])
  })

  it('W0012 checks its product groups at style 3 and nothing at the image styles', () => {
    const card = createWidget('W0012')
    expect(placeholderEntries({ ...card, styleType: 3 })).toEqual([
      { path: '/data/3/0/data/0', message: `商品组 1 的商品 1 ${GOODS}` },
    ])
    expect(placeholderEntries(card)).toEqual([])
  })

  it('W0020 names a placeholder among a chosen shop’s goods; ids may be numeric strings', () => {
    const shops = createWidget('W0020', {
      data: [{ shop_id: '5', shop_name: '店', shop_pic: '', tag_list: [], goods_list: [picked(1), placeholder()] }],
    })
    expect(placeholderEntries(shops)).toEqual([{ path: '/data/0/goods_list/1', message: `店铺 1 的商品 2 ${GOODS}` }])
  })
})
