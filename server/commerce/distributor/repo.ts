import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely'
import { dialectOf } from '../../db/dialect.ts'
import type { Database } from '../../db/types.ts'

export interface ShopFilter {
  companyId: number
  province?: string
  city?: string
  area?: string
  tagId?: number
  zitiOnly?: boolean
}

const SHOP_COLUMNS = [
  'id',
  'company_id',
  'name',
  'logo',
  'banner',
  'top_image',
  'description',
  'province',
  'city',
  'area',
  'address',
  'lat',
  'lng',
  'phone',
  'hours',
  'is_default',
  'is_ziti',
  'sort',
] as const

/** `%text%` with LIKE wildcards in the text taken literally (escape character `\`, same on both dialects). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Active shops matching the filter, in the default order: default shop, then heaviest `sort` weight, then id. */
export function listActiveShops(db: Kysely<Database>, filter: ShopFilter) {
  return activeShops(db, filter)
    .select(SHOP_COLUMNS)
    .orderBy('is_default', 'desc')
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute()
}

function activeShops(db: Kysely<Database>, filter: ShopFilter) {
  let query = db.selectFrom('distributors').where('company_id', '=', filter.companyId).where('status', '=', 'active')
  for (const column of ['province', 'city', 'area'] as const) {
    const value = filter[column]
    if (value) query = query.where(sql<boolean>`${sql.ref(column)} like ${containsPattern(value)} escape '\\'`)
  }
  if (filter.zitiOnly) query = query.where('is_ziti', '=', 1)
  if (filter.tagId) {
    const tagId = filter.tagId
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('distributor_tags')
          .select('distributor_tags.tag_id')
          .whereRef('distributor_tags.distributor_id', '=', 'distributors.id')
          .where('distributor_tags.tag_id', '=', tagId),
      ),
    )
  }
  return query
}

export type ShopRow = Awaited<ReturnType<typeof listActiveShops>>[number]

const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Latin capitals to small letters and nothing else: PostgreSQL's lower() would also fold other scripts, SQLite's does not. */
function foldLatin(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/** foldLatin() in SQL, the same on both dialects. */
function foldLatinSql(db: Kysely<Database>, value: Expression<string>): RawBuilder<string> {
  return dialectOf(db).unicodeLower
    ? sql<string>`translate(${value}, ${CAPITALS}, ${CAPITALS.toLowerCase()})`
    : sql<string>`lower(${value})`
}

export interface ShopSearch extends ShopFilter {
  /** Every term must appear in the shop's name, address or one of its tags (latin letters in any case). */
  terms: string[]
}

function matchingShops(db: Kysely<Database>, search: ShopSearch) {
  let query = activeShops(db, search)
  for (const term of search.terms) {
    const pattern = containsPattern(foldLatin(term))
    const contains = (value: Expression<string>) => sql<boolean>`${foldLatinSql(db, value)} like ${pattern} escape '\\'`
    query = query.where((eb) =>
      eb.or([
        contains(eb.ref('distributors.name')),
        contains(eb.ref('distributors.address')),
        eb.exists(
          eb
            .selectFrom('distributor_tags')
            .innerJoin('shop_tags', 'shop_tags.id', 'distributor_tags.tag_id')
            .select('distributor_tags.tag_id')
            .whereRef('distributor_tags.distributor_id', '=', 'distributors.id')
            .where((tags) => contains(tags.ref('shop_tags.tag_name'))),
        ),
      ]),
    )
  }
  return query
}

/** One page of the shops a search finds, in the default order. */
export function searchShops(db: Kysely<Database>, search: ShopSearch, page: { offset: number; limit: number }) {
  return matchingShops(db, search)
    .select(SHOP_COLUMNS)
    .orderBy('is_default', 'desc')
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countSearchedShops(db: Kysely<Database>, search: ShopSearch): Promise<number> {
  const row = await matchingShops(db, search)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export function findActiveShop(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('distributors')
    .select(SHOP_COLUMNS)
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .executeTakeFirst()
}

export function listAllTags(db: Kysely<Database>) {
  return db
    .selectFrom('shop_tags')
    .select(['id as tag_id', 'tag_name'])
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute()
}

/** Tags of the given shops in tag order. */
export async function listTagsOfShops(db: Kysely<Database>, shopIds: number[]) {
  if (shopIds.length === 0) return []
  return db
    .selectFrom('distributor_tags')
    .innerJoin('shop_tags', 'shop_tags.id', 'distributor_tags.tag_id')
    .select(['distributor_tags.distributor_id', 'shop_tags.id as tag_id', 'shop_tags.tag_name'])
    .where('distributor_tags.distributor_id', 'in', shopIds)
    .orderBy('shop_tags.sort', 'asc')
    .orderBy('shop_tags.id', 'asc')
    .execute()
}

/** Units sold per shop (sum over its goods), for the sales sort orders. */
export async function salesOfShops(db: Kysely<Database>, shopIds: number[]): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('goods')
    .select(['distributor_id', (eb) => eb.fn.sum<number>('sales').as('sales')])
    .where('distributor_id', 'in', shopIds)
    .groupBy('distributor_id')
    .execute()
  return new Map(rows.map((r) => [r.distributor_id, Number(r.sales)]))
}

/** Shop coupons a shopper could claim now: active, in their window and not all issued. */
export async function listClaimableShopCoupons(db: Kysely<Database>, shopIds: number[], now: number) {
  if (shopIds.length === 0) return []
  return db
    .selectFrom('coupons')
    .select(['id as card_id', 'distributor_id', 'title', 'card_type', 'reduce_cost', 'discount', 'least_cost'])
    .where('distributor_id', 'in', shopIds)
    .where('status', '=', 'active')
    .where('begin_time', '<=', now)
    .where('end_time', '>', now)
    .whereRef('get_num', '<', 'quantity')
    .orderBy('id', 'asc')
    .execute()
}

/** A member's own pickup order with the shop that hands it out. */
export function findMemberOrderForPickup(db: Kysely<Database>, memberId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('distributors', 'distributors.id', 'orders.distributor_id')
    .select([
      'orders.order_id',
      'orders.status',
      'orders.receipt_type',
      'orders.ziti_code',
      'orders.distributor_id',
      'distributors.name as shop_name',
      'distributors.address as shop_address',
      'distributors.hours as shop_hours',
      'distributors.phone as shop_phone',
    ])
    .where('orders.order_id', '=', orderId)
    .where('orders.member_id', '=', memberId)
    .executeTakeFirst()
}
