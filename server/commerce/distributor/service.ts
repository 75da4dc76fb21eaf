import type { Kysely } from 'kysely'
import QRCode from 'qrcode'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import { distanceShow, haversineMetres, type LatLng } from './distance.ts'
import * as repo from './repo.ts'
import type { ShopCard, ShopValidity } from '../../../schemas/api/distributor.ts'
import type { PriceViewer } from '../goods/viewer.ts'
import { keywordTerms } from '../goods/service.ts'
import { shopGoods } from './shop-goods.ts'
import { now } from '../../../schemas/time.ts'

/** Spec 4 "Nearby shops": without a location the list falls back to Beijing. */
export const DEFAULT_CITY = '北京'
/** Spec 9: the nearby-shop list shows at most 10 shops, each with at most 2 tags. */
export const MAX_SHOPS = 10
export const MAX_CARD_TAGS = 2
const SHOP_GOODS_LIMIT = 6
/** /store.search pages: 10 shops by default, at most 50. */
export const SEARCH_PAGE_SIZE = 10
export const SEARCH_MAX_PAGE_SIZE = 50

export interface ShopListInput extends PageQuery {
  company_id?: number
  lat?: number
  lng?: number
  province?: string
  city?: string
  area?: string
  type?: number
  sort_type?: number
  tag_id?: number
  distributor_tag_id?: number
  show_discount?: number
}

/** Region names arrive as '北京市'/'朝阳区' from geocoders and as '北京'/'朝阳' from pickers; match on the stem. */
function regionStem(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  const stem = trimmed.replace(/(特别行政区|自治区|自治州|省|市|区|县)$/u, '')
  return stem.length >= 2 ? stem : trimmed
}

function origin(input: { lat?: number; lng?: number }): LatLng | null {
  const hasLat = input.lat !== undefined
  const hasLng = input.lng !== undefined
  if (hasLat !== hasLng) throw fail('LOCATION_INCOMPLETE')
  return hasLat && hasLng ? { lat: input.lat as number, lng: input.lng as number } : null
}

function withDistance(row: repo.ShopRow, from: LatLng | null) {
  const distance =
    from && row.lat !== null && row.lng !== null ? haversineMetres(from, { lat: row.lat, lng: row.lng }) : null
  return { row, distance }
}

type Located = ReturnType<typeof withDistance>

/** Shops without coordinates always go last, whichever direction distance is sorted. */
function byDistance(direction: 1 | -1) {
  return (a: Located, b: Located) => {
    if (a.distance === null || b.distance === null) return a.distance === null ? (b.distance === null ? 0 : 1) : -1
    return direction * (a.distance - b.distance) || a.row.id - b.row.id
  }
}

function shopFields(row: repo.ShopRow, distance: number | null) {
  return {
    distributor_id: row.id,
    company_id: row.company_id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    top_image: row.top_image,
    address: row.address,
    province: row.province,
    city: row.city,
    area: row.area,
    lat: row.lat,
    lng: row.lng,
    distance,
    distance_show: distance === null ? '' : distanceShow(distance),
    mobile: row.phone,
    phone: row.phone,
    hours: row.hours,
    is_ziti: row.is_ziti,
  }
}

async function tagsByShop(db: Kysely<Database>, shopIds: number[]) {
  const tags = new Map<number, { tag_id: number; tag_name: string }[]>()
  for (const t of await repo.listTagsOfShops(db, shopIds)) {
    const list = tags.get(t.distributor_id) ?? []
    list.push({ tag_id: t.tag_id, tag_name: t.tag_name })
    tags.set(t.distributor_id, list)
  }
  return tags
}

/**
 * Filters in SQL, then measures and sorts in JS: a mall has tens to a few hundred shops, and doing
 * the haversine here keeps one query that runs unchanged on SQLite (no trigonometry by default)
 * and PostgreSQL.
 */
async function locateShops(db: Kysely<Database>, filter: repo.ShopFilter, from: LatLng | null, sortType: number) {
  const located = (await repo.listActiveShops(db, filter)).map((row) => withDistance(row, from))
  if (from && (sortType === 0 || sortType === 1)) located.sort(byDistance(1))
  else if (from && sortType === 2) located.sort(byDistance(-1))
  else if (sortType === 3 || sortType === 4) {
    const sales = await repo.salesOfShops(
      db,
      located.map((l) => l.row.id),
    )
    const direction = sortType === 3 ? -1 : 1
    located.sort((a, b) => direction * ((sales.get(a.row.id) ?? 0) - (sales.get(b.row.id) ?? 0)) || a.row.id - b.row.id)
  }
  return located
}

export async function listShops(db: Kysely<Database>, input: ShopListInput) {
  const companyId = input.company_id ?? 1
  const from = origin(input)
  const region = { province: regionStem(input.province), city: regionStem(input.city), area: regionStem(input.area) }
  const hasRegion = Boolean(region.province || region.city || region.area)
  const fallback = !from && !hasRegion
  // With a location and type 0 the nearest shops win even across a city line; type 1 pins the region.
  const regionFilter = fallback ? { city: DEFAULT_CITY } : from && input.type !== 1 ? {} : region
  const tagId = input.tag_id || input.distributor_tag_id || undefined

  const located = await locateShops(db, { companyId, ...regionFilter, tagId }, from, input.sort_type ?? 0)
  const { offset, pageSize } = toPage(input, MAX_SHOPS, MAX_SHOPS)
  const page = located.slice(offset, offset + pageSize)
  const ids = page.map((l) => l.row.id)
  const tags = await tagsByShop(db, ids)
  const coupons = input.show_discount === 1 ? await repo.listClaimableShopCoupons(db, ids, now()) : []

  const list: ShopCard[] = page.map(({ row, distance }) => ({
    ...shopFields(row, distance),
    tagList: (tags.get(row.id) ?? []).slice(0, MAX_CARD_TAGS),
    ...(input.show_discount === 1
      ? { discountCardList: coupons.filter((c) => c.distributor_id === row.id).map(({ distributor_id: _, ...c }) => c) }
      : {}),
  }))
  return {
    list,
    tagList: await repo.listAllTags(db),
    total_count: located.length,
    defaultCity: DEFAULT_CITY,
    fallback: fallback ? 1 : 0,
  }
}

/** Pickup points (自提点) are the self-pickup shops, nearest first when a location is given. */
export async function listPickupLocations(
  db: Kysely<Database>,
  input: PageQuery & Pick<ShopListInput, 'company_id' | 'lat' | 'lng' | 'province' | 'city' | 'area'>,
) {
  const from = origin(input)
  const filter: repo.ShopFilter = {
    companyId: input.company_id ?? 1,
    province: regionStem(input.province),
    city: regionStem(input.city),
    area: regionStem(input.area),
    zitiOnly: true,
  }
  const located = await locateShops(db, filter, from, 1)
  const { offset, pageSize } = toPage(input, MAX_SHOPS, 50)
  const page = located.slice(offset, offset + pageSize)
  const tags = await tagsByShop(
    db,
    page.map((l) => l.row.id),
  )
  return {
    list: page.map(({ row, distance }) => ({
      ...shopFields(row, distance),
      tagList: (tags.get(row.id) ?? []).slice(0, MAX_CARD_TAGS),
    })),
    total_count: located.length,
  }
}

export interface ShopSearchInput extends PageQuery {
  company_id?: number
  keywords?: string
  province?: string
  city?: string
  area?: string
}

/**
 * /store.search: open shops whose name, address or tags hold every search word, optionally in a
 * province/city/area, in the default shop order. Items have the distributor/list card shape.
 */
export async function searchShops(db: Kysely<Database>, input: ShopSearchInput) {
  const search: repo.ShopSearch = {
    companyId: input.company_id ?? 1,
    terms: keywordTerms(input.keywords),
    province: regionStem(input.province),
    city: regionStem(input.city),
    area: regionStem(input.area),
  }
  const { offset, pageSize } = toPage(input, SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE)
  const [rows, total] = await Promise.all([
    repo.searchShops(db, search, { offset, limit: pageSize }),
    repo.countSearchedShops(db, search),
  ])
  const tags = await tagsByShop(
    db,
    rows.map((row) => row.id),
  )
  const list: ShopCard[] = rows.map((row) => ({
    ...shopFields(row, null),
    tagList: (tags.get(row.id) ?? []).slice(0, MAX_CARD_TAGS),
  }))
  return { list, total_count: total }
}

/** The platform's own shop (distributor 0, 自营) as carts and shop blocks name it. */
export const PLATFORM_SHOP_NAME = '商城自营'

/** Whether a shop sells now (ECShopX distributor/is_valid): the platform itself always does. */
export async function shopValidity(db: Kysely<Database>, companyId: number, id: number): Promise<ShopValidity> {
  if (id === 0) return { distributor_id: 0, company_id: companyId, is_valid: true, name: PLATFORM_SHOP_NAME, logo: '' }
  const row = await repo.findActiveShop(db, companyId, id)
  return {
    distributor_id: id,
    company_id: companyId,
    is_valid: row !== undefined,
    name: row?.name ?? '',
    logo: row?.logo ?? '',
  }
}

/** Goods are priced for the viewer (member price) exactly as the goods list prices them. */
export async function shopInfo(db: Kysely<Database>, companyId: number, id: number, viewer: PriceViewer | null) {
  const row = await repo.findActiveShop(db, companyId, id)
  if (!row) throw fail('SHOP_NOT_FOUND')
  const [tags, goods] = await Promise.all([tagsByShop(db, [id]), shopGoods(db, id, SHOP_GOODS_LIMIT, viewer, now())])
  return {
    ...shopFields(row, null),
    description: row.description,
    tagList: tags.get(id) ?? [],
    goods_list: goods.cards,
    goods_count: goods.count,
  }
}

/** The pickup code of a member's own paid self-pickup order, with a QR image for the counter. */
export async function pickupCode(db: Kysely<Database>, memberId: number, orderId: string) {
  const order = await repo.findMemberOrderForPickup(db, memberId, orderId)
  if (!order) throw fail('ORDER_NOT_FOUND')
  if (order.receipt_type !== 'ziti' || !order.ziti_code) throw fail('NOT_ZITI_ORDER')
  if (order.status !== 'PAYED') throw fail('ZITI_NOT_AVAILABLE')
  return {
    order_id: order.order_id,
    ziti_code: order.ziti_code,
    qrcode_url: await QRCode.toDataURL(order.ziti_code, { margin: 1, width: 240 }),
    distributor:
      order.shop_name === null
        ? null
        : {
            distributor_id: order.distributor_id,
            name: order.shop_name,
            address: order.shop_address ?? '',
            hours: order.shop_hours ?? '',
            phone: order.shop_phone ?? '',
          },
  }
}
