import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { isUniqueViolation } from '../../commerce/member/repo.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { now } from '../../../schemas/time.ts'
import {
  BRAND_NAME_MAX,
  type BrandCreateBody,
  type BrandQuery,
  type BrandUpdateBody,
  type BrandView,
} from '../../../schemas/api/admin/catalogue.ts'
import { catalogueImage, catalogueName } from '../categories/catalogue-input.ts'
import * as repo from './repo.ts'

type BrandRow = NonNullable<Awaited<ReturnType<typeof repo.findBrand>>>

const toBrandView = (row: BrandRow): BrandView => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  sort: row.sort,
  goods_count: Number(row.goods_count ?? 0),
})

const requireName = (name: string) =>
  catalogueName(name, BRAND_NAME_MAX, {
    required: () => fail('BRAND_NAME_REQUIRED'),
    tooLong: () => fail('BRAND_NAME_TOO_LONG', { max: BRAND_NAME_MAX }),
  })

async function requireBrand(db: Kysely<Database>, companyId: number, id: number): Promise<BrandView> {
  const row = await repo.findBrand(db, companyId, id)
  if (!row) throw fail('BRAND_NOT_FOUND')
  return toBrandView(row)
}

async function requireFreeName(db: Kysely<Database>, companyId: number, name: string, except?: number) {
  if (await repo.brandNameTaken(db, companyId, name, except)) throw fail('BRAND_NAME_TAKEN', { name })
}

/** The unique (company, name) index refuses a name another request took meanwhile: the same refusal. */
async function nameGuarded<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('BRAND_NAME_TAKEN', { name })
    throw error
  }
}

export async function listBrandViews(db: Kysely<Database>, companyId: number, query: BrandQuery) {
  const page = toPage(query, 20, 1000)
  const { rows, total } = await repo.listBrands(db, companyId, (query.keywords ?? '').trim(), {
    offset: page.offset,
    limit: page.pageSize,
  })
  return { list: rows.map(toBrandView), total_count: total }
}

export async function createBrand(db: Kysely<Database>, companyId: number, input: BrandCreateBody) {
  const name = requireName(input.name)
  const logo = catalogueImage(input.logo ?? '')
  await requireFreeName(db, companyId, name)
  const at = now()
  const id = await nameGuarded(name, () =>
    repo.insertBrand(db, { company_id: companyId, name, logo, sort: input.sort ?? 0, created_at: at, updated_at: at }),
  )
  return requireBrand(db, companyId, id)
}

export async function updateBrand(db: Kysely<Database>, companyId: number, id: number, input: BrandUpdateBody) {
  const name = input.name === undefined ? undefined : requireName(input.name)
  const logo = input.logo === undefined ? undefined : catalogueImage(input.logo)
  const before = await requireBrand(db, companyId, id)
  if (name !== undefined && name !== before.name) await requireFreeName(db, companyId, name, id)
  await nameGuarded(name ?? before.name, () =>
    repo.updateBrand(db, id, { name, logo, sort: input.sort, updated_at: now() }),
  )
  return { before, after: await requireBrand(db, companyId, id) }
}

/** Removes a brand no goods carries any more. */
export async function deleteBrand(db: Kysely<Database>, companyId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const brand = await requireBrand(trx, companyId, id)
    if (brand.goods_count > 0) throw fail('BRAND_IN_USE', { count: brand.goods_count })
    await repo.deleteBrand(trx, id)
    return brand
  })
}
