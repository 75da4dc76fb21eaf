import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely'
import { containsPattern } from '../../../db/contains.ts'
import type { Database, ShopStatus } from '../../../db/types.ts'
import type { ShopQuery } from '../../../../schemas/api/admin/merchants.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Goods (not deleted) the shop carries. */
const goodsCount = (eb: ExpressionBuilder<Database, 'distributors'>) =>
  eb
    .selectFrom('goods')
    .select((inner) => inner.fn.countAll<number | string>().as('count'))
    .whereRef('goods.distributor_id', '=', 'distributors.id')
    .where('goods.archived_at', 'is', null)
    .as('goods_count')

export const SHOP_COLUMNS = [
  'distributors.id',
  'distributors.name',
  'distributors.logo',
  'distributors.banner',
  'distributors.top_image',
  'distributors.description',
  'distributors.province',
  'distributors.city',
  'distributors.area',
  'distributors.address',
  'distributors.lat',
  'distributors.lng',
  'distributors.phone',
  'distributors.hours',
  'distributors.status',
  'distributors.is_ziti',
  'distributors.sort',
] as const

function companyShops(db: Db, companyId: number, query: ShopQuery) {
  let rows = db.selectFrom('distributors').where('distributors.company_id', '=', companyId)
  const keywords = (query.keywords ?? '').trim()
  if (keywords) rows = rows.where(sql<boolean>`lower(distributors.name) like ${containsPattern(keywords)} escape '\\'`)
  const city = (query.city ?? '').trim()
  if (city) rows = rows.where('distributors.city', '=', city)
  if (query.status && query.status !== 'all') rows = rows.where('distributors.status', '=', query.status)
  const tagId = query.tag_id
  if (tagId)
    rows = rows.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('distributor_tags')
          .select('distributor_tags.tag_id')
          .whereRef('distributor_tags.distributor_id', '=', 'distributors.id')
          .where('distributor_tags.tag_id', '=', tagId),
      ),
    )
  return rows
}

/** A page of the company's shops in the storefront's order (heaviest sort first), with goods counts. */
export async function listShops(db: Db, companyId: number, query: ShopQuery, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    companyShops(db, companyId, query)
      .select([...SHOP_COLUMNS, goodsCount])
      .orderBy('distributors.sort', 'desc')
      .orderBy('distributors.id', 'asc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    companyShops(db, companyId, query)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export function findShop(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('distributors')
    .select([...SHOP_COLUMNS, goodsCount])
    .where('distributors.company_id', '=', companyId)
    .where('distributors.id', '=', id)
    .executeTakeFirst()
}

export type ShopRecord = NonNullable<Awaited<ReturnType<typeof findShop>>>

/** The tags of the shops, in the tags' order. */
export async function tagsOf(db: Db, shopIds: readonly number[]) {
  if (shopIds.length === 0) return []
  return db
    .selectFrom('distributor_tags')
    .innerJoin('shop_tags', 'shop_tags.id', 'distributor_tags.tag_id')
    .select(['distributor_tags.distributor_id', 'shop_tags.id', 'shop_tags.tag_name', 'shop_tags.tag_color'])
    .where('distributor_tags.distributor_id', 'in', [...shopIds])
    .orderBy('shop_tags.sort')
    .orderBy('shop_tags.id')
    .execute()
}

export function listTags(db: Db) {
  return db.selectFrom('shop_tags').select(['id', 'tag_name', 'tag_color']).orderBy('sort').orderBy('id').execute()
}

export async function citiesOf(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('distributors')
    .select('city')
    .distinct()
    .where('company_id', '=', companyId)
    .where('city', '!=', '')
    .orderBy('city')
    .execute()
  return rows.map((row) => row.city)
}

export async function existingTagIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('shop_tags')
    .select('id')
    .where('id', 'in', [...ids])
    .execute()
  return new Set(rows.map((row) => row.id))
}

/** The company's goods (not deleted) among the ids. */
export async function companyGoodsIds(db: Db, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('goods')
    .select('id')
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .where('id', 'in', [...ids])
    .execute()
  return new Set(rows.map((row) => row.id))
}

export function goodsOf(db: Db, shopId: number) {
  return db
    .selectFrom('goods')
    .select(['id', 'item_name', 'pics'])
    .where('distributor_id', '=', shopId)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute()
}

/** A region of the tree by its label under its parent (null for a province). */
export async function regionByLabel(db: Db, label: string, level: 1 | 2 | 3, parentId: string | null) {
  let query = db.selectFrom('regions').select('id').where('label', '=', label).where('level', '=', level)
  query = parentId === null ? query : query.where('parent_id', '=', parentId)
  return (await query.executeTakeFirst())?.id
}

export async function hasRegions(db: Db): Promise<boolean> {
  return (await db.selectFrom('regions').select('id').where('level', '=', 1).executeTakeFirst()) !== undefined
}

export async function hasChildRegions(db: Db, parentId: string): Promise<boolean> {
  return (
    (await db.selectFrom('regions').select('id').where('parent_id', '=', parentId).executeTakeFirst()) !== undefined
  )
}

export interface ShopValues {
  name: string
  logo: string
  banner: string
  top_image: string
  description: string
  province: string
  city: string
  area: string
  address: string
  lat: number | null
  lng: number | null
  hours: string
  phone: string
  status: ShopStatus
  is_ziti: 0 | 1
  sort: number
}

export async function insertShop(db: Db, companyId: number, values: ShopValues, at: number): Promise<number> {
  const row = await db
    .insertInto('distributors')
    .values({ ...values, company_id: companyId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateShop(db: Db, id: number, values: ShopValues): Promise<void> {
  await db.updateTable('distributors').set(values).where('id', '=', id).execute()
}

export async function replaceTags(db: Db, shopId: number, tagIds: readonly number[]): Promise<void> {
  await db.deleteFrom('distributor_tags').where('distributor_id', '=', shopId).execute()
  if (tagIds.length > 0)
    await db
      .insertInto('distributor_tags')
      .values(tagIds.map((tag_id) => ({ distributor_id: shopId, tag_id })))
      .execute()
}

/** The shop carries exactly these goods: they move to it, the ones it drops go back to the platform (自营). */
export async function replaceGoods(db: Db, companyId: number, shopId: number, goodsIds: readonly number[]) {
  let dropped = db
    .updateTable('goods')
    .set({ distributor_id: 0 })
    .where('company_id', '=', companyId)
    .where('distributor_id', '=', shopId)
  if (goodsIds.length > 0) dropped = dropped.where('id', 'not in', [...goodsIds])
  await dropped.execute()
  if (goodsIds.length > 0)
    await db
      .updateTable('goods')
      .set({ distributor_id: shopId })
      .where('company_id', '=', companyId)
      .where('id', 'in', [...goodsIds])
      .execute()
}
