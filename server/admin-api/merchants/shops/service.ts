import type { Kysely } from 'kysely'
import type { Database } from '../../../db/types.ts'
import { fail } from '../../../lib/errors.ts'
import { toPage } from '../../../lib/pagination.ts'
import { now } from '../../../../schemas/time.ts'
import type { FieldErrors } from '../../../../schemas/api/field-errors.ts'
import type { ShopDetail, ShopQuery, ShopRow, ShopSaveBody } from '../../../../schemas/api/admin/merchants.ts'
import { SHOP_DB_MESSAGES, shopErrors } from '../../../../schemas/shop-rules.ts'
import * as repo from './repo.ts'

function firstPic(pics: string): string {
  try {
    const list = JSON.parse(pics) as unknown
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : ''
  } catch {
    return ''
  }
}

async function withTags(db: Kysely<Database>, rows: repo.ShopRecord[]): Promise<ShopRow[]> {
  const tags = await repo.tagsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logo,
    province: row.province,
    city: row.city,
    area: row.area,
    address: row.address,
    phone: row.phone,
    hours: row.hours,
    status: row.status,
    is_ziti: row.is_ziti === 1,
    sort: row.sort,
    tags: tags
      .filter((tag) => tag.distributor_id === row.id)
      .map((tag) => ({ id: tag.id, tag_name: tag.tag_name, tag_color: tag.tag_color })),
    goods_count: Number(row.goods_count ?? 0),
  }))
}

export async function listShopViews(db: Kysely<Database>, companyId: number, query: ShopQuery) {
  const page = toPage(query, 20, 100)
  const { rows, total } = await repo.listShops(db, companyId, query, { offset: page.offset, limit: page.pageSize })
  return { list: await withTags(db, rows), total_count: total }
}

export async function shopOptions(db: Kysely<Database>, companyId: number) {
  const [tags, cities] = await Promise.all([repo.listTags(db), repo.citiesOf(db, companyId)])
  return { tags, cities }
}

export async function shopDetail(db: Kysely<Database>, companyId: number, id: number): Promise<ShopDetail> {
  const row = await repo.findShop(db, companyId, id)
  if (!row) throw fail('ADMIN_SHOP_NOT_FOUND')
  const [tags, goods] = await Promise.all([repo.tagsOf(db, [id]), repo.goodsOf(db, id)])
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    top_image: row.top_image,
    description: row.description,
    province: row.province,
    city: row.city,
    area: row.area,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    hours: row.hours,
    phone: row.phone,
    status: row.status,
    is_ziti: row.is_ziti === 1,
    sort: row.sort,
    tag_ids: tags.map((tag) => tag.id),
    goods_ids: goods.map((item) => item.id),
    goods: goods.map((item) => ({ id: item.id, item_name: item.item_name, pic: firstPic(item.pics) })),
  }
}

/**
 * The region must be one of the tree (province › city › county; the county when the city has any).
 * A database without the region table imported has no tree to check against.
 */
async function regionErrors(db: Kysely<Database>, body: ShopSaveBody, errors: FieldErrors) {
  if (errors.region || !(await repo.hasRegions(db))) return
  const province = await repo.regionByLabel(db, body.province.trim(), 1, null)
  const city = province && (await repo.regionByLabel(db, body.city.trim(), 2, province))
  const area = body.area.trim()
  const county = city && area ? await repo.regionByLabel(db, area, 3, city) : undefined
  if (!city || (area && !county)) errors.region = SHOP_DB_MESSAGES.regionInvalid
  else if (!area && (await repo.hasChildRegions(db, city))) errors.region = '请选择区县'
}

/** Every refusal of a save: the shared rules, then the region, tags and goods the database knows. */
async function check(db: Kysely<Database>, companyId: number, body: ShopSaveBody): Promise<void> {
  const errors = shopErrors(body)
  await regionErrors(db, body, errors)
  if (!errors.tag_ids) {
    const known = await repo.existingTagIds(db, body.tag_ids)
    if (body.tag_ids.some((id) => !known.has(id))) errors.tag_ids = SHOP_DB_MESSAGES.tagInvalid
  }
  if (!errors.goods_ids) {
    const known = await repo.companyGoodsIds(db, companyId, body.goods_ids)
    if (body.goods_ids.some((id) => !known.has(id))) errors.goods_ids = SHOP_DB_MESSAGES.goodsInvalid
  }
  const count = Object.keys(errors).length
  if (count > 0) throw fail('SHOP_INVALID', { count }, { fields: errors })
}

function values(body: ShopSaveBody): repo.ShopValues {
  return {
    name: body.name.trim(),
    logo: body.logo,
    banner: body.banner,
    top_image: body.top_image,
    description: body.description.trim(),
    province: body.province.trim(),
    city: body.city.trim(),
    area: body.area.trim(),
    address: body.address.trim(),
    lat: body.lat,
    lng: body.lng,
    hours: body.hours.trim(),
    phone: body.phone.trim(),
    status: body.status,
    is_ziti: body.is_ziti ? 1 : 0,
    sort: body.sort,
  }
}

/** A new shop with its tags and goods, in one transaction. */
export async function createShop(db: Kysely<Database>, companyId: number, body: ShopSaveBody) {
  await check(db, companyId, body)
  const id = await db.transaction().execute(async (trx) => {
    const shopId = await repo.insertShop(trx, companyId, values(body), now())
    await repo.replaceTags(trx, shopId, body.tag_ids)
    await repo.replaceGoods(trx, companyId, shopId, body.goods_ids)
    return shopId
  })
  return shopDetail(db, companyId, id)
}

/** Saves the shop, its tags and the goods it carries, in one transaction. */
export async function updateShop(db: Kysely<Database>, companyId: number, id: number, body: ShopSaveBody) {
  const before = await shopDetail(db, companyId, id)
  await check(db, companyId, body)
  await db.transaction().execute(async (trx) => {
    await repo.updateShop(trx, id, values(body))
    await repo.replaceTags(trx, id, body.tag_ids)
    await repo.replaceGoods(trx, companyId, id, body.goods_ids)
  })
  return { before, after: await shopDetail(db, companyId, id) }
}
