import { w0001Defaults } from '../../schemas/widgets/W0001.ts'
import { w0002Defaults } from '../../schemas/widgets/W0002.ts'
import { w0003Defaults } from '../../schemas/widgets/W0003.ts'
import { w0004Defaults } from '../../schemas/widgets/W0004.ts'
import { w0005Defaults } from '../../schemas/widgets/W0005.ts'
import { w0006Defaults } from '../../schemas/widgets/W0006.ts'
import { w0007Defaults } from '../../schemas/widgets/W0007.ts'
import { w0008Defaults } from '../../schemas/widgets/W0008.ts'
import { w0010Defaults } from '../../schemas/widgets/W0010.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { w0012Defaults } from '../../schemas/widgets/W0012.ts'
import { w0013Defaults } from '../../schemas/widgets/W0013.ts'
import { w0014Defaults } from '../../schemas/widgets/W0014.ts'
import { w0015Defaults } from '../../schemas/widgets/W0015.ts'
import { w0016Defaults } from '../../schemas/widgets/W0016.ts'
import { w0017Defaults } from '../../schemas/widgets/W0017.ts'
import { w0018Defaults } from '../../schemas/widgets/W0018.ts'
import { w0019Defaults } from '../../schemas/widgets/W0019.ts'
import { w0020Defaults } from '../../schemas/widgets/W0020.ts'
import { w0021Defaults } from '../../schemas/widgets/W0021.ts'
import { w0022Defaults } from '../../schemas/widgets/W0022.ts'
import { link } from './test-fixtures.ts'
import { goodsList, resolvedCoupon, resolvedGoods } from './test-goods.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'

/**
 * One widget of every registered type with resolved data, as the server hands it over: the sample
 * set of the registry, server-rendering, hydration, accessibility and designer canvas tests.
 */
export interface WidgetSample {
  type: string
  /** The widget's fields without its data. */
  settings: object
  data: unknown
  /** Shows in every mode. */
  expects: string[]
  /** Shows only in render mode, where links get their address. */
  linked?: string[]
}

const goods = (n: number) => resolvedGoods(n, { goods_pic: `/uploads/g${n}.png`, price: n * 1000 })
const coupon = (n: number) => resolvedCoupon(n, { title: `券${n}`, least_cost: 10000 })
const image = (n: number) => ({
  imgUrl: `/uploads/i${n}.png`,
  pathData: link(`/items/${n}`, `图${n}`),
  href: `/items/${n}`,
})
const tabs = [{ text: '推荐', data: [1, 2, 3, 4, 5].map(goods) }]

/** W0001-W0011, each placed down the top of a page. */
const placed: WidgetSample[] = [
  {
    type: 'W0001',
    settings: { ...w0001Defaults, uuid: 's-w0001', width: 1190, height: 460, styleType: 'style5' },
    data: [1, 2, 3].map((n) => ({
      imgUrl: `/uploads/banner-${n}.png`,
      pathData: link(`/items/${n}`),
      href: `/items/${n}`,
    })),
    expects: ['src="/uploads/banner-1.png"'],
    linked: ['href="/items/1"'],
  },
  {
    type: 'W0002',
    settings: { ...w0002Defaults, uuid: 's-w0002', y: 460, width: 1190, showMore: true, moreLinkData: link('/items') },
    data: goodsList(5),
    expects: ['商品5', '¥129.00'],
    linked: ['href="/items/1"'],
  },
  {
    type: 'W0003',
    settings: { ...w0003Defaults, uuid: 's-w0003', y: 780, width: 1190, imgUrl: '/uploads/hot.png' },
    data: [{ leftPer: 0, topPer: 0, widthPer: 50, heightPer: 100, pathData: link('/items/1', '左'), href: '/items/1' }],
    expects: ['/uploads/hot.png'],
    linked: ['href="/items/1"'],
  },
  {
    type: 'W0004',
    settings: { ...w0004Defaults, uuid: 's-w0004', y: 980, width: 1190, column: 4 },
    data: [1, 2].map((n) => ({
      imgUrl: `/uploads/logo-${n}.png`,
      pathData: link(`/items?brand=${n}`),
      href: `/items?brand=${n}`,
    })),
    expects: ['/uploads/logo-2.png'],
  },
  {
    type: 'W0005',
    settings: { ...w0005Defaults, uuid: 's-w0005', y: 1180, width: 1190 },
    data: [
      { text: '手机', data: goodsList(7) },
      { text: '电脑', data: goodsList(2) },
    ],
    expects: ['手机', '电脑'],
  },
  {
    type: 'W0006',
    settings: {
      ...w0006Defaults,
      uuid: 's-w0006',
      y: 1600,
      width: 1190,
      childWidgets: [{ ...w0011Defaults, uuid: 's-w0006-text', x: 10, y: 10, leaf: true, text: '面板文字', data: [] }],
    },
    data: [],
    expects: ['mf-w0006'],
  },
  {
    type: 'W0007',
    settings: {
      ...w0007Defaults,
      uuid: 's-w0007',
      y: 1900,
      width: 1190,
      categoryData: [
        {
          category_id: 1,
          category_name: '手机数码',
          children: [
            { category_id: 11, category_name: '手机', children: [{ category_id: 111, category_name: '5G手机' }] },
          ],
        },
      ],
    },
    data: [{ title: '秒杀', pathData: link('/seckill'), href: '/seckill' }],
    expects: ['手机数码', '秒杀'],
    linked: ['href="/items?main_category=1"'],
  },
  {
    type: 'W0008',
    settings: { ...w0008Defaults, uuid: 's-w0008', y: 1950, width: 500 },
    data: [{ title: '耳机', pathData: { linkPage: '' } }],
    expects: ['耳机'],
  },
  {
    type: 'W0010',
    settings: { ...w0010Defaults, uuid: 's-w0010', x: 600, y: 1950 },
    data: [],
    expects: ['mf-w0010'],
  },
  {
    type: 'W0011',
    settings: { ...w0011Defaults, uuid: 's-w0011', y: 2030, text: '文本' },
    data: [link('/items')],
    expects: ['文本'],
  },
]

/** W0012-W0022 with their default places; sampleWidgets() stacks them below the others. */
const stacked: WidgetSample[] = [
  {
    type: 'W0012',
    settings: { ...w0012Defaults, mainTitle: '橱窗主标题', styleType: 3 },
    data: [
      [image(1), image(2)],
      [image(1), image(2), image(3)],
      [1, 2, 3, 4].map(image),
      [{ type: 'goods', data: [1, 2, 3, 4].map(goods) }],
      [{ type: 'coupon', data: [coupon(1)] }],
    ],
    expects: ['橱窗主标题', '商品4'],
  },
  {
    type: 'W0013',
    settings: w0013Defaults,
    data: [{ title: '手机频道', pathData: link('/items?cat_id=1') }],
    expects: ['手机频道', 'aria-current="page"'],
  },
  {
    type: 'W0014',
    settings: { ...w0014Defaults, text: '主图橱窗标题' },
    data: tabs,
    expects: ['主图橱窗标题', '商品5'],
  },
  { type: 'W0015', settings: { ...w0015Defaults, wgtToFixed: 0 }, data: tabs, expects: ['¥10<'] },
  {
    type: 'W0016',
    settings: { ...w0016Defaults, mainTitle: '营销主标题' },
    data: [image(1), image(2)],
    expects: ['营销主标题', '/uploads/i2.png'],
  },
  {
    type: 'W0017',
    settings: { ...w0017Defaults, mainGoods: { goods_pic: '/uploads/main.png', pathData: link('/items/9') } },
    data: tabs,
    expects: ['/uploads/main.png'],
  },
  {
    type: 'W0018',
    settings: { ...w0018Defaults, styleType: 'style5' },
    data: [{ imgUrl: '/uploads/t1.png', data: [goods(1)] }, { data: [goods(2)] }],
    expects: ['/uploads/t1.png', '¥10.00'],
  },
  {
    type: 'W0019',
    settings: w0019Defaults,
    data: [
      {
        distributor_id: 3,
        name: '北京旗舰店',
        banner: '/uploads/b.png',
        logo: '/uploads/l.png',
        address: '东城区',
        tagList: [{ tag_id: 1, tag_name: '自提' }],
      },
    ],
    expects: ['北京旗舰店', '全部'],
    linked: ['href="/shops/info?distributor_id=3"', 'href="/shops/near"'],
  },
  {
    type: 'W0020',
    settings: w0020Defaults,
    data: [
      {
        shop_id: 4,
        shop_name: '推荐店',
        shop_pic: '/uploads/top.png',
        banner: '',
        logo: '',
        tag_list: [],
        goods_list: [goods(1)],
        href: '/shops/info?distributor_id=4',
      },
    ],
    expects: ['推荐店', 'width="538"'],
  },
  { type: 'W0021', settings: w0021Defaults, data: [coupon(1), coupon(2)], expects: ['券2', '立即领取'] },
  {
    type: 'W0022',
    settings: { ...w0022Defaults, hover: true, categoryData: [{ category_id: 1, category_name: '服饰鞋包' }] },
    data: [{ title: '品牌街', pathData: link('/brands') }],
    expects: ['全部分类', '服饰鞋包', '品牌街'],
  },
]

/** One sample per registered widget type, in type order. */
export const samples: readonly WidgetSample[] = [...placed, ...stacked]

/** Every sample type, in type order. */
export const SAMPLE_TYPES: readonly string[] = samples.map((sample) => sample.type)

/**
 * The samples as one page's descriptor widgets, each a fresh copy: W0001-W0011 at their places,
 * then W0012-W0022 stacked 700 px apart below them.
 */
export function sampleWidgets(): WidgetDescriptor[] {
  const top = placed.map(({ settings, data }) => ({ ...settings, data }) as WidgetDescriptor)
  const bottom = Math.max(...top.map((widget) => widget.y + widget.height))
  const below = stacked.map(
    ({ type, settings, data }, index) =>
      ({ ...settings, uuid: `s-${type.toLowerCase()}`, x: 0, y: bottom + index * 700, data }) as WidgetDescriptor,
  )
  return structuredClone([...top, ...below])
}

/** A free panel at the top of the page holding these widgets. */
export function freePanel(childWidgets: WidgetDescriptor[]): WidgetDescriptor {
  return { ...w0006Defaults, uuid: 'panel', x: 0, y: 0, width: 600, height: 300, childWidgets }
}
