import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { GoodsBulkAction, GoodsOutcome } from '../../../schemas/api/admin/goods.ts'
import { goodsNotFound } from './detail.ts'
import { runningPromotions, runningSeckills } from './repo/checks.ts'
import * as repo from './repo/shelf.ts'

export interface Outcome extends GoodsOutcome {
  item_name: string
  /** The shelf state before (上架 onsale / 下架 instock). */
  was: string
}

/**
 * Bulk 上架 / 下架 / 删除 of the company's goods, all or nothing: an unknown or foreign id answers
 * 404 and nothing changes. Deleting goods that have orders archives them (off the shelf, gone from
 * the console and the shop, rows kept for the orders); goods without orders are deleted with
 * everything that only points to them. Goods in a running seckill or in a running promotion that
 * names them are neither deleted nor archived: a shopper may be paying for them right now, so the
 * operator ends or edits the activity first (what 有赞 and 淘宝 sellers' consoles do).
 */
export async function applyToGoods(
  db: Kysely<Database>,
  companyId: number,
  ids: number[],
  action: GoodsBulkAction,
  now: number,
): Promise<Outcome[]> {
  const unique = [...new Set(ids)]
  return db.transaction().execute(async (trx) => {
    const rows = await repo.companyGoodsByIds(trx, companyId, unique)
    if (rows.length !== unique.length) throw goodsNotFound()
    const byId = new Map(rows.map((row) => [row.id, row]))
    const outcome = (id: number, result: GoodsOutcome['result']): Outcome => ({
      id,
      result,
      item_name: byId.get(id)?.item_name ?? '',
      was: byId.get(id)?.approve_status ?? '',
    })
    if (action !== 'delete') {
      await repo.setApproveStatus(trx, unique, action, now)
      return unique.map((id) => outcome(id, action))
    }
    await refuseIfInActivity(trx, unique, byId, now)
    const ordered = await repo.goodsWithOrders(trx, unique)
    await repo.archiveGoods(
      trx,
      unique.filter((id) => ordered.has(id)),
      now,
    )
    await repo.deleteGoods(
      trx,
      unique.filter((id) => !ordered.has(id)),
    )
    return unique.map((id) => outcome(id, ordered.has(id) ? 'archived' : 'deleted'))
  })
}

async function refuseIfInActivity(
  db: Kysely<Database>,
  ids: number[],
  byId: Map<number, { item_name: string }>,
  now: number,
): Promise<void> {
  const [seckill] = await runningSeckills(db, ids, now)
  if (seckill)
    throw fail('GOODS_IN_ACTIVITY', {
      name: byId.get(seckill.goods_id)?.item_name ?? '',
      activity: `秒杀「${seckill.activity_name}」`,
    })
  const [promotion] = await runningPromotions(db, ids, now)
  if (promotion)
    throw fail('GOODS_IN_ACTIVITY', {
      name: byId.get(promotion.goods_id)?.item_name ?? '',
      activity: `促销「${promotion.marketing_name}」`,
    })
}
