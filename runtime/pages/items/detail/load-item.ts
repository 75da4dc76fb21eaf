import { ApiError } from '../../../api/api-error.ts'
import { getGoodsDetail } from '../../../api/catalogue.ts'
import type { Http } from '../../../api/http.ts'
import { getItemCoupons, getRecommendations } from '../../../api/item.ts'
import { notFound } from '../../../routing/params.ts'
import type { ItemPageDetail, ItemPageData } from './item-detail-types.ts'

/** distributor_id from the query: a non-negative integer, else the item's own shop decides. */
function distributorParam(url: URL): number | undefined {
  const raw = url.searchParams.get('distributor_id')
  return raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined
}

/** The sanitizer's module, imported once: a dynamic import per page would ask the module loader again each time. */
let sanitizer: Promise<typeof import('../../../lib/sanitize-html.ts')> | undefined
const loadSanitizer = () =>
  (sanitizer ??= import('../../../lib/sanitize-html.ts').catch((error: unknown) => {
    // A download that failed (a new release meanwhile) is tried again next time.
    sanitizer = undefined
    throw error
  }))

/**
 * Everything the first paint of /items/:id needs, fetched in parallel: the goods (unknown → the
 * 404 page), its coupons and recommendations. Only the goods is essential; the side lists fall
 * back to empty so one failing call does not break the page. What is the member's own (the
 * collected mark, coupons already claimed) comes with the personal call after load, as the page is
 * shared by every member of an audience.
 * The goods description comes back sanitized: the loader runs on the server for a first visit,
 * so the browser downloads the sanitizer only when it loads an item itself.
 */
export async function loadItem(http: Http, itemId: number, url: URL): Promise<ItemPageData> {
  const requested = distributorParam(url)
  const itemCall = getGoodsDetail(http, itemId, requested === undefined ? {} : { distributor_id: requested }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
      throw error
    },
  )
  const [item, coupons, recommendations] = await Promise.all([
    itemCall as Promise<ItemPageDetail>,
    getItemCoupons(http, itemId, requested ?? 0, { silent: true }).then(
      (page) => page.list,
      () => [],
    ),
    getRecommendations(http, itemId, { silent: true }).then(
      (page) => page.list,
      () => [],
    ),
  ])
  const description =
    item.description === undefined ? undefined : (await loadSanitizer()).sanitizeHtml(item.description)
  return {
    item: { ...item, description },
    distributorId: requested ?? item.distributor_id ?? 0,
    coupons,
    recommendations,
  }
}
