import { PRICE_COLOR } from '../../../../schemas/brand-colors.ts'
import { isRecord, type Entry } from '../../../pages/resolvers/types.ts'
import { LOGO_HEIGHT_RATIO, logoColumns } from '../../../../runtime/widgets/W0004/logo-geometry.ts'
import { flatBox, type Offset } from './box.ts'
import type { ProjectionContext } from './context.ts'
import { NO_LINK } from './links.ts'
import { projectValue } from './walk.ts'

/**
 * Each widget type in the shape ECShopX's W00xx component of the same name reads
 * (ECShopX desktop frontend, src/espier-widgets/src/W00xx): after the shared walk
 * (entries, links, images: walk.ts) a type renames or nests what its component reads differently,
 * then the box fields go flat (box.ts).
 */

type Projection = (widget: Entry, ctx: ProjectionContext) => Entry

const list = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter(isRecord) : [])
const number = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/** ECShopX's logo wall floats logos 10 px apart inside a list 20 px wider than its body. */
const ECSHOPX_LOGO_GAP = 10
/** ECShopX's category menu: a 40 px title over rows of 59 px (W0007/index.scss). */
const MENU_TITLE = 40
const MENU_ROW = 59
/** ECShopX's coupon cards: 378 × 115 with 10 px margins, under a 60 px title (W0021/index.scss). */
const COUPON_CARD = { width: 388, height: 125, title: 70 }

/** The widget made as high as ECShopX's own layout of its content needs, when that is more than designed. */
function atLeast(w: Entry, bodyHeight: number): Entry {
  const extra = number(w.height) - number(flatBox(w).height)
  return { ...w, height: Math.max(number(w.height), bodyHeight + extra) }
}

const PROJECTIONS: Partial<Record<string, Projection>> = {
  /** Hot zones in fractions of the image (ECShopX multiplies by 100). */
  W0003: (w) => ({
    ...w,
    data: list(w.data).map((zone) => ({
      ...zone,
      leftPer: number(zone.leftPer) / 100,
      topPer: number(zone.topPer) / 100,
      widthPer: number(zone.widthPer) / 100,
      heightPer: number(zone.heightPer) / 100,
    })),
  }),
  /** Logo cells in px (ours size themselves to the columns). */
  W0004: (w) => {
    const flat = flatBox(w)
    const columns = logoColumns(number(w.column, 5))
    const logoWidth = Math.max(0, Math.floor((number(flat.width) + 2 * ECSHOPX_LOGO_GAP) / columns) - ECSHOPX_LOGO_GAP)
    return { ...w, logoWidth, logoHeight: Math.floor(logoWidth * LOGO_HEIGHT_RATIO) }
  },
  /** As many top categories as ECShopX's taller rows fit in the designed height (the rest would spill over the page). */
  W0007: (w) => {
    const rows = Math.max(1, Math.floor((number(flatBox(w).height) - MENU_TITLE) / MENU_ROW))
    return { ...w, categoryData: list(w.categoryData).slice(0, rows) }
  },
  /** A free panel is as high as designed; its children are projected as their own types. */
  W0006: (w, ctx) => ({ ...w, childWidgets: list(w.childWidgets).map((child) => projectWidget(child, ctx)) }),
  /** The search button's gradient runs between wgtTextColor1 and 2: both the button colour. */
  W0008: (w) => ({ ...w, wgtTextColor1: w.wgtTheme, wgtTextColor2: w.wgtTheme }),
  /** One link object, not a list of one. */
  W0011: (w) => ({ ...w, data: list(w.data)[0] ?? {} }),
  W0012: (w) => {
    const data = Array.isArray(w.data) ? [...w.data] : []
    // ECShopX draws four goods per group and every coupon slide by group 0's length, unguarded.
    data[3] = list(data[3]).filter((group) => list(group.data).length >= 4)
    const couponGroups = list(data[4])
    const perSlide = list(couponGroups[0]?.data).length
    data[4] = couponGroups.map((group) => ({ ...group, data: list(group.data).slice(0, perSlide) }))
    return { ...w, data }
  },
  /** Two images as one window: `data[0]` is the pair. */
  W0016: (w) => ({ ...w, data: [list(w.data).slice(0, 2)], wgtBorderRadius: false }),
  /** The lead image and its link sit at the top level; goods names and briefs have their own colours. */
  W0017: (w) => {
    const { mainGoods, ...rest } = w
    const lead = isRecord(mainGoods) ? mainGoods : {}
    return {
      ...rest,
      goods_pic: typeof lead.goods_pic === 'string' ? lead.goods_pic : '',
      pathData: isRecord(lead.pathData) ? lead.pathData : NO_LINK,
      wgtTitleColor: '#333333',
      wgtTitleFontSize: 14,
    }
  },
  /** Swiper slides non-stop with no delay: at least a second between slides. */
  W0018: (w) => ({ ...w, autoplaySpeed: Math.max(number(w.autoplaySpeed), 1000) }),
  W0019: (w) => ({
    ...w,
    wgtTitleTextColor: w.wgtTitleColor,
    wgtTitleBackgroundColor: w.titleBackground,
    wgtTitleBorderRadius: false,
    wgtMoreTitleColor: w.wgtMoreColor,
    wgtMoreTitleFontSize: w.wgtMoreFontSize,
    wgtMoreRightMargin: 0,
    wgtShopBorder: number(w.wgtBorderWidth) > 0,
    wgtShopBorderWidth: w.wgtBorderWidth,
    wgtShopBorderColor: w.wgtBorderColor,
  }),
  W0020: (w) => ({ ...w, wgtPriceColor: PRICE_COLOR, wgtHideUnselectedItems: false }),
  W0021: (w) => ({
    // ECShopX's cards are larger than ours: the block grows to hold their rows rather than spill over the next.
    ...atLeast(w, couponsHeight(list(w.data).length, number(flatBox(w).width))),
    wgtTextColor: w.wgtTitleColor,
    wgtBackgroundColor: w.titleBackground,
    wgtBorderRadius: false,
    wgtSubTextColor: w.wgtMoreColor,
    wgtSubTitleFontSize: 14,
  }),
  W0022: (w) => ({
    ...w,
    wgtTypeBackgroundColor: w.wgtTheme,
    wgtTypeLabelColor: w.wgtTextColor,
    wgtTextColor: w.wgtMenuTextColor,
    wgtSubTextColor: '#6D6D6D',
  }),
}

function couponsHeight(count: number, bodyWidth: number): number {
  const perRow = Math.max(1, Math.floor((bodyWidth - ECSHOPX_LOGO_GAP) / COUPON_CARD.width))
  return COUPON_CARD.title + Math.ceil(count / perRow) * COUPON_CARD.height
}

/**
 * A resolved widget as ECShopX reads it. `offset` is what its place on the page adds (the gap
 * above it and its x, for a top-level widget ECShopX stacks full width; layout.ts).
 */
export function projectWidget(widget: Entry, ctx: ProjectionContext, offset?: Offset): Entry {
  const walked = projectValue(widget, ctx) as Entry
  const typed = PROJECTIONS[String(widget.type)]?.(walked, ctx) ?? walked
  const flat = flatBox(typed, offset)
  // The widget's own colour wins over the page theme only when ECShopX is told so.
  if (typeof flat.wgtTheme === 'string' && flat.wgtTheme !== '') flat.customerThemeEnabled = true
  return flat
}
