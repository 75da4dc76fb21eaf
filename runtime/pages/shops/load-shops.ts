import { ApiError } from '../../api/api-error.ts'
import { getRegions } from '../../api/catalogue.ts'
import type { Http } from '../../api/http.ts'
import { getShopInfo, getShops, type ShopInfo, type ShopList } from '../../api/shops.ts'
import { notFound } from '../../routing/params.ts'

/** Spec 4 "Nearby shops": without the shopper's position the page shows the shops of Beijing. */
export const FALLBACK_CITY = '北京'
/** The shop list API answers at most 10 shops per page. */
export const SHOPS_PAGE_SIZE = 10

/** The first paint of /shops/near: Beijing's shops, replaced once the browser knows where the shopper is. */
export function loadNearbyShops(http: Http): Promise<ShopList> {
  return getShops(http, { city: FALLBACK_CITY })
}

const ID = /^[1-9][0-9]{0,9}$/

export interface ShopInfoData {
  shop: ShopInfo
}

/**
 * /shops/info?distributor_id=: the shop. Whether the member collected it comes with the personal
 * call after load (the page is shared by every member of an audience).
 */
export async function loadShopInfo(http: Http, url: URL): Promise<ShopInfoData> {
  const raw = url.searchParams.get('distributor_id') ?? ''
  if (!ID.test(raw)) throw notFound()
  const id = Number(raw)
  let shop: ShopInfo
  try {
    shop = await getShopInfo(http, id)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
  return { shop }
}

export interface ShopListData extends ShopList {
  /** The chosen province ('' → the default city). */
  province: string
  provinces: string[]
  page: number
}

/** /store: every shop of the chosen province, ten per page. */
export async function loadShopList(http: Http, url: URL): Promise<ShopListData> {
  const province = (url.searchParams.get('province') ?? '').trim().slice(0, 50)
  const rawPage = url.searchParams.get('page') ?? '1'
  const page = /^[1-9][0-9]{0,5}$/.test(rawPage) ? Number(rawPage) : 1
  const [list, regions] = await Promise.all([
    getShops(
      http,
      province
        ? { province, type: 1, page, pageSize: SHOPS_PAGE_SIZE }
        : { city: FALLBACK_CITY, page, pageSize: SHOPS_PAGE_SIZE },
    ),
    // The filter can do without its options; the list still shows.
    getRegions(http).catch(() => []),
  ])
  return { ...list, province, provinces: regions.map((r) => r.label), page }
}
