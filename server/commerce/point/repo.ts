import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { preparedQuery } from '../../db/prepared.ts'
import { now } from '../../../schemas/time.ts'

export async function findBalance(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('member_points')
    .select(['balance', 'total_earned', 'total_spent'])
    .where('member_id', '=', memberId)
    .executeTakeFirst()
}

/** Adds earned points, creating the balance row on first use; returns the new balance. */
export async function addEarned(db: Kysely<Database>, memberId: number, points: number): Promise<number> {
  const row = await db
    .insertInto('member_points')
    .values({ member_id: memberId, balance: points, total_earned: points, total_spent: 0, updated_at: now() })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({
        balance: eb('member_points.balance', '+', eb.ref('excluded.balance')),
        total_earned: eb('member_points.total_earned', '+', eb.ref('excluded.total_earned')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('balance')
    .executeTakeFirstOrThrow()
  return row.balance
}

const takeIfCoveredQuery = preparedQuery((db, memberId: number, points: number, at: number) =>
  db
    .updateTable('member_points')
    .set((eb) => ({
      balance: eb('balance', '-', points),
      total_spent: eb('total_spent', '+', points),
      updated_at: at,
    }))
    .where('member_id', '=', memberId)
    .where('balance', '>=', points)
    .returning('balance'),
)

/**
 * Takes points only if the balance covers them, in one statement, so parallel spends can never
 * overdraw; returns the new balance or undefined when the balance was too low (or missing).
 */
export async function takeIfCovered(
  db: Kysely<Database>,
  memberId: number,
  points: number,
): Promise<number | undefined> {
  return (await takeIfCoveredQuery(db, memberId, points, now())).rows[0]?.balance
}

/** Gives spent points back (an order cancelled or refunded); total_spent never drops below 0. */
export async function giveBack(db: Kysely<Database>, memberId: number, points: number): Promise<number> {
  const row = await db
    .insertInto('member_points')
    .values({ member_id: memberId, balance: points, total_earned: 0, total_spent: 0, updated_at: now() })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({
        balance: eb('member_points.balance', '+', eb.ref('excluded.balance')),
        total_spent: sql<number>`case when member_points.total_spent >= ${points} then member_points.total_spent - ${points} else 0 end`,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('balance')
    .executeTakeFirstOrThrow()
  return row.balance
}

const insertLogQuery = preparedQuery(
  (db, memberId: number, delta: number, balanceAfter: number, reason: string, orderId: string | null, at: number) =>
    db
      .insertInto('point_logs')
      .values({ member_id: memberId, delta, balance_after: balanceAfter, reason, order_id: orderId, created_at: at }),
)

export async function insertLog(
  db: Kysely<Database>,
  entry: { memberId: number; delta: number; balanceAfter: number; reason: string; orderId: string | null },
): Promise<void> {
  await insertLogQuery(db, entry.memberId, entry.delta, entry.balanceAfter, entry.reason, entry.orderId, now())
}

export async function listLogs(db: Kysely<Database>, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('point_logs')
    .select(['id', 'delta', 'balance_after', 'reason', 'order_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countLogs(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('point_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
