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
import { link } from './test-fixtures.ts'
import { goodsList } from './test-goods.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'

/** One resolved widget of each type W0001-W0011, stacked down a page, for whole-page tests. */
export function sampleWidgets(): WidgetDescriptor[] {
  return [
    {
      ...w0001Defaults,
      uuid: 's-w0001',
      width: 1190,
      height: 460,
      styleType: 'style5',
      data: [1, 2, 3].map((n) => ({
        imgUrl: `/uploads/banner-${n}.png`,
        pathData: link(`/items/${n}`),
        href: `/items/${n}`,
      })),
    },
    {
      ...w0002Defaults,
      uuid: 's-w0002',
      y: 460,
      width: 1190,
      showMore: true,
      moreLinkData: link('/items'),
      data: goodsList(5),
    },
    {
      ...w0003Defaults,
      uuid: 's-w0003',
      y: 780,
      width: 1190,
      imgUrl: '/uploads/hot.png',
      data: [
        { leftPer: 0, topPer: 0, widthPer: 50, heightPer: 100, pathData: link('/items/1', '左'), href: '/items/1' },
      ],
    },
    {
      ...w0004Defaults,
      uuid: 's-w0004',
      y: 980,
      width: 1190,
      column: 4,
      data: [1, 2].map((n) => ({
        imgUrl: `/uploads/logo-${n}.png`,
        pathData: link(`/items?brand=${n}`),
        href: `/items?brand=${n}`,
      })),
    },
    {
      ...w0005Defaults,
      uuid: 's-w0005',
      y: 1180,
      width: 1190,
      data: [
        { text: '手机', data: goodsList(7) },
        { text: '电脑', data: goodsList(2) },
      ],
    },
    {
      ...w0006Defaults,
      uuid: 's-w0006',
      y: 1600,
      width: 1190,
      childWidgets: [{ ...w0011Defaults, uuid: 's-w0006-text', x: 10, y: 10, leaf: true, text: '面板文字', data: [] }],
    },
    {
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
      data: [{ title: '秒杀', pathData: link('/seckill'), href: '/seckill' }],
    },
    { ...w0008Defaults, uuid: 's-w0008', y: 1950, width: 500, data: [{ title: '耳机', pathData: { linkPage: '' } }] },
    { ...w0010Defaults, uuid: 's-w0010', x: 600, y: 1950 },
    { ...w0011Defaults, uuid: 's-w0011', y: 2030, text: '文本', data: [link('/items')] },
  ]
}

export const SAMPLE_TYPES = ['W0001', 'W0002', 'W0003', 'W0004', 'W0005', 'W0006', 'W0007', 'W0008', 'W0010', 'W0011']
