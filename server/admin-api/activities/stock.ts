import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { SeckillStockBody } from '../../../schemas/api/admin/activities.ts'
import { SECKILL_LIMITS } from '../../../schemas/seckill-rules.ts'
import { addSeckillStock, findSeckillItem, setSeckillStock } from './seckill-repo.ts'

const stockInvalid = (message: string) => fail('SECKILL_INVALID', { count: 1 }, { fields: { value: message } })

/**
 * PATCH /seckill/items/:id/stock, exact like the goods stock edit: 'add' moves the stock by
 * `value` in one conditional statement (refused below 0); 'set' writes `value` only while the
 * stock is still `expected`, so a purchase since the operator looked is never overwritten (409
 * with the current stock).
 */
export async function editSeckillStock(db: Kysely<Database>, id: number, body: SeckillStockBody) {
  const item = await findSeckillItem(db, id)
  if (!item) throw fail('SECKILL_ADMIN_ITEM_NOT_FOUND')
  if (body.mode === 'set' && (body.value < 0 || body.value > SECKILL_LIMITS.stockMax))
    throw stockInvalid('秒杀库存须为不小于0的整数')
  if (body.mode === 'add' && Math.abs(body.value) > SECKILL_LIMITS.stockMax)
    throw stockInvalid(`每次增减不能超过${SECKILL_LIMITS.stockMax}件`)
  if (body.mode === 'set' && body.expected === undefined)
    throw fail('SECKILL_INVALID', { count: 1 }, { fields: { expected: '请先刷新，按当前库存修改' } })
  const written =
    body.mode === 'add'
      ? await addSeckillStock(db, id, body.value)
      : await setSeckillStock(db, id, body.value, body.expected!)
  if (!written) {
    const stock = (await findSeckillItem(db, id))?.stock ?? 0
    if (body.mode === 'add') throw fail('SECKILL_STOCK_BELOW_ZERO', { stock }, { stock })
    throw fail('SECKILL_STOCK_CHANGED', { stock }, { stock })
  }
  return {
    answer: { id, stock: written.stock, sales: written.sales },
    target: `${item.activity_name} · ${[item.item_name, item.spec_desc].filter(Boolean).join(' ')}`,
    // What the stock was just before this write (the statement's own result less its delta).
    before: body.mode === 'add' ? written.stock - body.value : body.expected!,
  }
}
