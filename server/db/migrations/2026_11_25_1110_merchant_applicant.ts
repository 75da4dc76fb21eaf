import { sql, type Kysely } from 'kysely'
import { isPostgres, schemaKit } from './kit.ts'
import { applicationColumns } from './2026_11_23_0007_merchants.ts'

/**
 * A settlement application belongs to the merchant account that fills it in (商家注册 with mobile,
 * SMS code and password, then 商家入驻 with the shop token): `merchant_id` names that account, and
 * `member_id` (the owner of applications made before merchant sign-up existed) may be empty.
 * Exactly one of the two owners is set.
 */

/** Columns of the original table, in their order. */
const BASE_COLUMNS = [
  'id',
  'member_id',
  'step',
  'merchant_type',
  'data',
  'audit_status',
  'audit_reason',
  'created_at',
  'updated_at',
]

async function createApplications(db: Kysely<any>, name: string, withMerchant: boolean): Promise<void> {
  const k = schemaKit(db)
  let table = k
    .table(name)
    .addColumn('member_id', 'integer', (c) =>
      (withMerchant ? c : c.notNull()).unique().references('members.id').onDelete('cascade'),
    )
  if (withMerchant)
    table = table.addColumn('merchant_id', 'integer', (c) =>
      c.unique().references('merchant_accounts.id').onDelete('cascade'),
    )
  table = table.$call(applicationColumns(k))
  if (withMerchant)
    table = table.addCheckConstraint(`${name}_owner_check`, sql`(member_id is null) <> (merchant_id is null)`)
  await table.execute()
}

/**
 * SQLite cannot relax NOT NULL in place: the table is rebuilt under the same name, with foreign
 * keys off so merchant accounts keep pointing at their applications (see migration 0130).
 */
async function rebuildSqlite(db: Kysely<any>, withMerchant: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await db.transaction().execute(async (trx) => {
      if (!withMerchant) await sql`delete from merchant_applications where member_id is null`.execute(trx)
      await createApplications(trx, 'merchant_applications_rebuilt', withMerchant)
      const columns = sql.join(BASE_COLUMNS.map((c) => sql.ref(c)))
      await sql`insert into merchant_applications_rebuilt (${columns}) select ${columns} from merchant_applications`.execute(
        trx,
      )
      await trx.schema.dropTable('merchant_applications').execute()
      await sql`alter table merchant_applications_rebuilt rename to merchant_applications`.execute(trx)
      const broken = await sql`pragma foreign_key_check`.execute(trx)
      if (broken.rows.length > 0) throw new Error('merchant_applications rebuild left dangling references')
    })
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqlite(db, true)
  await sql`alter table merchant_applications alter column member_id drop not null`.execute(db)
  await db.schema
    .alterTable('merchant_applications')
    .addColumn('merchant_id', 'integer', (c) => c.unique().references('merchant_accounts.id').onDelete('cascade'))
    .execute()
  await sql`alter table merchant_applications add constraint merchant_applications_owner_check check ((member_id is null) <> (merchant_id is null))`.execute(
    db,
  )
}

/** Going back drops the applications of merchant sign-ups: the old table has no owner for them. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqlite(db, false)
  await sql`delete from merchant_applications where member_id is null`.execute(db)
  await sql`alter table merchant_applications drop constraint merchant_applications_owner_check`.execute(db)
  await db.schema.alterTable('merchant_applications').dropColumn('merchant_id').execute()
  await sql`alter table merchant_applications alter column member_id set not null`.execute(db)
}
