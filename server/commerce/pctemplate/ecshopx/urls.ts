import { onPublicUrl } from '../../../lib/public-image.ts'
import type { ProjectionContext } from './context.ts'

/** The keys under which widgets and entries keep image addresses. */
export const IMAGE_KEYS: ReadonlySet<string> = new Set([
  'imgUrl',
  'goods_pic',
  'shop_pic',
  'banner',
  'logo',
  'image_url',
])

/**
 * An image address the frontend can load from its own origin: a site path is put on PUBLIC_URL,
 * an http(s) address stays, and '' stays '' (ECShopX then draws its size placeholder).
 */
export function absoluteImage(url: string, ctx: ProjectionContext): string {
  return onPublicUrl(url, ctx.origin)
}

/** Our list sorts (`sort=`) as the ECShopX list's `goodsSort` values (its 销量/价格降序/价格升序/上新 tabs). */
const GOODS_SORT: Readonly<Record<string, string>> = { sales: '1', price_desc: '2', price_asc: '3', newest: '4' }

/**
 * A storefront address as an ECShopX route: product pages by id (/custompage?pageid=), list sorts
 * as goodsSort; every other path is a route both frontends share, and http(s) addresses stay.
 */
export function ecshopxTarget(href: string, ctx: ProjectionContext): string {
  const product = /^\/product\/([^/?#]+)/.exec(href)
  if (product) {
    const pageId = ctx.productPages.get(decodeURIComponent(product[1]))
    return pageId === undefined ? '/' : `/custompage?pageid=${pageId}`
  }
  if (!href.startsWith('/items?')) return href
  const query = new URLSearchParams(href.slice('/items?'.length))
  const sort = query.get('sort')
  if (sort === null) return href
  query.delete('sort')
  const goodsSort = GOODS_SORT[sort]
  if (goodsSort) query.set('goodsSort', goodsSort)
  const rest = query.toString()
  return rest ? `/items?${rest}` : '/items'
}
