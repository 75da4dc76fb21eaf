import type { EditorHint } from './types.ts'

/** Short constructors for hints, so each widget's file reads as a list of labelled fields. */

type Extra = Partial<Omit<EditorHint, 'label' | 'kind'>>

/** Section headers, shared so the same section never gets two spellings. */
export const GROUP = {
  basic: '基本',
  content: '内容',
  link: '链接',
  text: '文字',
  colour: '颜色',
  more: '更多链接',
  carousel: '轮播',
  position: '位置与尺寸',
  spacing: '边距',
  border: '边框',
} as const

const settings = (hint: Omit<EditorHint, 'tab'> & { tab?: EditorHint['tab'] }): EditorHint => ({
  tab: 'settings',
  ...hint,
})

/** A constructor for one kind of field, under its usual section. */
const field =
  (kind: EditorHint['kind'], group: string) =>
  (label: string, extra: Extra = {}) =>
    settings({ label, kind, group, ...extra })

export const text = field('text', GROUP.basic)
export const textarea = field('textarea', GROUP.basic)
export const number = field('number', GROUP.text)
export const toggle = field('switch', GROUP.basic)
export const color = field('color', GROUP.colour)
export const image = field('image', GROUP.content)
export const link = field('link', GROUP.link)

export const select = (label: string, options: EditorHint['options'], extra: Extra = {}) =>
  settings({ label, kind: 'select', options, group: GROUP.basic, ...extra })

export const list = (label: string, itemLabel: string, confirmDelete: string, extra: Extra = {}) =>
  settings({ label, kind: 'list', itemLabel, confirmDelete, group: GROUP.content, ...extra })

export const goods = (label = '商品', extra: Extra = {}) =>
  settings({ label, kind: 'goods', itemLabel: '商品', confirmDelete: CONFIRM.goods, group: GROUP.content, ...extra })

export const coupons = (label = '优惠券', extra: Extra = {}) =>
  settings({
    label,
    kind: 'coupons',
    itemLabel: '优惠券',
    confirmDelete: CONFIRM.coupon,
    group: GROUP.content,
    ...extra,
  })

/** W0019's tag tabs, chosen from the existing shop tags. */
export const shopTags = (label: string, extra: Extra = {}) =>
  settings({ label, kind: 'shoptags', itemLabel: '标签', confirmDelete: CONFIRM.item, group: GROUP.content, ...extra })

/** Spec 5 delete confirmations (titled 提示), worded exactly as the spec has them. */
export const CONFIRM = {
  widget: '确定删除该挂件？',
  slide: '确定删除该轮播图？',
  goods: '确定删除该商品？',
  item: '确定删除该项？',
  /** The spec's text for clearing a shop block's chosen shop, typo included. */
  clearShop: '确定情况商铺？',
  goodsList: '确定删除该商品列表？',
  shop: '确定删除该商铺？',
  coupon: '确定删除该优惠券？',
} as const

export const ALIGN_OPTIONS = [
  { value: 'left', label: '左对齐' },
  { value: 'center', label: '居中' },
  { value: 'right', label: '右对齐' },
]

/** Carousel indicator styles (W0001, W0018); style5 shows thumbnails. */
export const INDICATOR_OPTIONS = [
  { value: 'style1', label: '圆点' },
  { value: 'style2', label: '短横线' },
  { value: 'style3', label: '数字' },
  { value: 'style4', label: '方块' },
  { value: 'style5', label: '缩略图' },
]
