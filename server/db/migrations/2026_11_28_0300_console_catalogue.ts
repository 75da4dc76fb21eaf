import { sql, type Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'
import { createWatchTriggers, dropWatchTriggers, WATCHES, type Watch } from './2026_11_25_0100_content_version.ts'

/** The content-version watch of goods as of this migration: `brand_id` for `brand`, and archiving. */
const OLD_GOODS_WATCH = WATCHES.find((watch) => watch.table === 'goods') as Watch
const GOODS_WATCH: Watch = {
  table: 'goods',
  columns: [...(OLD_GOODS_WATCH.columns ?? []).filter((column) => column !== 'brand'), 'brand_id', 'archived_at'],
}
const BRANDS_WATCH: Watch = { table: 'brands' }

/**
 * What the operator console needs of the catalogue and of orders:
 * - brands become rows (name, logo, sort) that goods point to by `brand_id`; the brand names the
 *   goods carried as text become those rows, and the text column goes;
 * - goods, categories and brands belong to a company (all existing ones to company 1), categories
 *   can be hidden, and goods that have been ordered are archived instead of deleted;
 * - orders carry an operator remark;
 * - indexes for the console's dashboard and lists (paid orders by time, new members by time,
 *   after-sales by status, SKUs by stock).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('brands')
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.text('logo'))
    .$call(k.int('sort'))
    .$call(k.timestamps)
    .addUniqueConstraint('brands_company_name', ['company_id', 'name'])
    .execute()

  const alter = (table: string) => db.schema.alterTable(table)
  // No foreign key: SQLite cannot drop a column that has one; the console refuses to delete a brand in use.
  await alter('goods').addColumn('brand_id', 'integer').execute()
  await alter('goods')
    .addColumn('company_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await alter('goods').addColumn('archived_at', 'bigint').execute()
  await alter('categories')
    .addColumn('company_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await alter('categories')
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await alter('orders')
    .addColumn('operator_remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  // Goods of a shop belong to that shop's company.
  await db
    .updateTable('goods')
    .set({
      company_id: sql`coalesce((select company_id from distributors where distributors.id = goods.distributor_id), 1)`,
    })
    .execute()
  const names = await db
    .selectFrom('goods')
    .select(['company_id', 'brand'])
    .where('brand', '!=', '')
    .distinct()
    .execute()
  names.sort((a, b) => a.company_id - b.company_id || String(a.brand).localeCompare(String(b.brand), 'zh'))
  for (const [sort, { company_id: companyId, brand }] of names.entries()) {
    await db.insertInto('brands').values({ company_id: companyId, name: brand, sort }).execute()
  }
  await db
    .updateTable('goods')
    .set({
      brand_id: sql`(select id from brands where brands.company_id = goods.company_id and brands.name = goods.brand)`,
    })
    .execute()
  await dropWatchTriggers(db, OLD_GOODS_WATCH)
  await alter('goods').dropColumn('brand').execute()
  await createWatchTriggers(db, GOODS_WATCH)
  await createWatchTriggers(db, BRANDS_WATCH)

  await createIndex(db, 'goods_company_idx', 'goods', ['company_id', 'archived_at', 'created_at'])
  await createIndex(db, 'goods_brand_idx', 'goods', ['brand_id'])
  await createIndex(db, 'skus_store_idx', 'skus', ['store'])
  await createIndex(db, 'orders_paid_idx', 'orders', ['paid_at'])
  await createIndex(db, 'orders_created_idx', 'orders', ['created_at'])
  await createIndex(db, 'members_company_created_idx', 'members', ['company_id', 'created_at'])
  await createIndex(db, 'aftersales_status_idx', 'aftersales', ['status', 'created_at'])
  await createIndex(db, 'refunds_created_idx', 'refunds', ['created_at'])
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'goods_company_idx',
    'goods_brand_idx',
    'skus_store_idx',
    'orders_paid_idx',
    'orders_created_idx',
    'members_company_created_idx',
    'aftersales_status_idx',
    'refunds_created_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute()
  }
  const alter = (table: string) => db.schema.alterTable(table)
  await dropWatchTriggers(db, GOODS_WATCH)
  await dropWatchTriggers(db, BRANDS_WATCH)
  await alter('goods')
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db
    .updateTable('goods')
    .set({ brand: sql`coalesce((select name from brands where brands.id = goods.brand_id), '')` })
    .execute()
  await alter('orders').dropColumn('operator_remark').execute()
  await alter('categories').dropColumn('is_show').execute()
  await alter('categories').dropColumn('company_id').execute()
  await alter('goods').dropColumn('archived_at').execute()
  await alter('goods').dropColumn('company_id').execute()
  await alter('goods').dropColumn('brand_id').execute()
  await createWatchTriggers(db, OLD_GOODS_WATCH)
  await dropTables(db, ['brands'])
}
