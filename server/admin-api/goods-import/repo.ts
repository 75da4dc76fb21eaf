import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** The company's categories, each with its parent and level (for paths like "一级/二级/三级"). */
export function companyCategories(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'level', 'category_name'])
    .where('company_id', '=', companyId)
    .execute()
}

/** The company's brands by id and name. */
export function companyBrands(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('brands').select(['id', 'name']).where('company_id', '=', companyId).execute()
}

/** The SKUs of the goods, each goods' SKUs together in their own order. */
export function skusOfGoods(db: Kysely<Database>, goodsIds: number[]) {
  return db
    .selectFrom('skus')
    .select(['goods_id', 'bn', 'spec_desc', 'price', 'market_price', 'store', 'weight', 'sales'])
    .where('goods_id', 'in', goodsIds)
    .orderBy('goods_id')
    .orderBy('sort')
    .execute()
}
