import { sql, type Kysely } from 'kysely'
import { createIndex, isPostgres, schemaKit } from './kit.ts'
import { AFTERSALES_STATUSES, aftersalesColumns } from './2026_11_23_0004_trade.ts'

/**
 * Orders a member removed from their list (/trade.delete), and two after-sales steps between
 * "approved" (or "goods received back") and "refunded": WAIT_REFUND 待退款, which the refund call
 * starts from and returns to when a refund fails, and REFUNDING 退款中, held by the one call
 * sending the money so that two operators pressing "refund" at once cannot refund twice. Also
 * the times of each after-sales step, for the progress the member sees, and the freight refunded
 * with the application that leaves nothing of an unshipped order unrefunded.
 */

const NEW_STATUSES = [...AFTERSALES_STATUSES, 'WAIT_REFUND', 'REFUNDING'] as const
const STEP_TIMES = ['reviewed_at', 'goods_received_at', 'refunded_at'] as const

/** Columns of the original after-sales table, in their order. */
const BASE_COLUMNS = [
  'id',
  'aftersales_bn',
  'order_id',
  'order_item_id',
  'member_id',
  'distributor_id',
  'aftersales_type',
  'num',
  'reason',
  'description',
  'evidence_pics',
  'status',
  'refund_fee',
  'refund_point',
  'refuse_reason',
  'sendback_corp',
  'sendback_code',
  'sendback_at',
  'created_at',
  'updated_at',
  'closed_at',
]

/** The after-sales table as migration 0004 made it, with the given statuses and optionally this migration's columns. */
async function createAftersales(
  db: Kysely<any>,
  name: string,
  statuses: readonly string[],
  withNewColumns: boolean,
): Promise<void> {
  const k = schemaKit(db)
  let table = db.schema.createTable(name).$call(aftersalesColumns(k, statuses))
  if (withNewColumns) table = table.$call(k.timeNullable(...STEP_TIMES)).$call(k.money('refund_freight'))
  await table.execute()
}

/**
 * SQLite cannot change a CHECK in place: the table is rebuilt under the same name (the
 * documented 12-step way) in one transaction, with foreign keys off so refunds keep pointing at
 * their rows (the pragma only takes effect outside a transaction).
 */
async function rebuildSqlite(
  db: Kysely<any>,
  statuses: readonly string[],
  withNewColumns: boolean,
  backToReview = false,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await db.transaction().execute(async (trx) => {
      await createAftersales(trx, 'aftersales_rebuilt', statuses, withNewColumns)
      const columns = sql.join(BASE_COLUMNS.map((c) => sql.ref(c)))
      // Going back, the two steps this migration added are not allowed yet: they return to review.
      const values = sql.join(
        BASE_COLUMNS.map((c) =>
          c === 'status' && backToReview
            ? sql`case when status in ('WAIT_REFUND', 'REFUNDING') then 'WAIT_SELLER_AGREE' else status end`
            : sql.ref(c),
        ),
      )
      await sql`insert into aftersales_rebuilt (${columns}) select ${values} from aftersales`.execute(trx)
      await trx.schema.dropTable('aftersales').execute()
      await sql`alter table aftersales_rebuilt rename to aftersales`.execute(trx)
      await createIndex(trx, 'aftersales_member_idx', 'aftersales', ['member_id', 'created_at'])
      await createIndex(trx, 'aftersales_order_idx', 'aftersales', ['order_id'])
      const broken = await sql`pragma foreign_key_check`.execute(trx)
      if (broken.rows.length > 0) throw new Error('aftersales rebuild left dangling references')
    })
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}

const statusCheck = (statuses: readonly string[]) =>
  sql`check (status in (${sql.join(statuses.map((s) => sql.lit(s)))}))`

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('member_deleted', 'integer', (c) => c.notNull().defaultTo(0).check(sql`member_deleted in (0, 1)`))
    .execute()
  if (isPostgres(db)) {
    await sql`alter table aftersales drop constraint aftersales_status_check`.execute(db)
    await sql`alter table aftersales add constraint aftersales_status_check ${statusCheck(NEW_STATUSES)}`.execute(db)
    for (const column of STEP_TIMES) await db.schema.alterTable('aftersales').addColumn(column, 'bigint').execute()
    await db.schema
      .alterTable('aftersales')
      .addColumn('refund_freight', 'integer', (c) => c.notNull().defaultTo(0).check(sql`refund_freight >= 0`))
      .execute()
  } else {
    await rebuildSqlite(db, NEW_STATUSES, true)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of [...STEP_TIMES, 'refund_freight'])
      await db.schema.alterTable('aftersales').dropColumn(column).execute()
    await sql`alter table aftersales drop constraint aftersales_status_check`.execute(db)
    await sql`update aftersales set status = 'WAIT_SELLER_AGREE' where status in ('WAIT_REFUND', 'REFUNDING')`.execute(
      db,
    )
    await sql`alter table aftersales add constraint aftersales_status_check ${statusCheck(AFTERSALES_STATUSES)}`.execute(
      db,
    )
  } else {
    await rebuildSqlite(db, AFTERSALES_STATUSES, false, true)
  }
  await db.schema.alterTable('orders').dropColumn('member_deleted').execute()
}
