import type { FastifyBaseLogger } from 'fastify'
import type { WidgetDescriptor } from '../../schemas/descriptor.ts'
import { withoutDefaults } from '../../schemas/widget-defaults.ts'
import { linkHref } from '../../schemas/link.ts'
import type { PageSettings } from '../../schemas/page.ts'
import { stripWidget } from '../../schemas/strip-unknown.ts'
import { validateTemplate } from '../../schemas/validate.ts'
import type { GoodsTile } from '../commerce/goods/tiles.ts'
import { categoryData, loadCategories, type CategoryIndex } from './resolvers/categories.ts'
import { couponEntry, couponIdOf, loadCoupons, type LiveCoupon } from './resolvers/coupons.ts'
import { goodsEntry, goodsIdOf, loadGoods } from './resolvers/goods.ts'
import { loadShops, shopEntry, shopIdOf, type LiveShop } from './resolvers/shops.ts'
import { shownWidgets } from './resolvers/hidden.ts'
import { shownContent } from './resolvers/shown.ts'
import { isRecord, type Entry, type ResolveContext } from './resolvers/types.ts'

/** References found in a page's widgets, gathered first so each kind is read in one batch. */
interface References {
  goods: number[]
  coupons: number[]
  shops: number[]
  categories: boolean
}

interface LiveData {
  goods: Map<number, GoodsTile>
  coupons: Map<number, LiveCoupon>
  shops: Map<number, LiveShop>
  categories: CategoryIndex | null
  /** Category images in categoryData (ResolveOptions.full). */
  categoryImages: boolean
}

export interface ResolveOptions {
  /**
   * Every setting, those equal to their defaults included, and the categories' images: for a
   * client that fills nothing in itself (the ECShopX projection). Our own descriptors leave both out.
   */
  full?: boolean
}

/** A stored entry whose referent is gone (off the shelf, deleted, expired): dropped from its list. */
const GONE = Symbol('gone')

/**
 * Entries are recognised by their reference field wherever a widget keeps them (data lists, tabs,
 * groups), so every widget type shares one walk: goods entries by goods_id with goods_name or
 * goods_pic, coupons by card_id, shops by shop_id or distributor_id. Checked in that order, since
 * a stored goods entry may also name its shop. A placeholder (id 0) refers to nothing.
 */
function collect(node: unknown, refs: References): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, refs)
    return
  }
  if (!isRecord(node)) return
  const goodsId = goodsIdOf(node)
  if (goodsId !== undefined) return void (goodsId > 0 && refs.goods.push(goodsId))
  const couponId = couponIdOf(node)
  if (couponId !== undefined) return void (couponId > 0 && refs.coupons.push(couponId))
  const shopId = shopIdOf(node)
  if (shopId !== undefined) return void (shopId > 0 && refs.shops.push(shopId))
  collectFields(node, refs)
}

function collectFields(node: Entry, refs: References): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'categoryData') refs.categories = true
    else collect(value, refs)
  }
}

function replace(node: unknown, live: LiveData): unknown {
  if (Array.isArray(node)) return node.map((child) => replace(child, live)).filter((child) => child !== GONE)
  if (!isRecord(node)) return node
  const goodsId = goodsIdOf(node)
  if (goodsId !== undefined) {
    const tile = live.goods.get(goodsId)
    return tile ? goodsEntry(node, tile) : GONE
  }
  const couponId = couponIdOf(node)
  if (couponId !== undefined) {
    const coupon = live.coupons.get(couponId)
    return coupon ? couponEntry(node, coupon) : GONE
  }
  const shopId = shopIdOf(node)
  if (shopId !== undefined) {
    const shop = live.shops.get(shopId)
    return shop ? shopEntry(node, shop) : GONE
  }
  return replaceFields(node, live)
}

function replaceFields(node: Entry, live: LiveData): Entry {
  const out: Entry = {}
  for (const [key, value] of Object.entries(node)) {
    const resolved =
      key === 'categoryData' && live.categories
        ? categoryData(value, live.categories, live.categoryImages)
        : replace(value, live)
    if (resolved !== GONE) out[key] = resolved
  }
  // Every link gets its address computed by kind (spec 2.9 "Link kinds"). An entry linking through
  // its pathData (carousel slides, images, menu items) has it there, once.
  if (typeof out.linkPage === 'string') {
    const href = linkHref(out)
    if (href === null) delete out.href
    else out.href = href
    // An empty label says nothing; readers fall back to their own words either way.
    if (out.title === '') delete out.title
  }
  return out
}

export interface ResolvedPage {
  /** The template's W0000 settings, or the defaults when they are invalid. */
  page: PageSettings
  widgets: WidgetDescriptor[]
}

/**
 * What resolving a stored config needs of it, the same for every viewer and moment: its page
 * settings, its valid and shown widgets cut to the keys their schemas list, and the references to
 * read. Resolving never changes it, so one can serve every resolution of the same config.
 */
export interface PreparedTemplate {
  page: PageSettings
  widgets: readonly Entry[]
  refs: Readonly<References>
  /** The widgets without the settings equal to their defaults; made on first use. */
  lean?: readonly Entry[]
}

/**
 * Checks a stored template config: each widget against its type's schema (an invalid one is
 * logged and left out, never breaking the page), keeping only the keys that schema lists and
 * the content it shows; then finds its goods, coupons, shops and categories.
 */
export function prepareTemplate(config: unknown, log: FastifyBaseLogger): PreparedTemplate {
  const { page, widgets: valid, dropped } = validateTemplate(config)
  for (const widget of dropped) log.warn(widget, 'dropped an invalid widget from a page')
  // Keys the schemas do not list never travel, whatever an older row holds (schemas/strip-unknown.ts).
  // Widgets hidden in the designer's outline are not served (resolvers/hidden.ts).
  const widgets = shownWidgets(valid).map((widget) => shownContent(stripWidget(widget).value))
  const refs: References = { goods: [], coupons: [], shops: [], categories: false }
  for (const widget of widgets) collectFields(widget, refs)
  return { page, widgets, refs }
}

function leanWidgets(prepared: PreparedTemplate): readonly Entry[] {
  if (!prepared.lean) prepared.lean = prepared.widgets.map(withoutDefaults)
  return prepared.lean
}

/**
 * A prepared template's widgets with their goods, coupons, shops and categories replaced by live
 * data read in one batch per kind for the whole page. Settings equal to their defaults are left
 * out (schemas/widget-defaults.ts) unless `options.full` asks for them.
 */
export async function resolvePrepared(
  ctx: ResolveContext,
  prepared: PreparedTemplate,
  options: ResolveOptions = {},
): Promise<ResolvedPage> {
  const { refs } = prepared
  const [goods, coupons, shops, categories] = await Promise.all([
    loadGoods(ctx, refs.goods),
    loadCoupons(ctx, refs.coupons),
    loadShops(ctx, refs.shops),
    refs.categories ? loadCategories(ctx) : Promise.resolve(null),
  ])
  const live: LiveData = { goods, coupons, shops, categories, categoryImages: options.full === true }
  const widgets = options.full ? prepared.widgets : leanWidgets(prepared)

  return {
    page: prepared.page,
    // replaceFields builds every object and list anew, so the prepared widgets stay as they are.
    widgets: widgets.map((widget) => {
      const resolved = replaceFields(widget, live)
      // Checked against its type's schema above; withoutDefaults keeps type, uuid, position and size.
      return { ...resolved, data: resolved.data ?? [] } as WidgetDescriptor
    }),
  }
}

/** A stored template config as descriptor widgets: prepareTemplate, then resolvePrepared. */
export function resolvePage(
  ctx: ResolveContext,
  config: unknown,
  log: FastifyBaseLogger,
  options: ResolveOptions = {},
): Promise<ResolvedPage> {
  return resolvePrepared(ctx, prepareTemplate(config, log), options)
}
