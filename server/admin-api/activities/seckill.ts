import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { parseStringList } from '../../commerce/goods/json-list.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type {
  SeckillDetail,
  SeckillQuery,
  SeckillSaveBody,
  SeckillView,
  SkuChoice,
} from '../../../schemas/api/admin/activities.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { activityState } from '../../../schemas/promotion-rules.ts'
import { seckillErrors } from '../../../schemas/seckill-rules.ts'
import { now as nowSeconds } from '../../../schemas/time.ts'
import {
  deleteUnsoldItems,
  findSeckill,
  goodsSkus,
  insertSeckill,
  insertSeckillItems,
  listSeckillRows,
  liveCompanySkus,
  type SeckillRow,
  seckillItemDetails,
  seckillItemRows,
  updateSeckillItem,
  updateSeckillRow,
} from './seckill-repo.ts'

/** 秒杀活动: seckill_activities and their SKUs, as the shopper's ticket and checkout read them. */

const pictureOf = (row: { image_default_id: string; pics: string }) =>
  row.image_default_id || parseStringList(row.pics)[0] || ''

type Row = SeckillRow

const toView = (row: Row, at: number): SeckillView => ({
  id: row.id,
  activity_name: row.activity_name,
  description: row.description,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  status: row.status,
  state: activityState(row, at),
  item_count: Number(row.item_count ?? 0),
  stock: Number(row.stock ?? 0),
  sales: Number(row.sales ?? 0),
  created_at: row.created_at,
})

export async function listSeckills(db: Kysely<Database>, query: SeckillQuery) {
  const page = toPage(query, 20, 100)
  const at = nowSeconds()
  const keywords = (query.keywords ?? '').trim()
  const { rows, total } = await listSeckillRows(
    db,
    { keywords, state: query.state, at },
    { offset: page.offset, limit: page.pageSize },
  )
  return { list: rows.map((row) => toView(row, at)), total_count: total }
}

export async function seckillDetail(db: Kysely<Database>, id: number): Promise<SeckillDetail> {
  const row = await findSeckill(db, id)
  if (!row) throw fail('SECKILL_NOT_FOUND')
  const items = await seckillItemDetails(db, id)
  return {
    ...toView(row, nowSeconds()),
    items: items.map((item) => ({
      id: item.id,
      goods_id: item.goods_id,
      sku_id: item.sku_id,
      item_name: item.item_name,
      spec_desc: item.spec_desc ?? '',
      pic: pictureOf(item),
      price: item.price,
      act_price: item.act_price,
      stock: item.stock,
      sales: item.sales,
      limit_per_member: item.limit_per_member,
    })),
  }
}

/** The company's SKUs of one goods, for the editor's picker. */
export async function skuChoices(db: Kysely<Database>, companyId: number, goodsId: number): Promise<SkuChoice[]> {
  const rows = await goodsSkus(db, companyId, goodsId)
  return rows.map((row) => ({
    sku_id: row.id,
    goods_id: row.goods_id,
    item_name: row.item_name,
    spec_desc: row.spec_desc ?? '',
    pic: pictureOf(row),
    price: row.price,
    store: row.store,
  }))
}

const invalid = (fields: FieldErrors) => fail('SECKILL_INVALID', { count: Object.keys(fields).length }, { fields })

/** The body checked by the shared rules with each SKU's own price; SKUs must be the company's. */
async function checkedBody(db: Kysely<Database>, companyId: number, body: SeckillSaveBody) {
  const input = { ...body, activity_name: body.activity_name.trim(), description: (body.description ?? '').trim() }
  const skuIds = [...new Set(input.items.map((item) => item.sku_id))]
  const skus = skuIds.length === 0 ? [] : await liveCompanySkus(db, companyId, skuIds)
  const byId = new Map(skus.map((sku) => [sku.id, sku]))
  const errors = seckillErrors(input, new Map(skus.map((sku) => [sku.id, sku.price])))
  input.items.forEach((item, i) => {
    if (!byId.has(item.sku_id)) errors[`items.${i}.sku_id`] = '该规格不存在或商品已删除'
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return { input, goodsOf: (skuId: number) => byId.get(skuId)!.goods_id }
}

export async function createSeckill(db: Kysely<Database>, companyId: number, body: SeckillSaveBody) {
  const { input, goodsOf } = await checkedBody(db, companyId, body)
  const id = await db.transaction().execute(async (trx) => {
    const seckillId = await insertSeckill(trx, {
      activity_name: input.activity_name,
      description: input.description,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      created_at: nowSeconds(),
    })
    await insertSeckillItems(
      trx,
      input.items.map((item) => ({
        seckill_id: seckillId,
        goods_id: goodsOf(item.sku_id),
        sku_id: item.sku_id,
        act_price: item.act_price,
        stock: item.stock,
        limit_per_member: item.limit_per_member,
      })),
    )
    return seckillId
  })
  return seckillDetail(db, id)
}

/**
 * Saves name, time and items. An item already in the activity (same SKU) keeps its row, so its
 * sales and shoppers' tickets stay; its stock moves only through the exact stock edit. An item
 * that has sold cannot be taken out (its stock can be set to 0).
 */
export async function updateSeckill(db: Kysely<Database>, companyId: number, id: number, body: SeckillSaveBody) {
  const before = await seckillDetail(db, id)
  const { input, goodsOf } = await checkedBody(db, companyId, body)
  await db.transaction().execute(async (trx) => {
    const existing = await seckillItemRows(trx, id)
    const kept = new Set(input.items.map((item) => item.sku_id))
    const removed = existing.filter((item) => !kept.has(item.sku_id))
    const sold = removed.find((item) => item.sales > 0)
    if (sold) {
      const name = before.items.find((item) => item.id === sold.id)
      throw fail('SECKILL_ITEM_SOLD', { name: [name?.item_name, name?.spec_desc].filter(Boolean).join(' ') })
    }
    if (removed.length > 0) {
      // Conditional on no sales: a purchase since the read above keeps its row and refuses the save.
      const deleted = await deleteUnsoldItems(
        trx,
        removed.map((item) => item.id),
      )
      if (deleted < removed.length) throw fail('SECKILL_ITEM_SOLD', { name: '所移除的规格' })
    }
    await updateSeckillRow(trx, id, {
      activity_name: input.activity_name,
      description: input.description,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
    })
    for (const item of input.items) {
      const current = existing.find((row) => row.sku_id === item.sku_id)
      if (current)
        await updateSeckillItem(trx, current.id, { act_price: item.act_price, limit_per_member: item.limit_per_member })
      else
        await insertSeckillItems(trx, {
          seckill_id: id,
          goods_id: goodsOf(item.sku_id),
          sku_id: item.sku_id,
          act_price: item.act_price,
          stock: item.stock,
          limit_per_member: item.limit_per_member,
        })
    }
  })
  return { before, after: await seckillDetail(db, id) }
}

export async function setSeckillStatus(db: Kysely<Database>, id: number, status: 'active' | 'disabled') {
  const before = await seckillDetail(db, id)
  await updateSeckillRow(db, id, { status })
  const { items: _items, ...after } = await seckillDetail(db, id)
  return { before, after }
}
