import type { PromotionRow, SeckillItemRow } from './repo/activities.ts'

/** Promotions that apply to one goods, each once. */
export function promotionsFor(rows: PromotionRow[], goodsId: number): PromotionRow[] {
  const seen = new Set<number>()
  return rows.filter((row) => {
    if (seen.has(row.id) || (row.use_bound !== 'all' && row.goods_id !== goodsId)) return false
    seen.add(row.id)
    return true
  })
}

/** Seckill SKUs of one goods, all from the earliest-created running activity. */
export function seckillFor(rows: SeckillItemRow[], goodsId: number): SeckillItemRow[] {
  const own = rows.filter((row) => row.goods_id === goodsId)
  return own.filter((row) => row.seckill_id === own[0]?.seckill_id)
}
