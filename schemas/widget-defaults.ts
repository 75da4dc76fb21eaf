import { DEFAULT_ZINDEX } from './widget-rules.ts'
import { MUTED_TEXT_COLOR, ON_THEME_COLOR, PRICE_COLOR, PRICE_TEXT_COLOR, THEME_COLOR } from './brand-colors.ts'
import { shopBlockDefaults, titleBarDefaults } from './widgets/title-bar-defaults.ts'
import { textDefaults } from './widgets/text-defaults.ts'
import { isRecord } from './guards.ts'

/**
 * The default settings of every widget type (spec 9) as plain code the storefront bundles (no
 * TypeBox): descriptors leave out each setting that equals its default here, since nearly every
 * widget of a page keeps most of them, and whoever reads a descriptor fills them back with
 * `withDefaults`. `GET /api/schemas/widgets/:type` answers the same defaults (the schemas build
 * theirs from FRAME_DEFAULTS and widget-defaults.test.ts holds SETTING_DEFAULTS to them).
 * Position and size, `type`, `uuid` and lists (`data`, `childWidgets`) always travel. A category
 * tree shared by several widgets of a page (W0007 and W0022 both showing every category) travels
 * once, as the descriptor's `categories`: a widget without `categoryData` of a type that has one
 * shows that tree.
 */

export const PAGE_WIDTH = 1190

/** The frame fields every widget shares (spec 3 "Widget common fields"); a box is compared side by side. */
export const FRAME_DEFAULTS = {
  zindex: DEFAULT_ZINDEX,
  widthFull: false,
  pageWidth: PAGE_WIDTH,
  margins: { top: 0, right: 0, bottom: 0, left: 0 },
  paddings: { top: 0, right: 0, bottom: 0, left: 0 },
  borders: { width: 0, style: 'solid', color: '', radius: 0 },
  colours: { backgroundColor: '', color: '' },
} as const

/** Each type's own settings that are not lists, as the widget schemas' defaults have them. */
export const SETTING_DEFAULTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  W0001: {
    name: 'carousel',
    autoplay: true,
    autoplaySpeed: 2000,
    styleType: 'style1',
    pointAlign: 'center',
    pointDefaultColor: '#FFFFFF',
    pointActiveColor: THEME_COLOR,
  },
  W0002: {
    name: 'goods',
    text: '商品推荐',
    titleAlign: 'left',
    titleBackground: '',
    wgtTitleColor: '#333333',
    wgtTitleFontSize: 18,
    wgtPriceColor: PRICE_TEXT_COLOR,
    wgtPriceFontSize: 16,
    showMore: false,
    moreText: '更多',
    wgtMoreFontSize: 12,
    moreLinkData: { linkPage: '' },
  },
  W0003: { name: 'hotzone', imgUrl: '', proportion: true },
  W0004: {
    name: 'logowall',
    text: '品牌墙',
    showMore: false,
    moreText: '更多',
    wgtMoreFontSize: 12,
    moreLinkData: { linkPage: '' },
    column: 5,
    logoWidth: 0,
    logoHeight: 0,
  },
  W0005: { name: 'showcase', text: '商品橱窗' },
  W0006: { name: 'freepanel', comptyle: 'body', grid: 10 },
  W0007: {
    name: 'categorynav',
    hover: false,
    wgtTypeBackgroundColor: THEME_COLOR,
    wgtTypeLabelColor: ON_THEME_COLOR,
    wgtBackgroundColor: '#FFFFFF',
    wgtSelectColor: THEME_COLOR,
    wgtTextColor: '#333333',
    wgtSubTextColor: MUTED_TEXT_COLOR,
    menuTop: 0,
  },
  W0008: {
    name: 'search',
    isShowBtn: true,
    placeholder: '请输入关键词',
    wgtTheme: THEME_COLOR,
    wgtTextColor: ON_THEME_COLOR,
    wgtTextColor1: '#333333',
    wgtTextColor2: MUTED_TEXT_COLOR,
    focusWidth: 0,
  },
  W0010: {
    name: 'minicart',
    fontSize: 14,
    wgtTheme: THEME_COLOR,
    wgtTextColor: '#333333',
    wgtBorderRadius: 1,
    wgtAaaa: '#E5E5E5',
  },
  W0011: { name: 'text', ...textDefaults },
  W0012: { name: 'showcasecard', mainTitle: '橱窗卡片', subTitle: '', linkPath: { linkPage: '' }, styleType: 0 },
  W0013: { name: 'scrollnav', wgtTheme: THEME_COLOR, wgtTextColor: '#333333' },
  W0014: {
    name: 'mainimageshowcase',
    text: '主图橱窗',
    wgtTextColor: '#333333',
    wgtBackgroundColor: '#FFFFFF',
    wgtBorderRadius: false,
  },
  W0015: {
    name: 'boutiqueshowcase',
    text: '精品橱窗',
    wgtTextColor: '#333333',
    wgtBackgroundColor: '#FFFFFF',
    wgtBorderRadius: false,
    wgtTitleColor: '#333333',
    wgtTitleFontSize: 18,
    wgtPriceColor: PRICE_TEXT_COLOR,
    wgtPriceFontSize: 18,
    wgtToFixed: 2,
  },
  W0016: {
    name: 'marketingshowcase',
    mainTitle: '营销橱窗',
    subTitle: '',
    linkPath: { linkPage: '' },
    wgtBackgroundColor: '#FFFFFF',
    wgtTitleFontSize: 20,
    wgtTitleColor: '#333333',
    wgtSubTitleFontSize: 14,
    wgtSubTextColor: MUTED_TEXT_COLOR,
    styleType: 0,
  },
  W0017: {
    name: 'specialshowcase',
    text: '专题橱窗',
    wgtTextColor: '#333333',
    wgtBackgroundColor: '#FFFFFF',
    wgtBorderRadius: false,
    mainGoods: { goods_pic: '', pathData: { linkPage: '' } },
    wgtSubTitleColor: MUTED_TEXT_COLOR,
    wgtSubTitleFontSize: 14,
  },
  W0018: {
    name: 'hotsalecarousel',
    mainTitle: '热卖商品',
    autoplay: true,
    autoplaySpeed: 2000,
    styleType: 'style1',
    pointAlign: 'center',
    pointActiveColor: THEME_COLOR,
    pointDefaultColor: '#DDDDDD',
    wgtTitleFontSize: 14,
    wgtTitleColor: '#333333',
    wgtPriceFontSize: 20,
    wgtToFixed: 2,
    wgtPriceColor: PRICE_TEXT_COLOR,
  },
  W0019: { name: 'nearbyshops', ...shopBlockDefaults('附近门店', 5), wgtHideUnselectedItems: false },

  W0020: { name: 'recommendshops', ...shopBlockDefaults('推荐店铺', 2) },

  W0021: {
    name: 'coupons',
    ...titleBarDefaults('优惠券'),
    wgtCouponColor: PRICE_COLOR,
    wgtButtonColor: PRICE_TEXT_COLOR,
  },

  W0022: {
    name: 'maincategorynav',
    text: '全部分类',
    hover: false,
    wgtTheme: THEME_COLOR,
    wgtTextColor: ON_THEME_COLOR,
    wgtMenuTextColor: '#333333',
    wgtSelectColor: THEME_COLOR,
    wgtBackgroundColor: '#FFFFFF',
    wgtFontSize: 14,
  },
}

/** The widget types that show a category tree (`categoryData`). */
export const CATEGORY_WIDGETS: ReadonlySet<string> = new Set(['W0007', 'W0022'])

type Fields = Record<string, unknown>

/** Deep equality of plain JSON values (the defaults hold scalars and small link objects). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (!isRecord(a) || !isRecord(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && same(a[key], b[key]))
}

/** The sides of a frame box that differ from the default box; undefined when none does. */
function changedSides(value: Fields, fallback: Fields): Fields | undefined {
  const changed = Object.fromEntries(Object.entries(value).filter(([key, side]) => side !== fallback[key]))
  return Object.keys(changed).length > 0 ? changed : undefined
}

/** Each type's defaults (frame, then the type's settings) as entries, merged once per type, not per widget rendered. */
const defaultEntries = new Map<string, ReadonlyArray<readonly [string, unknown]>>()

function defaultsOf(widget: Fields): ReadonlyArray<readonly [string, unknown]> {
  const type = String(widget.type)
  let entries = defaultEntries.get(type)
  if (!entries) {
    entries = Object.entries({
      ...FRAME_DEFAULTS,
      ...(Object.hasOwn(SETTING_DEFAULTS, type) ? SETTING_DEFAULTS[type] : {}),
    })
    if (Object.hasOwn(SETTING_DEFAULTS, type)) defaultEntries.set(type, entries)
  }
  return entries
}

/** A widget without the settings (or sides of a frame box) that equal their defaults; free panel children too. */
export function withoutDefaults(widget: Fields): Fields {
  const lean: Fields = { ...widget }
  for (const [key, fallback] of defaultsOf(widget)) {
    const value = lean[key]
    const kept =
      key in FRAME_DEFAULTS && isRecord(value) && isRecord(fallback)
        ? changedSides(value, fallback)
        : same(value, fallback)
          ? undefined
          : value
    if (kept === undefined) delete lean[key]
    else lean[key] = kept
  }
  if (Array.isArray(lean.childWidgets))
    lean.childWidgets = lean.childWidgets.map((child) => (isRecord(child) ? withoutDefaults(child) : child))
  return lean
}

/**
 * A descriptor widget with its defaults filled back: the settings the designer stored, and the
 * page's shared category tree where the widget shows one. Free panel children too.
 */
export function withDefaults<W extends Fields>(widget: W, categories?: unknown[]): W {
  const full: Fields = { ...widget }
  if (categories && full.categoryData === undefined && CATEGORY_WIDGETS.has(String(full.type)))
    full.categoryData = categories
  for (const [key, fallback] of defaultsOf(widget)) {
    const value = full[key]
    if (value === undefined) full[key] = isRecord(fallback) ? { ...fallback } : fallback
    else if (key in FRAME_DEFAULTS && isRecord(value) && isRecord(fallback)) full[key] = { ...fallback, ...value }
  }
  if (Array.isArray(full.childWidgets))
    full.childWidgets = full.childWidgets.map((child) => (isRecord(child) ? withDefaults(child, categories) : child))
  return full as W
}

/** Every widget of a page, free panel children included. */
function everyWidget(widgets: Fields[]): Fields[] {
  return widgets.flatMap((widget) => [
    widget,
    ...(Array.isArray(widget.childWidgets) ? everyWidget(widget.childWidgets.filter(isRecord)) : []),
  ])
}

/**
 * The page's widgets with a category tree that several of them show taken out of each, and that
 * tree (undefined when no two widgets share one). Widgets are changed in place: the caller owns them.
 */
export function shareCategories(widgets: Fields[]): Fields[] | undefined {
  const showing = everyWidget(widgets).filter(
    (widget) => CATEGORY_WIDGETS.has(String(widget.type)) && Array.isArray(widget.categoryData),
  )
  const tree = showing.find((widget) => (widget.categoryData as unknown[]).length > 0)?.categoryData as
    | Fields[]
    | undefined
  const sharing = tree ? showing.filter((widget) => same(widget.categoryData, tree)) : []
  if (sharing.length < 2) return undefined
  for (const widget of sharing) delete widget.categoryData
  return tree
}
