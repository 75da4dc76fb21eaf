import { sql, type Kysely } from 'kysely'
import { sentCodeColumns } from './2026_11_23_0001_members.ts'
import { createIndex, isPostgres, schemaKit } from './kit.ts'

/**
 * Operators may have a mobile (设置 › 操作员, 初始化商城): while an operator account is under
 * attack, an address it has not signed in from adds a code texted to it to the password. Those
 * codes are kept with the others in `sms_codes` under their own purpose, `operator`.
 */

const PURPOSES = ['register', 'login', 'reset_password', 'bind_mobile', 'merchant']
const COLUMNS = ['id', 'mobile', 'code', 'purpose', 'attempts', 'expires_at', 'used_at', 'created_at']

/** SQLite cannot change a CHECK in place: the table is rebuilt under the same name (nothing refers to it). */
async function rebuildSqlite(db: Kysely<any>, purposes: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const k = schemaKit(trx)
    await trx.schema
      .createTable('sms_codes_rebuilt')
      .$call(sentCodeColumns(k, 'mobile', purposes))
      .execute()
    const columns = sql.join(COLUMNS.map((c) => sql.ref(c)))
    const kept = sql.join(purposes.map((p) => sql.lit(p)))
    await sql`insert into sms_codes_rebuilt (${columns}) select ${columns} from sms_codes where purpose in (${kept})`.execute(
      trx,
    )
    await trx.schema.dropTable('sms_codes').execute()
    await sql`alter table sms_codes_rebuilt rename to sms_codes`.execute(trx)
    await createIndex(trx, 'sms_codes_mobile_idx', 'sms_codes', ['mobile', 'purpose', 'created_at'])
  })
}

async function allowPurposes(db: Kysely<any>, purposes: readonly string[]): Promise<void> {
  if (!isPostgres(db)) return rebuildSqlite(db, purposes)
  const kept = sql.join(purposes.map((p) => sql.lit(p)))
  await sql`delete from sms_codes where purpose not in (${kept})`.execute(db)
  await sql`alter table sms_codes drop constraint sms_codes_purpose_check`.execute(db)
  await sql`alter table sms_codes add constraint sms_codes_purpose_check check (purpose in (${kept}))`.execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('mobile', 'text').execute()
  await allowPurposes(db, [...PURPOSES, 'operator'])
}

/** Going back forgets the operators' mobiles and their codes. */
export async function down(db: Kysely<any>): Promise<void> {
  await allowPurposes(db, PURPOSES)
  await db.schema.alterTable('operators').dropColumn('mobile').execute()
}
