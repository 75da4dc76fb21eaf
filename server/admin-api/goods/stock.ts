import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { changeStock, setStockIf } from '../../commerce/goods/repo/stock.ts'
import type { StockAnswer, StockPatchBody } from '../../../schemas/api/admin/goods.ts'
import { GOODS_DB_MESSAGES, GOODS_LIMITS } from '../../../schemas/goods-rules.ts'
import * as repo from './repo/shelf.ts'

export interface StockEdit extends StockAnswer {
  item_name: string
  spec_desc: string
  before: number
}

/**
 * PATCH /goods/skus/:sku_id/stock: 'add' moves the stock by `value` in one conditional statement
 * (refused below 0); 'set' writes `value` only while the stock is still `expected`, so an order
 * placed since the operator looked is never overwritten (409 with the current stock).
 */
export async function editStock(
  db: Kysely<Database>,
  companyId: number,
  skuId: number,
  body: StockPatchBody,
): Promise<StockEdit> {
  const sku = await repo.companySku(db, companyId, skuId)
  if (!sku) throw fail('GOODS_SKU_NOT_FOUND')
  if (body.mode === 'set' && (body.value < 0 || body.value > GOODS_LIMITS.storeMax))
    throw fail('GOODS_INVALID', { count: 1 }, { fields: { value: '库存须为不小于0的整数' } })
  if (body.mode === 'add' && Math.abs(body.value) > GOODS_LIMITS.storeMax)
    throw fail('GOODS_INVALID', { count: 1 }, { fields: { value: `每次增减不能超过${GOODS_LIMITS.storeMax}件` } })
  // A set without the stock the operator saw would overwrite orders placed since: refused.
  if (body.mode === 'set' && body.expected === undefined)
    throw fail('GOODS_INVALID', { count: 1 }, { fields: { expected: GOODS_DB_MESSAGES.storeLoadedRequired } })
  const expected = body.expected ?? sku.store
  const store =
    body.mode === 'add' ? await changeStock(db, skuId, body.value) : await setStockIf(db, skuId, expected, body.value)
  if (store === null) {
    const current = (await repo.companySku(db, companyId, skuId))?.store ?? 0
    if (body.mode === 'add') throw fail('GOODS_STOCK_BELOW_ZERO', { store: current }, { store: current })
    throw fail('GOODS_STOCK_CHANGED', { store: current }, { store: current })
  }
  return {
    sku_id: skuId,
    goods_id: sku.goods_id,
    store,
    goods_store: await repo.goodsStore(db, sku.goods_id),
    item_name: sku.item_name,
    spec_desc: sku.spec_desc,
    before: body.mode === 'add' ? store - body.value : expected,
  }
}
