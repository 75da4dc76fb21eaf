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
import { resolvedCoupon, resolvedGoods } from './test-goods.ts'

/** Sample widgets W0012-W0022 with resolved data, shared by the server-rendering and accessibility tests. */

const link = (href: string, title = '') => ({ linkPage: 'href' as const, url: href, href, title })
const goods = (n: number) => resolvedGoods(n, { goods_pic: `/uploads/g${n}.png`, price: n * 1000 })
const coupon = (n: number) => resolvedCoupon(n, { title: `券${n}`, least_cost: 10000 })
const image = (n: number) => ({
  imgUrl: `/uploads/i${n}.png`,
  pathData: link(`/items/${n}`, `图${n}`),
  href: `/items/${n}`,
})
const tabs = [{ text: '推荐', data: [1, 2, 3, 4, 5].map(goods) }]

/** `expects` shows in every mode; `linked` only in render mode, where links get their address. */
export const samples: { type: string; settings: object; data: unknown; expects: string[]; linked?: string[] }[] = [
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
