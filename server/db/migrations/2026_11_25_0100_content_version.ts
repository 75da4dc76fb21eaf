import { sql, type Kysely } from 'kysely'
import { isPostgres } from './kit.ts'

/**
 * One counter that moves whenever something a guest's page shows changes: goods, prices,
 * stock state (in stock / sold out, not every unit sold), coupons, shops, articles, categories,
 * published templates and settings. Triggers move it, so a change made through the API, a
 * script or by hand in the database all reach the page caches; every instance compares its
 * cached entries with this counter.
 */
export interface Watch {
  table: string
  /** Only updates of these columns count; absent means every insert, update and delete. */
  columns?: string[]
  /** Row updates that flip a state: [columns read, condition on OLD and NEW]. */
  flips?: { columns: string[]; when: string }[]
}

export const WATCHES: Watch[] = [
  {
    table: 'goods',
    // Not `sales`: every order moves it, and a list may show yesterday's count for a minute.
    columns: [
      'distributor_id',
      'item_name',
      'sub_title',
      'brief',
      'description',
      'category_id',
      'main_category_id',
      'brand',
      'pics',
      'image_default_id',
      'price',
      'market_price',
      'approve_status',
      'is_gift',
      'nospec',
      'product_type',
      'staff_goods',
      'staff_price',
      'valid_lucky',
      'item_type',
      'point_price',
      'unit',
      'sort',
    ],
  },
  { table: 'goods_tags' },
  { table: 'goods_spec_groups' },
  { table: 'goods_spec_values' },
  {
    table: 'skus',
    columns: [
      'goods_id',
      'spec_value_ids',
      'spec_key',
      'spec_desc',
      'price',
      'market_price',
      'staff_price',
      'image_url',
      'sort',
    ],
    flips: [{ columns: ['store'], when: '(OLD.store > 0) <> (NEW.store > 0)' }],
  },
  { table: 'sku_member_prices' },
  { table: 'promotions' },
  { table: 'promotion_goods' },
  { table: 'seckill_activities' },
  {
    table: 'seckill_items',
    columns: ['seckill_id', 'goods_id', 'sku_id', 'act_price', 'limit_per_member'],
    flips: [{ columns: ['stock'], when: '(OLD.stock > 0) <> (NEW.stock > 0)' }],
  },
  {
    table: 'coupons',
    columns: [
      'distributor_id',
      'card_type',
      'title',
      'description',
      'notice',
      'reduce_cost',
      'discount',
      'least_cost',
      'gift',
      'get_limit',
      'object_use_for',
      'use_scope',
      'use_scope_ids',
      'icon_url',
      'custom_url',
      'date_type',
      'begin_time',
      'end_time',
      'fixed_term',
      'status',
    ],
    // Claims move get_num every time; only running out (or getting more copies) changes a page.
    flips: [{ columns: ['get_num', 'quantity'], when: '(OLD.get_num < OLD.quantity) <> (NEW.get_num < NEW.quantity)' }],
  },
  { table: 'categories' },
  { table: 'distributors' },
  { table: 'shop_tags' },
  { table: 'distributor_tags' },
  { table: 'article_nodes' },
  { table: 'articles' },
  // Draft saves do not change what shoppers see; publishing, renaming and deleting do.
  { table: 'page_templates', columns: ['published_config', 'template_title', 'page_path', 'theme_pc_template_id'] },
  { table: 'settings' },
]

const BUMP = 'UPDATE content_version SET version = version + 1 WHERE id = 1'
const PG_FUNCTION = 'mallfront_bump_content_version'

const columnList = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

function sqliteTriggers(watch: Watch): string[] {
  const body = `BEGIN ${BUMP}; END`
  const name = (suffix: string) => `${watch.table}_content_${suffix}`
  const statements = [
    `CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${watch.table} ${body}`,
    `CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${watch.table} ${body}`,
    `CREATE TRIGGER ${name('update')} AFTER UPDATE ${watch.columns ? `OF ${columnList(watch.columns)} ` : ''}ON ${watch.table} ${body}`,
  ]
  watch.flips?.forEach((flip, index) => {
    statements.push(
      `CREATE TRIGGER ${name(`flip${index}`)} AFTER UPDATE OF ${columnList(flip.columns)} ON ${watch.table} WHEN ${flip.when} ${body}`,
    )
  })
  return statements
}

function postgresTriggers(watch: Watch): string[] {
  const run = `EXECUTE FUNCTION ${PG_FUNCTION}()`
  const name = (suffix: string) => `${watch.table}_content_${suffix}`
  const update = `UPDATE${watch.columns ? ` OF ${columnList(watch.columns)}` : ''}`
  // Statement-level: a bulk edit moves the counter once.
  const statements = [
    `CREATE TRIGGER ${name('change')} AFTER INSERT OR DELETE OR ${update} ON ${watch.table} FOR EACH STATEMENT ${run}`,
  ]
  watch.flips?.forEach((flip, index) => {
    statements.push(
      `CREATE TRIGGER ${name(`flip${index}`)} AFTER UPDATE OF ${columnList(flip.columns)} ON ${watch.table} FOR EACH ROW WHEN (${flip.when}) ${run}`,
    )
  })
  return statements
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.insertInto('content_version').values({ id: 1, version: 1 }).execute()
  const pg = isPostgres(db)
  if (pg) {
    await sql
      .raw(`CREATE FUNCTION ${PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${BUMP}; RETURN NULL; END $$`)
      .execute(db)
  }
  for (const watch of WATCHES) await createWatchTriggers(db, watch)
}

/** The triggers that move the counter on changes of `watch.table` (later migrations re-create them). */
export async function createWatchTriggers(db: Kysely<any>, watch: Watch): Promise<void> {
  for (const statement of isPostgres(db) ? postgresTriggers(watch) : sqliteTriggers(watch)) {
    await sql.raw(statement).execute(db)
  }
}

export async function dropWatchTriggers(db: Kysely<any>, watch: Watch): Promise<void> {
  const pg = isPostgres(db)
  const names = pg
    ? ['change', ...(watch.flips ?? []).map((_, index) => `flip${index}`)]
    : ['insert', 'delete', 'update', ...(watch.flips ?? []).map((_, index) => `flip${index}`)]
  for (const suffix of names) {
    await sql
      .raw(`DROP TRIGGER IF EXISTS ${watch.table}_content_${suffix}${pg ? ` ON ${watch.table}` : ''}`)
      .execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const watch of WATCHES) await dropWatchTriggers(db, watch)
  if (isPostgres(db)) await sql.raw(`DROP FUNCTION IF EXISTS ${PG_FUNCTION}()`).execute(db)
  await db.schema.dropTable('content_version').execute()
}
