import type { Insertable, Kysely, Transaction } from 'kysely'
import { dialectOf } from '../../db/dialect.ts'
import type { Database, PaymentsTable, RefundsTable, RefundStatus } from '../../db/types.ts'
import { findRow } from '../../lib/find-row-repo.ts'
import type { Page } from '../../lib/pagination.ts'

type Db = Kysely<Database>

/** Rows read to decide a write are locked where writers run side by side (dialect.ts). */
const rowLocks = (db: Db) => dialectOf(db).rowLocks

/** The member's WeChat openid, from a WeChat login bound to them. */
export async function wechatOpenid(db: Db, memberId: number, type: string): Promise<string | null> {
  const row = await db
    .selectFrom('member_trust_logins')
    .select('openid')
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .executeTakeFirst()
  return row?.openid ?? null
}

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findPayment(db: Db, tradeNo: string) {
  return db.selectFrom('payments').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst()
}

/** The payment, locked until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export async function lockPayment(trx: Transaction<Database>, tradeNo: string) {
  let query = trx.selectFrom('payments').selectAll().where('trade_no', '=', tradeNo)
  if (rowLocks(trx)) query = query.forUpdate()
  return query.executeTakeFirst()
}

export async function findMemberPayment(db: Db, memberId: number, tradeNo: string) {
  return findRow(db, 'payments', { trade_no: tradeNo, member_id: memberId })
}

/** The order's payment the buyer cares about: the one that succeeded, else the newest. */
export async function latestMemberPayment(db: Db, memberId: number, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .orderBy((eb) => eb.case().when('status', '=', 'SUCCESS').then(0).else(1).end())
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** A payment already recorded for the order with this provider and provider trade number. */
export async function findRecordedPayment(db: Db, orderId: string, payType: string, providerTradeNo: string | null) {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('pay_type', '=', payType)
    .where('status', '=', 'SUCCESS')
  if (providerTradeNo !== null) query = query.where('provider_trade_no', '=', providerTradeNo)
  return query.executeTakeFirst()
}

/** NOTPAY or CLOSED → SUCCESS; false when it already succeeded. */
export async function setPaymentSuccess(
  db: Db,
  tradeNo: string,
  values: { providerTradeNo: string | null; notifyRaw: string | null; at: number },
) {
  const result = await db
    .updateTable('payments')
    .set({
      status: 'SUCCESS',
      provider_trade_no: values.providerTradeNo,
      notify_raw: values.notifyRaw,
      paid_at: values.at,
    })
    .where('trade_no', '=', tradeNo)
    .where('status', '!=', 'SUCCESS')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function closePayment(db: Db, tradeNo: string) {
  await db
    .updateTable('payments')
    .set({ status: 'CLOSED' })
    .where('trade_no', '=', tradeNo)
    .where('status', '=', 'NOTPAY')
    .execute()
}

/** Once an order is paid, its other unpaid attempts are closed. */
export async function closeOtherPayments(db: Db, orderId: string, tradeNo: string) {
  await db
    .updateTable('payments')
    .set({ status: 'CLOSED' })
    .where('order_id', '=', orderId)
    .where('trade_no', '!=', tradeNo)
    .where('status', '=', 'NOTPAY')
    .execute()
}

/** The order's successful payments, oldest first, locked so refunds of one order run one at a time. */
export async function lockSuccessPayments(trx: Transaction<Database>, orderId: string) {
  let query = trx
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'SUCCESS')
    .orderBy('id')
  if (rowLocks(trx)) query = query.forUpdate()
  return query.execute()
}

/** Refunds that took or may take money (READY and SUCCESS), per payment. */
export async function refundedByTrade(db: Db, orderId: string) {
  const rows = await db
    .selectFrom('refunds')
    .select(['trade_no', (eb) => eb.fn.sum<number>('refund_fee').as('fee')])
    .where('order_id', '=', orderId)
    .where('status', '!=', 'FAIL')
    .groupBy('trade_no')
    .execute()
  return rows.map((row) => ({ tradeNo: row.trade_no, fee: Number(row.fee) }))
}

/** READY refunds made at or before `createdBy`, oldest first. */
export async function readyRefundsCreatedBy(db: Db, createdBy: number, limit: number) {
  return db
    .selectFrom('refunds')
    .select('refund_bn')
    .where('status', '=', 'READY')
    .where('created_at', '<=', createdBy)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

export async function insertRefund(db: Db, row: Insertable<RefundsTable>) {
  return db.insertInto('refunds').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findRefund(db: Db, refundBn: string) {
  return db.selectFrom('refunds').selectAll().where('refund_bn', '=', refundBn).executeTakeFirst()
}

/** READY → SUCCESS/FAIL; false when someone else settled it first. */
export async function finishRefund(db: Db, refundBn: string, status: Exclude<RefundStatus, 'READY'>, at: number) {
  const result = await db
    .updateTable('refunds')
    .set({ status, refunded_at: status === 'SUCCESS' ? at : null })
    .where('refund_bn', '=', refundBn)
    .where('status', '=', 'READY')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function listMemberPayments(db: Db, memberId: number, orderId: string | undefined, page: Page) {
  let query = db.selectFrom('payments').where('member_id', '=', memberId)
  if (orderId !== undefined) query = query.where('order_id', '=', orderId)
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}
