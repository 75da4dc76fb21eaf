import { w0001Defaults } from '../../../../schemas/widgets/W0001.ts'
import { w0002Defaults } from '../../../../schemas/widgets/W0002.ts'
import { w0003Defaults } from '../../../../schemas/widgets/W0003.ts'
import { w0004Defaults } from '../../../../schemas/widgets/W0004.ts'
import { w0005Defaults } from '../../../../schemas/widgets/W0005.ts'
import { w0006Defaults } from '../../../../schemas/widgets/W0006.ts'
import { w0007Defaults } from '../../../../schemas/widgets/W0007.ts'
import { w0008Defaults } from '../../../../schemas/widgets/W0008.ts'
import { w0010Defaults } from '../../../../schemas/widgets/W0010.ts'
import { w0011Defaults } from '../../../../schemas/widgets/W0011.ts'
import { w0012Defaults } from '../../../../schemas/widgets/W0012.ts'
import { w0013Defaults } from '../../../../schemas/widgets/W0013.ts'
import { w0014Defaults } from '../../../../schemas/widgets/W0014.ts'
import { w0015Defaults } from '../../../../schemas/widgets/W0015.ts'
import { w0016Defaults } from '../../../../schemas/widgets/W0016.ts'
import { w0017Defaults } from '../../../../schemas/widgets/W0017.ts'
import { w0018Defaults } from '../../../../schemas/widgets/W0018.ts'
import { w0019Defaults } from '../../../../schemas/widgets/W0019.ts'
import { w0020Defaults } from '../../../../schemas/widgets/W0020.ts'
import { w0021Defaults } from '../../../../schemas/widgets/W0021.ts'
import { w0022Defaults } from '../../../../schemas/widgets/W0022.ts'
import type { PageRefs } from '../page-refs.ts'
import { carouselBannerUrl } from '../urls.ts'
import { CAROUSEL_BANNERS } from './banners.ts'
import { MUTED_TEXT_COLOR, THEME_COLOR as THEME } from '../../../../schemas/brand-colors.ts'
import {
  boxed,
  card,
  categoryTabs,
  goodsEntry,
  goodsLink,
  hrefLink,
  image,
  mainCategoryLink,
  menuEntry,
  pageLink,
  pick,
  place,
  white,
} from './page-kit.ts'

/** The seeded custom pages the home page links to. */
export const FESTIVAL_PAGE = { id: 1002, title: '年货节专题' }
export const NEW_ARRIVALS_PAGE = { id: 1003, title: '新品首发', path: 'new-arrivals' }

const WHITE = '#FFFFFF'

/** W0012 keeps all five lists (image windows of 2, 3 and 4, goods groups, coupon groups); styleType picks one. */
function showcaseCardData(styleType: number, list: unknown[]) {
  const data: unknown[] = structuredClone(w0012Defaults.data)
  data[styleType] = list
  return data
}

const couponGroup = (ids: number[]) => ({ type: 'coupon', data: ids.map((card_id) => ({ card_id, title: '', card_type: 'cash' as const })) })

/** A floor: its title bar (W0011) and a row of five goods (W0002). */
function floor(top: PageRefs['floors'][number], index: number, y: number) {
  return [
    place(w0011Defaults, `floor-${index + 1}-title`, { x: 0, y, width: 1190, height: 40 }, {
      text: `${index + 1}F · ${top.name}`,
      fontSize: 22,
      fontWeight: 'bold',
      color: '#333333',
      data: [mainCategoryLink(top.id, top.name)],
    }),
    place(w0002Defaults, `floor-${index + 1}-goods`, { x: 0, y: y + 48, width: 1190, height: 390 }, {
      text: `${top.name}热卖`,
      showMore: true,
      moreText: '查看更多',
      moreLinkData: mainCategoryLink(top.id, top.name),
      ...boxed,
      paddings: { top: 0, right: 10, bottom: 10, left: 10 },
      data: pick(top.goods, 5).map(goodsEntry),
    }),
  ]
}

/** A line of the quick panel's notice board, linking to what it announces. */
const notice = (uuid: string, y: number, text: string, link: object) => ({
  ...place(w0011Defaults, uuid, { x: 12, y, width: 176, height: 22 }, { text, fontSize: 13, color: '#666666', data: [link] }),
  leaf: true,
})

/** The right column of the first screen: greeting, search, mini cart and notices in a free panel. */
function quickPanel(y: number) {
  return place(w0006Defaults, 'quick-panel', { x: 990, y, width: 200, height: 392 }, {
    ...boxed,
    childWidgets: [
      { ...place(w0011Defaults, 'quick-hello', { x: 12, y: 14, width: 176, height: 24 }, { text: 'Hi，欢迎来到 mallfront', fontSize: 15, fontWeight: 'bold' }), leaf: true },
      { ...place(w0011Defaults, 'quick-tip', { x: 12, y: 40, width: 176, height: 20 }, { text: '新人专享满99减10', fontSize: 12, color: MUTED_TEXT_COLOR }), leaf: true },
      { ...place(w0008Defaults, 'quick-search', { x: 12, y: 70, width: 176, height: 38 }, { placeholder: '搜好物', data: [] }), leaf: true },
      { ...place(w0010Defaults, 'quick-cart', { x: 12, y: 118, width: 176, height: 38 }), leaf: true },
      { ...place(w0011Defaults, 'quick-notice-title', { x: 12, y: 172, width: 176, height: 24 }, { text: '商城快报', fontSize: 15, fontWeight: 'bold' }), leaf: true },
      notice('quick-notice-1', 202, '[年货节] 全场满199减30', pageLink(FESTIVAL_PAGE.id, FESTIVAL_PAGE.title)),
      notice('quick-notice-2', 230, '[新品] 每周上新 抢先看', hrefLink(`/product/${NEW_ARRIVALS_PAGE.path}`)),
      notice('quick-notice-3', 258, '[积分] 积分兑换好礼', hrefLink('/pointitems')),
      notice('quick-notice-4', 286, '[门店] 附近门店可自提', hrefLink('/shops/near')),
      notice('quick-notice-5', 314, '[领券] 大额满减券限量抢', hrefLink('/member/coupon')),
    ],
  })
}

/**
 * The seeded home page on the 1190px stage: a channel bar, the first screen (category menu,
 * carousel, quick panel), coupons, showcase cards, a tabbed showcase, the hot-sale carousel beside
 * the main-image showcase, the boutique and marketing showcases, the special showcase, a hot-zone
 * banner, the main category bar over three goods floors, then the brand wall, recommended shops
 * and nearby shops.
 */
export function homePageConfig(refs: PageRefs) {
  const tops = refs.floors.filter((f) => f.goods.length > 0)
  const hot = refs.hot
  const couponEntry = (card_id: number) => ({ card_id, title: '', card_type: 'cash' as const })
  const floorsY = 4043
  // The special showcase leads with the best seller of its first tab's category.
  const lead = pick(tops, 1, 1)[0]?.goods[0]
  return {
    page: { backgroundColor: '#F5F5F5', themeColor: THEME, merchantSettlement: true },
    widgets: [
      place(w0013Defaults, 'channels', { x: 210, y: 362, width: 770, height: 42 }, {
        ...boxed,
        data: tops.map((t) => menuEntry(t.name, mainCategoryLink(t.id, t.name))),
      }),
      place(w0007Defaults, 'category-menu', { x: 0, y: 12, width: 200, height: 392 }, {
        hover: true,
        categoryData: tops.map((t) => ({ category_id: t.id, category_name: t.name })),
        borders: card,
      }),
      place(w0001Defaults, 'hero', { x: 210, y: 12, width: 770, height: 340 }, {
        autoplay: true,
        autoplaySpeed: 2500,
        pointActiveColor: WHITE,
        pointDefaultColor: 'rgba(255,255,255,0.5)',
        borders: card,
        data: CAROUSEL_BANNERS.map((banner, i) => image(carouselBannerUrl(i + 1), i === 0 ? pageLink(FESTIVAL_PAGE.id, FESTIVAL_PAGE.title) : hrefLink(banner.href))),
      }),
      quickPanel(12),
      place(w0021Defaults, 'coupons', { x: 0, y: 420, width: 1190, height: 260 }, {
        text: '领券中心',
        subTitle: '先领券 再购物',
        moreText: '我的优惠券',
        moreLinkData: hrefLink('/member/coupon'),
        ...boxed,
        paddings: { top: 0, right: 16, bottom: 16, left: 16 },
        data: refs.coupons.slice(0, 6).map(couponEntry),
      }),
      place(w0012Defaults, 'card-hot', { x: 0, y: 696, width: 390, height: 450 }, {
        mainTitle: '今日必抢',
        subTitle: '爆款低价',
        styleType: 3,
        linkPath: hrefLink('/items?sort=sales'),
        ...boxed,
        data: showcaseCardData(3, [{ type: 'goods', data: pick(hot, 4).map(goodsEntry) }]),
      }),
      place(w0012Defaults, 'card-coupons', { x: 400, y: 696, width: 390, height: 450 }, {
        mainTitle: '品类好券',
        subTitle: '满减叠加更划算',
        styleType: 4,
        linkPath: hrefLink('/member/coupon'),
        ...boxed,
        data: showcaseCardData(4, [couponGroup(pick(refs.coupons, 3, 6))]),
      }),
      place(w0012Defaults, 'card-new', { x: 800, y: 696, width: 390, height: 450 }, {
        mainTitle: '新品首发',
        subTitle: '每周上新',
        styleType: 3,
        linkPath: hrefLink(`/product/${NEW_ARRIVALS_PAGE.path}`),
        ...boxed,
        data: showcaseCardData(3, [{ type: 'goods', data: pick(refs.newest, 4).map(goodsEntry) }]),
      }),
      place(w0005Defaults, 'tabbed-showcase', { x: 0, y: 1162, width: 1190, height: 480 }, {
        text: '猜你喜欢',
        ...boxed,
        data: categoryTabs(tops.slice(0, 5), 4, 5),
      }),
      place(w0018Defaults, 'hot-sale', { x: 0, y: 1658, width: 307, height: 620 }, {
        mainTitle: '热卖排行',
        ...boxed,
        data: [0, 3, 6].map((from) => ({ data: pick(hot, 3, from).map(goodsEntry) })),
      }),
      place(w0014Defaults, 'main-image-showcase', { x: 317, y: 1658, width: 873, height: 620 }, {
        text: '品质生活',
        borders: card,
        data: categoryTabs(pick(tops, 3, 2), 5),
      }),
      place(w0015Defaults, 'boutique-showcase', { x: 0, y: 2294, width: 796, height: 593 }, {
        text: '精品推荐',
        borders: card,
        wgtTextColor: WHITE,
        wgtBackgroundColor: '#2B2B3A',
        data: categoryTabs(pick(tops, 3, 5), 5),
      }),
      place(w0017Defaults, 'special-showcase', { x: 0, y: 2903, width: 1190, height: 592 }, {
        text: '专题精选',
        borders: card,
        mainGoods: { goods_pic: lead?.pic ?? '', pathData: lead ? goodsLink(lead) : hrefLink('/items') },
        data: categoryTabs(pick(tops, 3, 1), 6),
      }),
      place(w0016Defaults, 'marketing-showcase', { x: 806, y: 2294, width: 384, height: 593 }, {
        mainTitle: '限时特惠',
        subTitle: '爆款直降 低至5折',
        linkPath: pageLink(FESTIVAL_PAGE.id, FESTIVAL_PAGE.title),
        borders: card,
        data: pick(hot, 2, 9).map((g) => image(g.pic, goodsLink(g))),
      }),
      place(w0003Defaults, 'hot-zone', { x: 0, y: 3511, width: 1190, height: 460 }, {
        imgUrl: carouselBannerUrl(3),
        borders: card,
        data: [
          { leftPer: 0, topPer: 0, widthPer: 50, heightPer: 100, pathData: hrefLink(CAROUSEL_BANNERS[2].href) },
          { leftPer: 50, topPer: 0, widthPer: 50, heightPer: 100, pathData: pageLink(FESTIVAL_PAGE.id, FESTIVAL_PAGE.title) },
        ],
      }),
      place(w0022Defaults, 'main-nav', { x: 0, y: 3987, width: 1190, height: 40 }, {
        text: '全部分类',
        colours: white,
        borders: card,
        categoryData: tops.map((t) => ({ category_id: t.id, category_name: t.name })),
        data: [
          ...tops.slice(0, 3).map((t, i) => menuEntry(`${i + 1}F ${t.name}`, mainCategoryLink(t.id, t.name))),
          menuEntry('年货节', pageLink(FESTIVAL_PAGE.id, FESTIVAL_PAGE.title)),
          menuEntry('新品首发', hrefLink(`/product/${NEW_ARRIVALS_PAGE.path}`)),
          menuEntry('积分商城', hrefLink('/pointitems')),
        ],
      }),
      ...tops.slice(0, 3).flatMap((top, i) => floor(top, i, floorsY + i * 454)),
      place(w0004Defaults, 'brand-wall', { x: 0, y: 5405, width: 1190, height: 350 }, {
        text: '品牌门店',
        column: 5,
        showMore: true,
        moreText: '全部门店',
        moreLinkData: hrefLink('/shops/near'),
        ...boxed,
        paddings: { top: 0, right: 12, bottom: 12, left: 12 },
        data: refs.shops.slice(0, 10).map((shop) => image(shop.logo, { ...hrefLink(`/shops/info?distributor_id=${shop.id}`), title: shop.name })),
      }),
      place(w0020Defaults, 'recommended-shops', { x: 0, y: 5771, width: 1190, height: 430 }, {
        text: '推荐店铺',
        moreLinkData: hrefLink('/shops/near'),
        data: refs.shops.slice(0, 2).map((shop) => ({ shop_id: shop.id, shop_name: shop.name, shop_pic: '', tag_list: [], goods_list: [] })),
      }),
      place(w0019Defaults, 'nearby-shops', { x: 0, y: 6217, width: 1190, height: 565 }, {
        text: '附近门店',
        moreLinkData: hrefLink('/shops/near'),
      }),
    ],
  }
}
