import { w0001Defaults } from '../../../../schemas/widgets/W0001.ts'
import { w0002Defaults } from '../../../../schemas/widgets/W0002.ts'
import { w0005Defaults } from '../../../../schemas/widgets/W0005.ts'
import { w0011Defaults } from '../../../../schemas/widgets/W0011.ts'
import { w0021Defaults } from '../../../../schemas/widgets/W0021.ts'
import type { PageRefs } from '../page-refs.ts'
import { carouselBannerUrl } from '../urls.ts'
import { CAROUSEL_BANNERS } from './banners.ts'
import { boxed, card, categoryTabs, goodsEntry, hrefLink, image, mainCategoryLink, pick, place } from './page-kit.ts'

const FESTIVAL_RED = '#C81623'

/** 年货节专题 (/custompage?pageid=1002): a festive banner, the festival coupons and goods floors. */
export function festivalPageConfig(refs: PageRefs) {
  const tops = refs.floors.filter((f) => f.goods.length > 0)
  const floors = tops.slice(0, 4).flatMap((top, i) => {
    const y = 740 + i * 460
    return [
      place(w0011Defaults, `festival-floor-${i + 1}-title`, { x: 0, y, width: 1190, height: 40 }, {
        text: `年货好物 · ${top.name}`,
        fontSize: 24,
        fontWeight: 'bold',
        textAlign: 'center',
        color: '#FFE9B0',
        data: [mainCategoryLink(top.id, top.name)],
      }),
      place(w0002Defaults, `festival-floor-${i + 1}`, { x: 0, y: y + 50, width: 1190, height: 390 }, {
        text: top.name,
        showMore: true,
        moreLinkData: mainCategoryLink(top.id, top.name),
        ...boxed,
        paddings: { top: 0, right: 10, bottom: 10, left: 10 },
        data: pick(top.goods, 5, 5).map(goodsEntry),
      }),
    ]
  })
  return {
    page: { backgroundColor: FESTIVAL_RED, themeColor: FESTIVAL_RED, merchantSettlement: true },
    widgets: [
      place(w0001Defaults, 'festival-banner', { x: 0, y: 0, width: 1190, height: 460 }, {
        autoplay: true,
        borders: card,
        data: [image(carouselBannerUrl(1), hrefLink(CAROUSEL_BANNERS[0].href))],
      }),
      place(w0021Defaults, 'festival-coupons', { x: 0, y: 476, width: 1190, height: 240 }, {
        text: '年货节专享券',
        subTitle: '领券再下单 满减叠加',
        wgtCouponColor: FESTIVAL_RED,
        wgtButtonColor: FESTIVAL_RED,
        moreLinkData: hrefLink('/member/coupon'),
        ...boxed,
        paddings: { top: 0, right: 16, bottom: 16, left: 16 },
        data: refs.coupons.slice(0, 3).map((card_id) => ({ card_id, title: '', card_type: 'cash' as const })),
      }),
      ...floors,
    ],
  }
}

/** 新品首发 (/product/new-arrivals): the newest goods, by category tab and in one long list. */
export function newArrivalsPageConfig(refs: PageRefs) {
  const tops = refs.floors.filter((f) => f.goods.length > 0)
  return {
    page: { backgroundColor: '#F5F5F5', themeColor: '#479EE9', merchantSettlement: true },
    widgets: [
      place(w0011Defaults, 'new-title', { x: 0, y: 0, width: 1190, height: 56 }, {
        text: '新品首发 · 每周上新',
        fontSize: 32,
        fontWeight: 'bold',
        textAlign: 'center',
        color: '#333333',
      }),
      place(w0005Defaults, 'new-tabs', { x: 0, y: 72, width: 1190, height: 480 }, {
        text: '分类新品',
        ...boxed,
        data: categoryTabs(tops.slice(0, 6), 4, 3),
      }),
      place(w0002Defaults, 'new-goods', { x: 0, y: 568, width: 1190, height: 720 }, {
        text: '最新上架',
        ...boxed,
        paddings: { top: 0, right: 10, bottom: 10, left: 10 },
        data: refs.newest.slice(0, 10).map(goodsEntry),
      }),
    ],
  }
}
