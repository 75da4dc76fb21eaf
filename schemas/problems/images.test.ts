import { describe, expect, it } from 'vitest'
import { createWidget } from '../widgets/index.ts'
import { IMAGE_RULE_TYPES, emptyImages } from './images.ts'
import type { WidgetRecord } from './types.ts'

const IMAGE = '/uploads/picture.png'
const image = (imgUrl = IMAGE) => ({ imgUrl, pathData: { linkPage: '' } })

/** Per type: a widget with an unset image, what the rule says about it, and the widget with the image set. */
const CASES: Record<
  string,
  { empty: WidgetRecord; expected: { path: string; message: string }[]; filled: WidgetRecord }
> = {
  W0001: {
    empty: { ...createWidget('W0001'), data: [image(), image('')] },
    expected: [{ path: '/data/1/imgUrl', message: '轮播图 2 未设置图片' }],
    filled: { ...createWidget('W0001'), data: [image(), image()] },
  },
  W0003: {
    empty: createWidget('W0003'),
    expected: [{ path: '/imgUrl', message: '热区未设置图片' }],
    filled: createWidget('W0003', { imgUrl: IMAGE }),
  },
  W0004: {
    empty: { ...createWidget('W0004'), data: [image(' ')] },
    expected: [{ path: '/data/0/imgUrl', message: '品牌 1 未设置图片' }],
    filled: { ...createWidget('W0004'), data: [image()] },
  },
  W0012: {
    empty: {
      ...createWidget('W0012'),
      styleType: 1,
      data: [[image(), image()], [image(), image(''), image()], [], [], []],
    },
    expected: [{ path: '/data/1/1/imgUrl', message: '图片 2 未设置图片' }],
    // Only the list the style shows counts: the empty windows of style 0 are not shown at style 1.
    filled: {
      ...createWidget('W0012'),
      styleType: 1,
      data: [[image(''), image('')], [image(), image(), image()], [], [], []],
    },
  },
  W0016: {
    empty: createWidget('W0016'),
    expected: [
      { path: '/data/0/imgUrl', message: '图片 1 未设置图片' },
      { path: '/data/1/imgUrl', message: '图片 2 未设置图片' },
    ],
    filled: { ...createWidget('W0016'), data: [image(), image()] },
  },
  W0017: {
    empty: createWidget('W0017'),
    expected: [{ path: '/mainGoods/goods_pic', message: '主图未设置图片' }],
    filled: createWidget('W0017', { mainGoods: { goods_pic: IMAGE, pathData: { linkPage: '' } } }),
  },
}

describe('empty images (errors)', () => {
  it('has a case for every type the rule checks', () => {
    expect(Object.keys(CASES).sort()).toEqual([...IMAGE_RULE_TYPES].sort())
  })

  it.each(Object.keys(CASES))('%s: an unset image is named, a set one is not', (type) => {
    const { empty, expected, filled } = CASES[type]
    expect(emptyImages(empty)).toEqual(expected)
    expect(emptyImages(filled)).toEqual([])
  })

  it('leaves other types and malformed lists alone', () => {
    expect(emptyImages(createWidget('W0011'))).toEqual([])
    expect(emptyImages({ type: 'W0001', data: 'not a list' })).toEqual([])
    expect(emptyImages({ type: 'W0001', data: [null, 3] })).toEqual([])
  })
})
