/**
 * Numbers and rules the widget schemas share with the storefront's widget components, as plain
 * code without TypeBox: the browser bundle imports them from here and so never carries the
 * schema builder. The schemas re-export each one where it belongs.
 */

/**
 * Spec 9 "default z index 10000" is the designer's top layer (the widget being dragged and the
 * opened category dropdowns of W0007/W0022). Stored widgets therefore start at 1 and stay at or
 * below that layer.
 */
export const TOP_ZINDEX = 10000
export const DEFAULT_ZINDEX = 1

/** W0008 搜索: height 38 without hot keywords, 66 with any (spec 2.9). */
export const SEARCH_HEIGHT = 38
export const SEARCH_HEIGHT_WITH_KEYWORDS = 66

/** W0011 文本: the height the designer sets when the font size changes (spec 2.9). */
export const textHeightFor = (fontSize: number) => Math.floor(fontSize / 0.6)

/** W0013 滚动导航: the highlighted entry is scrolled into view this many px from the left. */
export const SCROLL_OFFSET = 50

/** W0019 附近门店: where 查看更多 leads. */
export const NEARBY_SHOPS_MORE_HREF = '/shops/near'

/** W0020 推荐店铺: recommended size of a shop block's top image. */
export const SHOP_TOP_IMAGE = { width: 538, height: 96 } as const

/** W0021 优惠券: coupon cards per slide. */
export const COUPONS_PER_SLIDE = 3
