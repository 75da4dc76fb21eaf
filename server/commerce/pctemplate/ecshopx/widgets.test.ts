import { describe, expect, it } from 'vitest'
import { PRICE_COLOR, THEME_COLOR } from '../../../../schemas/brand-colors.ts'
import type { ResolvedCoupon, ResolvedGoods, ResolvedShop } from '../../../../schemas/resolved.ts'
import { createWidget, type WidgetByType, type WidgetType } from '../../../../schemas/widgets/index.ts'
import type { Entry } from '../../../pages/resolvers/types.ts'
import type { ProjectionContext } from './context.ts'
import { projectWidget } from './widgets.ts'

/**
 * One test per widget type, written from what ECShopX's W00xx component reads
 * (ECShopX desktop frontend, src/espier-widgets/src/W00xx): the input is a widget as the resolver answers it
 * (live entries with their href), the assertions are the fields and shapes the component reads.
 */

const ORIGIN = 'https://mall.example.com'
const ctx: ProjectionContext = { origin: ORIGIN, productPages: new Map([['new-arrivals', 1003]]) }

function project<T extends WidgetType>(type: T, settings: Partial<WidgetByType[T]> | Entry = {}): Entry {
  return projectWidget({ ...createWidget(type, { uuid: `w-${type}` } as Partial<WidgetByType[T]>), ...settings }, ctx)
}

const goods = (id: number): ResolvedGoods => ({
  goods_id: id,
  goods_name: `商品${id}`,
  goods_pic: `/uploads/goods/${id}-1.svg`,
  price: 9900 + id,
  market_price: 12900,
  href: `/items/${id}`,
})

const coupon = (id: number, overrides: Partial<ResolvedCoupon> = {}): ResolvedCoupon => ({
  card_id: id,
  card_type: 'cash',
  title: `满100减${id}`,
  description: '全场通用',
  reduce_cost: id * 100,
  discount: 0,
  least_cost: 10000,
  getted: 0,
  get_limit: 1,
  user_get_num: 0,
  ...overrides,
})

const link = {
  goods: { linkPage: 'goods', itemId: 7, goods_id: 7, href: '/items/7' },
  page: { linkPage: 'page', theme_pc_template_id: 1002, template_title: '年货节', href: '/custompage?pageid=1002' },
  href: { linkPage: 'href', url: '/member/coupon', href: '/member/coupon' },
  customer: { linkPage: 'customer', url: 'https://example.com/a', href: 'https://example.com/a' },
  product: { linkPage: 'href', url: '/product/new-arrivals', href: '/product/new-arrivals' },
  sales: { linkPage: 'href', url: '/items?sort=sales', href: '/items?sort=sales' },
  none: { linkPage: '' },
}

const image = (n: number, pathData: Entry = link.href) => ({ imgUrl: `/uploads/banners/home-${n}.svg`, pathData })
const abs = (path: string) => `${ORIGIN}${path}`

describe('box fields (every widget)', () => {
  it('are flat, per side, with the body inside paddings and borders and heightShow set', () => {
    const w = project('W0002', {
      width: 1190,
      height: 400,
      margins: { top: 4, right: 0, bottom: 6, left: 0 },
      paddings: { top: 0, right: 10, bottom: 10, left: 10 },
      borders: { width: 1, style: 'solid', color: '#EEEEEE', radius: 8 },
      colours: { backgroundColor: '#FFFFFF', color: '' },
    })
    expect(w).toMatchObject({
      marginTop: 4,
      marginBottom: 6,
      paddingLeft: 10,
      paddingBottom: 10,
      borderTopWidth: 1,
      borderLeftColor: '#EEEEEE',
      backgroundColor: '#FFFFFF',
      foregroundColor: '',
      width: 1168,
      height: 388,
      heightShow: true,
      pageWidth: 1190,
    })
    for (const nested of ['margins', 'paddings', 'borders', 'colours']) expect(w).not.toHaveProperty(nested)
  })
})

describe('links (every widget)', () => {
  const follow = (pathData: Entry) => project('W0001', { data: [image(1, pathData)] }).data as Entry[]
  it('carry href: custom pages as the customer kind, typed addresses as href, product pages and sorts as ECShopX routes', () => {
    expect(follow(link.goods)[0].pathData).toMatchObject({ linkPage: 'goods', itemId: 7, href: '/items/7' })
    expect(follow(link.page)[0].pathData).toMatchObject({
      linkPage: 'customer',
      theme_pc_template_id: 1002,
      href: '/custompage?pageid=1002',
    })
    expect(follow(link.href)[0].pathData).toMatchObject({ linkPage: 'href', href: '/member/coupon' })
    expect(follow(link.customer)[0].pathData).toMatchObject({ linkPage: 'href', href: 'https://example.com/a' })
    expect(follow(link.product)[0].pathData).toMatchObject({ href: '/custompage?pageid=1003' })
    expect(follow(link.sales)[0].pathData).toMatchObject({ href: '/items?goodsSort=1' })
    expect(follow(link.none)[0].pathData).toEqual({ linkPage: '' })
  })
})

describe('widget types', () => {
  it('W0000 is served by the page (content.test); W0001 carousel: absolute images, links, play settings', () => {
    const w = project('W0001', { autoplay: true, autoplaySpeed: 2500, data: [image(1), image(2, link.page)] })
    expect(w).toMatchObject({ autoplay: true, autoplaySpeed: 2500, styleType: expect.any(String) })
    expect(w.data).toEqual([
      { imgUrl: abs('/uploads/banners/home-1.svg'), pathData: expect.objectContaining({ href: '/member/coupon' }) },
      { imgUrl: abs('/uploads/banners/home-2.svg'), pathData: expect.objectContaining({ linkPage: 'customer' }) },
    ])
  })

  it('W0002 goods: entries with itemId, goods kind, absolute picture, prices in cents and a brief', () => {
    const w = project('W0002', { text: '热卖', moreLinkData: link.href, data: [goods(1)] })
    expect(w).toMatchObject({ text: '热卖', wgtPriceColor: expect.any(String), wgtPriceFontSize: expect.any(Number) })
    expect((w.data as Entry[])[0]).toMatchObject({
      goods_id: 1,
      itemId: 1,
      linkPage: 'goods',
      href: '/items/1',
      goods_name: '商品1',
      goods_pic: abs('/uploads/goods/1-1.svg'),
      price: 9901,
      market_price: 12900,
      brief: '',
    })
  })

  it('W0003 hot zone: zones as fractions of the image', () => {
    const w = project('W0003', {
      imgUrl: '/uploads/banners/home-3.svg',
      data: [{ leftPer: 50, topPer: 0, widthPer: 50, heightPer: 100, pathData: link.page }],
    })
    expect(w.imgUrl).toBe(abs('/uploads/banners/home-3.svg'))
    expect(w.data).toEqual([
      {
        leftPer: 0.5,
        topPer: 0,
        widthPer: 0.5,
        heightPer: 1,
        pathData: expect.objectContaining({ href: '/custompage?pageid=1002' }),
      },
    ])
  })

  it('W0004 logo wall: logo sizes in px that fit the columns, absolute logos', () => {
    const w = project('W0004', { width: 1190, column: 5, data: [image(4)] })
    // ECShopX floats the logos 10 px apart in a list 20 px wider than the body: 5 × (232 + 10) ≤ 1190 + 20.
    expect(w).toMatchObject({ logoWidth: 232, logoHeight: 139 })
    expect(5 * ((w.logoWidth as number) + 10)).toBeLessThanOrEqual(1210)
    expect((w.data as Entry[])[0].imgUrl).toBe(abs('/uploads/banners/home-4.svg'))
  })

  it('W0005 tabbed showcase: tabs with goods entries', () => {
    const w = project('W0005', { text: '猜你喜欢', data: [{ text: '家电', data: [goods(1), goods(2)] }] })
    const tab = (w.data as Entry[])[0]
    expect(tab.text).toBe('家电')
    expect((tab.data as Entry[]).map((g) => g.goods_pic)).toEqual([
      abs('/uploads/goods/1-1.svg'),
      abs('/uploads/goods/2-1.svg'),
    ])
  })

  it('W0006 free panel: as high as designed, each child projected as its own type at its x/y', () => {
    const child = { ...createWidget('W0011', { uuid: 'c1', x: 12, y: 40, width: 176, height: 22 }), data: [link.href] }
    const w = project('W0006', { width: 200, height: 392, childWidgets: [child] })
    expect(w).toMatchObject({ heightShow: true, height: 392 })
    expect((w.childWidgets as Entry[])[0]).toMatchObject({
      type: 'W0011',
      x: 12,
      y: 40,
      heightShow: true,
      data: { linkPage: 'href', href: '/member/coupon' },
    })
  })

  it('W0007 category menu: three levels with children lists and absolute icons, no icon key when there is none', () => {
    const w = project('W0007', {
      categoryData: [
        {
          category_id: 1,
          category_name: '家用电器',
          image_url: '/uploads/category/1.svg',
          children: [
            { category_id: 2, category_name: '大家电', children: [{ category_id: 3, category_name: '冰箱' }] },
          ],
        },
      ],
    })
    expect(w.categoryData).toEqual([
      {
        category_id: 1,
        category_name: '家用电器',
        image_url: abs('/uploads/category/1.svg'),
        children: [
          {
            category_id: 2,
            category_name: '大家电',
            children: [{ category_id: 3, category_name: '冰箱', children: [] }],
          },
        ],
      },
    ])
    expect(w).toMatchObject({
      wgtTypeBackgroundColor: expect.any(String),
      wgtTextColor: expect.any(String),
      hover: false,
    })
    // ECShopX's rows are 59 px under a 40 px title: a 392 px menu holds five, the rest would spill over the page.
    const tops = Array.from({ length: 10 }, (_, i) => ({ category_id: i + 1, category_name: `分类${i + 1}` }))
    expect((project('W0007', { height: 392, categoryData: tops }).categoryData as Entry[]).length).toBe(5)
  })

  it('W0008 search: the button gradient in the button colour, which wins over the page theme', () => {
    const w = project('W0008', { wgtTheme: '#123456', data: [{ title: '手机', pathData: link.href }] })
    expect(w).toMatchObject({
      wgtTextColor1: '#123456',
      wgtTextColor2: '#123456',
      customerThemeEnabled: true,
      isShowBtn: true,
    })
    expect(w.data).toEqual([{ title: '手机', pathData: expect.objectContaining({ href: '/member/coupon' }) }])
  })

  it('W0010 mini cart: its colours as they are', () => {
    const w = project('W0010')
    expect(w).toMatchObject({ wgtTextColor: expect.any(String), wgtAaaa: expect.any(String) })
    expect(typeof w.wgtBorderRadius).toBe('number')
  })

  it('W0011 text: data is one link object ({} without a link)', () => {
    expect(project('W0011', { text: '1F', data: [link.href] }).data).toEqual(
      expect.objectContaining({ linkPage: 'href', href: '/member/coupon' }),
    )
    expect(project('W0011', { data: [] }).data).toEqual({})
  })

  it('W0012 showcase card: image windows, goods groups of four, coupon groups no longer than the first', () => {
    const data = createWidget('W0012').data as unknown[]
    data[3] = [
      { type: 'goods', data: [goods(1), goods(2), goods(3), goods(4)] },
      { type: 'goods', data: [goods(5)] },
    ]
    data[4] = [
      { type: 'coupon', data: [coupon(1)] },
      { type: 'coupon', data: [coupon(2), coupon(3)] },
    ]
    const w = project('W0012', { styleType: 3, linkPath: link.sales, data })
    const [, , , groups, coupons] = w.data as Entry[][]
    expect(groups.map((g) => (g.data as Entry[]).length)).toEqual([4])
    expect(coupons.map((g) => (g.data as Entry[]).length)).toEqual([1, 1])
    expect((coupons[0].data as Entry[])[0]).toMatchObject({
      card_id: 1,
      title: '满100减1',
      reduce_cost: 100,
      card_type: 'cash',
      imgUrl: '',
    })
    expect(w.linkPath).toMatchObject({ href: '/items?goodsSort=1' })
  })

  it('W0013 scroll nav: entries with linked paths and the theme colour', () => {
    const w = project('W0013', { data: [{ title: '家电', pathData: link.href }] })
    expect(w).toMatchObject({ wgtTheme: expect.any(String), customerThemeEnabled: true })
    expect((w.data as Entry[])[0].pathData).toMatchObject({ href: '/member/coupon' })
  })

  it('W0014 main-image showcase: goods entries with a brief line', () => {
    const w = project('W0014', { data: [{ text: '家电', data: [goods(1)] }] })
    expect(((w.data as Entry[])[0].data as Entry[])[0]).toMatchObject({
      brief: '',
      goods_pic: abs('/uploads/goods/1-1.svg'),
    })
  })

  it('W0015 boutique showcase: title, price settings and goods entries', () => {
    const w = project('W0015', { data: [{ text: '精品', data: [goods(1)] }] })
    expect(w).toMatchObject({
      wgtPriceColor: expect.any(String),
      wgtToFixed: expect.any(Number),
      wgtTitleFontSize: expect.any(Number),
    })
    expect(((w.data as Entry[])[0].data as Entry[])[0].goods_pic).toBe(abs('/uploads/goods/1-1.svg'))
  })

  it('W0016 marketing showcase: the two images as one window, data[0] = [entry, entry]', () => {
    const w = project('W0016', { linkPath: link.page, data: [image(1, link.goods), image(2)] })
    expect(w.data).toEqual([
      [
        { imgUrl: abs('/uploads/banners/home-1.svg'), pathData: expect.objectContaining({ href: '/items/7' }) },
        { imgUrl: abs('/uploads/banners/home-2.svg'), pathData: expect.objectContaining({ href: '/member/coupon' }) },
      ],
    ])
    expect(w).toMatchObject({
      styleType: 0,
      wgtBorderRadius: false,
      linkPath: expect.objectContaining({ linkPage: 'customer' }),
    })
  })

  it('W0017 special showcase: the lead image and its link at the top level, all four title settings', () => {
    const w = project('W0017', {
      mainGoods: { goods_pic: '/uploads/goods/9-1.svg', pathData: link.goods },
      data: [{ text: '精选', data: [goods(1)] }],
    })
    expect(w).toMatchObject({
      goods_pic: abs('/uploads/goods/9-1.svg'),
      pathData: expect.objectContaining({ href: '/items/7' }),
      wgtTitleColor: expect.any(String),
      wgtTitleFontSize: expect.any(Number),
      wgtSubTitleColor: expect.any(String),
      wgtSubTitleFontSize: expect.any(Number),
    })
    expect(w).not.toHaveProperty('mainGoods')
    expect(((w.data as Entry[])[0].data as Entry[])[0].brief).toBe('')
  })

  it('W0018 hot-sale carousel: a delay between slides when it plays', () => {
    expect(project('W0018', { autoplay: true, autoplaySpeed: 0 }).autoplaySpeed).toBeGreaterThanOrEqual(1000)
    const w = project('W0018', { autoplaySpeed: 2500, data: [{ data: [goods(1)] }] })
    expect(w.autoplaySpeed).toBe(2500)
    expect(((w.data as Entry[])[0].data as Entry[])[0].goods_pic).toBe(abs('/uploads/goods/1-1.svg'))
  })

  it('W0019 nearby shops: ECShopX spellings of the title, more and border settings', () => {
    const w = project('W0019', {
      wgtTitleColor: '#111111',
      wgtMoreColor: '#222222',
      wgtMoreFontSize: 13,
      wgtBorderWidth: 1,
      wgtBorderColor: '#EEEEEE',
    })
    expect(w).toMatchObject({
      wgtTitleTextColor: '#111111',
      wgtMoreTitleColor: '#222222',
      wgtMoreTitleFontSize: 13,
      wgtShopBorder: true,
      wgtShopBorderWidth: 1,
      wgtShopBorderColor: '#EEEEEE',
      wgtShopNameFontSize: expect.any(Number),
    })
  })

  it('W0020 recommended shops: live shops with absolute images, tags and goods, and a price colour', () => {
    const shop: ResolvedShop = {
      shop_id: 3,
      shop_name: '旗舰店',
      shop_pic: '/uploads/shops/3-top.svg',
      banner: '/uploads/shops/3-banner.svg',
      logo: '/uploads/shops/3-logo.svg',
      tag_list: [{ tag_id: 1, tag_name: '自提' }],
      goods_list: [goods(1)],
      href: '/shops/info?distributor_id=3',
    }
    const w = project('W0020', { data: [shop] })
    expect(w.wgtPriceColor).toBe(PRICE_COLOR)
    expect((w.data as Entry[])[0]).toMatchObject({
      shop_id: 3,
      shop_name: '旗舰店',
      shop_pic: abs('/uploads/shops/3-top.svg'),
      banner: abs('/uploads/shops/3-banner.svg'),
      logo: abs('/uploads/shops/3-logo.svg'),
      tag_list: [{ tag_name: '自提' }],
      goods_list: [expect.objectContaining({ goods_id: 1, goods_pic: abs('/uploads/goods/1-1.svg') })],
    })
  })

  it('W0021 coupons: full coupon entries (amount, discount, gift use) and ECShopX title colours', () => {
    const w = project('W0021', {
      wgtTitleColor: '#111111',
      data: [
        coupon(5),
        coupon(6, { card_type: 'discount', discount: 20 }),
        coupon(7, { card_type: 'gift', description: '赠送保温杯' }),
      ],
    })
    expect(w).toMatchObject({ wgtTextColor: '#111111', wgtSubTitleFontSize: expect.any(Number) })
    // ECShopX's cards (388 × 125) fit two to a row in 1158 px: six coupons need three rows under the title.
    const six = project('W0021', {
      width: 1190,
      height: 260,
      paddings: { top: 0, right: 16, bottom: 16, left: 16 },
      data: [1, 2, 3, 4, 5, 6].map((id) => coupon(id)),
    })
    expect(six).toMatchObject({ width: 1158, height: 70 + 3 * 125 })
    expect(w.data).toEqual([
      expect.objectContaining({
        card_id: 5,
        title: '满100减5',
        description: '全场通用',
        reduce_cost: 500,
        card_type: 'cash',
      }),
      expect.objectContaining({ card_id: 6, card_type: 'discount', discount: 20 }),
      expect.objectContaining({ card_id: 7, card_type: 'gift', object_use_for: '赠送保温杯' }),
    ])
  })

  it('W0022 main category nav: the tree and ECShopX spellings of its colours', () => {
    const w = project('W0022', {
      wgtTheme: THEME_COLOR,
      wgtTextColor: '#FFFFFF',
      wgtMenuTextColor: '#333333',
      categoryData: [
        { category_id: 1, category_name: '家电', children: [{ category_id: 2, category_name: '大家电' }] },
      ],
      data: [{ title: '新品', pathData: link.product }],
    })
    expect(w).toMatchObject({
      wgtTypeBackgroundColor: THEME_COLOR,
      wgtTypeLabelColor: '#FFFFFF',
      wgtTextColor: '#333333',
      wgtSubTextColor: expect.any(String),
    })
    expect((w.categoryData as Entry[])[0].children).toEqual([{ category_id: 2, category_name: '大家电', children: [] }])
    expect((w.data as Entry[])[0].pathData).toMatchObject({ href: '/custompage?pageid=1003' })
  })
})
