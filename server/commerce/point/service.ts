import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import { addEarned, countLogs, findBalance, giveBack, insertLog, listLogs, takeIfCovered } from './repo.ts'
import { pointRuleView } from './rule.ts'

/**
 * Every change of a balance goes through these three functions, each writing the balance and its
 * ledger row in the caller's transaction — so the ledger always sums to the balance.
 */
function checkPoints(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0) throw fail('POINTS_INVALID')
}

export interface PointChange {
  balance: number
}

/** One change of a member's balance, in the caller's transaction. */
type PointWrite = (
  trx: Transaction<Database>,
  memberId: number,
  points: number,
  reason: string,
  orderId?: string | null,
) => Promise<PointChange>

export const earnPoints: PointWrite = async (trx, memberId, delta, reason, orderId = null) => {
  checkPoints(delta)
  const balance = await addEarned(trx, memberId, delta)
  await insertLog(trx, { memberId, delta, balanceAfter: balance, reason, orderId })
  return { balance }
}

/** 409 积分不足 when the balance does not cover `amount`; nothing is written then. */
export const spendPoints: PointWrite = async (trx, memberId, amount, reason, orderId = null) => {
  checkPoints(amount)
  const balance = await takeIfCovered(trx, memberId, amount)
  if (balance === undefined) throw fail('POINTS_NOT_ENOUGH')
  await insertLog(trx, { memberId, delta: -amount, balanceAfter: balance, reason, orderId })
  return { balance }
}

/** Returns points spent on an order that was cancelled or refunded. */
export const refundPoints: PointWrite = async (trx, memberId, amount, reason, orderId = null) => {
  checkPoints(amount)
  const balance = await giveBack(trx, memberId, amount)
  await insertLog(trx, { memberId, delta: amount, balanceAfter: balance, reason, orderId })
  return { balance }
}

export async function pointSummary(db: Kysely<Database>, memberId: number) {
  const row = await findBalance(db, memberId)
  return {
    point: row?.balance ?? 0,
    total_earned: row?.total_earned ?? 0,
    total_spent: row?.total_spent ?? 0,
    rule: pointRuleView(),
  }
}

export async function pointLedger(db: Kysely<Database>, memberId: number, query: PageQuery) {
  const page = toPage(query, 20, 100)
  const [rows, total] = await Promise.all([listLogs(db, memberId, page.pageSize, page.offset), countLogs(db, memberId)])
  return {
    list: rows.map((row) => ({ ...row, type: row.delta >= 0 ? ('income' as const) : ('outcome' as const) })),
    total_count: total,
  }
}
