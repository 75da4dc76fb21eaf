import type { Kysely, Transaction } from 'kysely'
import { dialectOf } from '../../db/dialect.ts'
import type { Database, MemberUpdate, NewMember } from '../../db/types.ts'
import { preparedQuery } from '../../db/prepared.ts'
import { findRow } from '../../lib/find-row-repo.ts'

export function findMemberByMobile(db: Kysely<Database>, companyId: number, mobile: string) {
  return findRow(db, 'members', { company_id: companyId, mobile })
}

// Read on most of a signed-in member's calls: prepared once (see db/prepared.ts), as are the other reads of the personal call.
const memberQuery = preparedQuery((db, id: number) => db.selectFrom('members').selectAll().where('id', '=', id))

export async function findMemberById(db: Kysely<Database>, id: number) {
  return (await memberQuery(db, id)).rows[0]
}

/** The grade new members start in: the one marked default, else the lowest rank. */
export async function findDefaultGrade(db: Kysely<Database>) {
  return db
    .selectFrom('vip_grades')
    .select(['id', 'name', 'discount'])
    .orderBy('is_default', 'desc')
    .orderBy('grade_rank', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst()
}

export function findGrade(db: Kysely<Database>, id: number) {
  return db.selectFrom('vip_grades').select(['id', 'name', 'discount']).where('id', '=', id).executeTakeFirst()
}

export async function insertMember(db: Kysely<Database>, member: NewMember): Promise<number> {
  const row = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function insertPointAccount(db: Kysely<Database>, memberId: number, now: number) {
  await db
    .insertInto('member_points')
    .values({ member_id: memberId, balance: 0, total_earned: 0, total_spent: 0, updated_at: now })
    .execute()
}

const balanceQuery = preparedQuery((db, memberId: number) =>
  db.selectFrom('member_points').select('balance').where('member_id', '=', memberId),
)

export async function pointBalance(db: Kysely<Database>, memberId: number): Promise<number> {
  return (await balanceQuery(db, memberId)).rows[0]?.balance ?? 0
}

export async function updateMember(db: Kysely<Database>, id: number, changes: MemberUpdate) {
  await db.updateTable('members').set(changes).where('id', '=', id).execute()
}

/** SQLite and PostgreSQL name a unique-constraint failure differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

/** The shown article of an article node (the legal texts keep one each), newest first. */
export function findNodeArticle(db: Kysely<Database>, nodeCode: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_nodes as n', 'n.id', 'a.node_id')
    .select(['a.title', 'a.content', 'a.updated_at'])
    .where('n.code', '=', nodeCode)
    .where('a.is_show', '=', 1)
    .orderBy('a.sort', 'asc')
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Serialises one member's writes inside a transaction, so per-member limits (20 addresses, 500
 * favourites) and "exactly one default address" hold under concurrent requests. PostgreSQL needs
 * a row lock on the member; SQLite already runs one write transaction at a time.
 */
export async function lockMember(trx: Transaction<Database>, memberId: number): Promise<void> {
  if (!dialectOf(trx).rowLocks) return
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute()
}
