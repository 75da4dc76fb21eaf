/** Coupons at checkout: which of the member's coupons fit an order, using and giving them back. */
import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { couponFee } from '../pricing/coupon-fee.ts'
import { findHeld, listUsableHeld, markReleased, markUsed } from './repo.ts'
import { couponNotFound, scopeOfGoods } from './service.ts'
import { couponCovers, parseScopeIds } from './scope.ts'
import { now } from '../../../schemas/time.ts'

/** One order line as checkout prices it: `amount` is what the line costs before any coupon. */
export interface CheckoutLine {
  goods_id: number
  distributor_id: number
  amount: number
}

export interface UsableCoupon {
  /** The member's copy (member_coupons.id), what checkout passes back to useCoupon. */
  id: number
  card_id: number
  code: string
  card_type: 'cash' | 'discount'
  title: string
  reduce_cost: number
  discount: number
  least_cost: number
  begin_date: number
  end_date: number
  /** Cents this coupon takes off the order. */
  coupon_fee: number
  /** Indexes into `lines` of the lines it covers, so checkout can spread coupon_fee over them. */
  line_indexes: number[]
}

/**
 * The member's copies usable on these lines now, best saving first. A copy fits when the lines it
 * covers reach its least_cost; gift coupons are exchanged rather than deducted, so checkout never
 * lists them.
 */
export async function listUsableCoupons(
  trx: Transaction<Database>,
  memberId: number,
  lines: CheckoutLine[],
): Promise<UsableCoupon[]> {
  if (lines.length === 0) return []
  const [held, scopes] = await Promise.all([
    listUsableHeld(trx, memberId, now()),
    scopeOfGoods(
      trx,
      lines.map((line) => line.goods_id),
    ),
  ])
  const usable: UsableCoupon[] = []
  for (const row of held) {
    if (row.card_type === 'gift') continue
    const coupon = { ...row, scopeIds: parseScopeIds(row.use_scope_ids) }
    const lineIndexes = lines.flatMap((line, index) => {
      const goods = scopes.get(line.goods_id)
      return goods && couponCovers(coupon, { ...goods, distributorId: line.distributor_id }) ? [index] : []
    })
    const amount = lineIndexes.reduce((sum, index) => sum + lines[index]!.amount, 0)
    const fee = couponFee(row, amount)
    if (fee <= 0) continue
    usable.push({
      id: row.member_coupon_id,
      card_id: row.id,
      code: row.code,
      card_type: row.card_type,
      title: row.title,
      reduce_cost: row.reduce_cost,
      discount: row.discount,
      least_cost: row.least_cost,
      begin_date: row.held_begin_time,
      end_date: row.held_end_time,
      coupon_fee: fee,
      line_indexes: lineIndexes,
    })
  }
  return usable.sort((a, b) => b.coupon_fee - a.coupon_fee || a.end_date - b.end_date)
}

/**
 * Marks the member's copy used by an order. A conditional update 'unused' → 'used', so a copy is
 * used at most once even when two checkouts race; the loser gets a clear error.
 */
export async function useCoupon(
  trx: Transaction<Database>,
  memberId: number,
  memberCouponId: number,
  orderId: string,
): Promise<{ card_id: number }> {
  const at = now()
  const used = await markUsed(trx, memberId, memberCouponId, orderId, at)
  if (used) return { card_id: used.card_id }
  const held = await findHeld(trx, memberId, memberCouponId)
  if (!held) throw couponNotFound()
  if (held.status === 'used') throw fail('COUPON_USED')
  if (held.status === 'expired' || held.end_time < at) throw fail('COUPON_EXPIRED')
  throw fail('COUPON_NOT_STARTED')
}

/**
 * Gives a copy used by `orderId` back to the member (the order was cancelled). Only the order that
 * used it can release it; answers whether anything changed, so a repeated cancel is harmless.
 */
export async function releaseCoupon(
  trx: Transaction<Database>,
  memberId: number,
  memberCouponId: number,
  orderId: string,
): Promise<boolean> {
  return markReleased(trx, memberId, memberCouponId, orderId)
}
