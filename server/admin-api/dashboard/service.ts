import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import {
  DASHBOARD_RANGES,
  DEFAULT_STOCK_THRESHOLD,
  type DashboardFigures,
  type DashboardPoint,
  type DashboardQuery,
  type DashboardTopGoods,
  type DashboardView,
} from '../../../schemas/api/admin/dashboard.ts'
import { chinaClock, chinaDayStart, DAY_SECONDS } from '../../../schemas/time.ts'
import * as repo from './repo.ts'

const HOUR_SECONDS = 3600
const TOP_GOODS = 10

interface Sums {
  amount: number
  orders: number
  members: number
  newMembers: number
  refunds: number
}

const emptySums = (): Sums => ({ amount: 0, orders: 0, members: 0, newMembers: 0, refunds: 0 })

function figures(sums: Sums): DashboardFigures {
  return {
    paid_amount: sums.amount,
    paid_orders: sums.orders,
    paying_members: sums.members,
    average_order: sums.orders ? Math.round(sums.amount / sums.orders) : 0,
    new_members: sums.newMembers,
    refund_amount: sums.refunds,
  }
}

/** The best sellers with their current name and picture (an order line's for goods deleted since). */
async function withCards(db: Kysely<Database>, sales: repo.GoodsSales[]): Promise<DashboardTopGoods[]> {
  const ids = sales.flatMap((row) => (row.goods_id === null ? [] : [row.goods_id]))
  const cards = new Map((await repo.goodsCards(db, ids)).map((goods) => [goods.id, goods]))
  return Promise.all(
    sales.map(async (row) => {
      const goods = row.goods_id === null ? undefined : cards.get(row.goods_id)
      const line = goods ? undefined : await repo.lineCard(db, row.goods_id)
      return {
        ...row,
        name: goods?.item_name ?? line?.item_name ?? '',
        image: goods?.image_default_id || line?.pic || '',
      }
    }),
  )
}

/**
 * The period a range covers: whole China days ending with today (今日 is today alone, by the
 * hour), and the period of the same length just before it.
 */
export function periodOf(range: DashboardQuery['range'], time: number) {
  const days = (DASHBOARD_RANGES.find((known) => known.value === range) ?? DASHBOARD_RANGES[0]).days
  const to = chinaDayStart(time) + DAY_SECONDS
  const from = to - days * DAY_SECONDS
  return { days, from, to, previousFrom: from - days * DAY_SECONDS, size: days === 1 ? HOUR_SECONDS : DAY_SECONDS }
}

/** 概况: the range's figures beside the previous period's, their series, the best sellers and the to-dos. */
export async function dashboard(
  db: Kysely<Database>,
  companyId: number,
  query: DashboardQuery,
  time: number,
): Promise<DashboardView> {
  const range = query.range ?? 'today'
  const threshold = query.stock_threshold ?? DEFAULT_STOCK_THRESHOLD
  const period = periodOf(range, time)
  const both = { from: period.previousFrom, to: period.to, companyId }
  const current = { from: period.from, to: period.to, companyId }
  const length = period.to - period.from

  // Bucket 0 is the previous period, 1 the current one: distinct members do not add up over days.
  const [totals, daily, joined, refunded, top, toShip, toReview, toRefund, merchants, lowStock] = await Promise.all([
    repo.paidOrderBuckets(db, { ...both, size: length }),
    repo.paidOrderBuckets(db, { ...current, size: period.size }),
    repo.newMemberBuckets(db, { ...both, size: period.size }),
    repo.refundBuckets(db, { ...both, size: period.size }),
    repo.bestSellers(db, { ...current, size: length }, TOP_GOODS),
    repo.countOrdersToShip(db, companyId),
    repo.countAftersales(db, companyId, ['WAIT_SELLER_AGREE']),
    repo.countAftersales(db, companyId, ['WAIT_REFUND']),
    repo.countMerchantsToReview(db, companyId),
    repo.countLowStockGoods(db, companyId, threshold),
  ])

  const steps = length / period.size
  const points = Array.from({ length: steps }, emptySums)
  const periods = [emptySums(), emptySums()]
  for (const row of totals)
    Object.assign(periods[row.bucket], { amount: row.amount, orders: row.orders, members: row.members })
  for (const row of daily)
    Object.assign(points[row.bucket], { amount: row.amount, orders: row.orders, members: row.members })
  // Members and refunds add up: one query over both periods gives the previous period's total too.
  for (const row of joined) {
    const current = row.bucket - steps
    periods[current < 0 ? 0 : 1].newMembers += row.count
    if (current >= 0) points[current].newMembers = row.count
  }
  for (const row of refunded) {
    const current = row.bucket - steps
    periods[current < 0 ? 0 : 1].refunds += row.amount
    if (current >= 0) points[current].refunds = row.amount
  }

  const series: DashboardPoint[] = points.map((sums, index) => {
    const start = period.from + index * period.size
    const clock = chinaClock(start)
    const label = period.size === HOUR_SECONDS ? `${String(clock.hour).padStart(2, '0')}:00` : clock.date.slice(5)
    return { start, label, ...figures(sums) }
  })

  return {
    range,
    from: period.from,
    to: period.to,
    previous_from: period.previousFrom,
    figures: figures(periods[1]),
    previous: figures(periods[0]),
    series,
    top_goods: await withCards(db, top),
    todos: {
      to_ship: toShip,
      aftersales_to_review: toReview,
      refunds_to_pay: toRefund,
      merchants_to_review: merchants,
      low_stock: lowStock,
    },
    stock_threshold: threshold,
  }
}
