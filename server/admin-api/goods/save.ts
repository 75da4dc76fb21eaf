import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { sanitizeHtml } from '../../../runtime/lib/sanitize-html.ts'
import { changeStock } from '../../commerce/goods/repo/stock.ts'
import type { GoodsDetail, GoodsSaveBody, SkuInput } from '../../../schemas/api/admin/goods.ts'
import { combinationKey } from '../../../schemas/goods-rules.ts'
import { goodsDetail, requireCompanyGoods } from './detail.ts'
import * as detailRepo from './repo/detail.ts'
import * as repo from './repo/write.ts'
import { type Existing, refuseIfInvalid, saveErrors } from './validate.ts'

/** A spec value as written: its id and what a SKU made of it shows. */
interface WrittenValue {
  id: number
  groupName: string
  name: string
  image: string
}

/** POST /goods: validates, then writes the goods, its specs, SKUs, member prices and tags in one transaction. */
export async function createGoods(
  db: Kysely<Database>,
  companyId: number,
  body: GoodsSaveBody,
  now: number,
): Promise<GoodsDetail> {
  refuseIfInvalid(await saveErrors(db, companyId, body, null, now))
  const goodsId = await db.transaction().execute(async (trx) => {
    const id = await repo.insertGoods(trx, {
      ...goodsColumns(body, now),
      company_id: companyId,
      distributor_id: 0,
      created_at: now,
    })
    await writeContent(trx, id, body, null)
    return id
  })
  return goodsDetail(db, companyId, goodsId)
}

/**
 * PUT /goods/:id: the same in one transaction, keeping the ids of the spec values and SKUs the
 * editor sent back (carts and favourites stay linked). Stock moves by what the operator typed less
 * what the editor loaded, so units sold meanwhile stay sold; orders keep their own prices.
 */
export async function updateGoods(
  db: Kysely<Database>,
  companyId: number,
  goodsId: number,
  body: GoodsSaveBody,
  now: number,
): Promise<{ before: GoodsDetail; after: GoodsDetail }> {
  const before = await goodsDetail(db, companyId, goodsId)
  const existing: Existing = {
    goodsId,
    groupIds: new Set(before.spec_groups.map((group) => group.id)),
    valueGroups: new Map(before.spec_groups.flatMap((group) => group.values.map((value) => [value.id, group.id]))),
    skuIds: new Set(before.skus.map((sku) => sku.id)),
  }
  refuseIfInvalid(await saveErrors(db, companyId, body, existing, now))
  await db.transaction().execute(async (trx) => {
    // Still the company's and not archived meanwhile (a delete racing the save).
    await requireCompanyGoods(trx, companyId, goodsId)
    await repo.updateGoods(trx, goodsId, goodsColumns(body, now))
    await writeContent(trx, goodsId, body, existing)
  })
  return { before, after: await goodsDetail(db, companyId, goodsId) }
}

/** The goods row's own columns, with the summaries (lowest price, market and staff price) taken from the SKUs. */
export function goodsColumns(body: GoodsSaveBody, now: number) {
  const pics = body.pics.map((url) => url.trim())
  const prices = body.skus.map((sku) => sku.price)
  const lowest = Math.min(...prices)
  const cheapest = body.skus.find((sku) => sku.price === lowest)
  const staffPrices = body.skus.flatMap((sku) => (sku.staff_price == null ? [] : [sku.staff_price]))
  return {
    item_name: body.item_name.trim(),
    sub_title: (body.sub_title ?? '').trim(),
    brand_id: body.brand_id ?? null,
    category_id: body.category_id,
    main_category_id: body.main_category_id ?? body.category_id,
    pics: JSON.stringify(pics),
    image_default_id: pics[0],
    description: sanitizeHtml(body.description ?? ''),
    price: lowest,
    market_price: Math.max(cheapest?.market_price ?? 0, 0),
    cost: cheapest?.cost ?? 0,
    staff_price: staffPrices.length > 0 ? Math.min(...staffPrices) : null,
    approve_status: body.approve_status,
    item_type: body.item_type,
    point_price: body.item_type === 'point' ? (body.point_price ?? 0) : 0,
    staff_goods: body.staff_goods ? 1 : 0,
    product_type: body.product_type ?? 'normal',
    is_gift: body.is_gift ? 1 : 0,
    nospec: body.nospec ? 1 : 0,
    unit: (body.unit ?? '').trim(),
    weight: body.skus[0]?.weight ?? 0,
    sort: body.sort ?? 0,
    updated_at: now,
  } as const
}

export async function writeContent(
  trx: Kysely<Database>,
  goodsId: number,
  body: GoodsSaveBody,
  existing: Existing | null,
) {
  await repo.replaceTags(trx, goodsId, [...new Set((body.tags ?? []).map((tag) => tag.trim()))])
  const values = await writeSpecs(trx, goodsId, body, existing)
  await writeSkus(trx, goodsId, body, values)
}

/** Spec groups and values in the body's order; the ones left out are removed. Answers the values by combination position. */
async function writeSpecs(
  trx: Kysely<Database>,
  goodsId: number,
  body: GoodsSaveBody,
  existing: Existing | null,
): Promise<Map<string, WrittenValue>[]> {
  const keptGroups = body.spec_groups.flatMap((group) => (group.id === undefined ? [] : [group.id]))
  const keptValues = body.spec_groups.flatMap((group) =>
    group.values.flatMap((value) => (value.id === undefined ? [] : [value.id])),
  )
  if (existing) {
    await repo.deleteSpecValuesExcept(trx, goodsId, keptValues)
    await repo.deleteSpecGroupsExcept(trx, goodsId, keptGroups)
  }
  const written: Map<string, WrittenValue>[] = []
  for (const [g, group] of body.spec_groups.entries()) {
    const groupName = group.name.trim()
    const groupId = await repo.upsertSpecGroup(trx, goodsId, group.id, { spec_name: groupName, sort: g })
    const byName = new Map<string, WrittenValue>()
    for (const [v, value] of group.values.entries()) {
      const name = value.name.trim()
      const image = (value.image_url ?? '').trim()
      const id = await repo.upsertSpecValue(trx, goodsId, value.id, {
        group_id: groupId,
        spec_value_name: name,
        spec_image_url: image,
        color: (value.color ?? '').toLowerCase(),
        sort: v,
      })
      byName.set(name, { id, groupName, name, image })
    }
    written.push(byName)
  }
  return written
}

async function writeSkus(
  trx: Kysely<Database>,
  goodsId: number,
  body: GoodsSaveBody,
  values: Map<string, WrittenValue>[],
) {
  const before = await detailRepo.skuRows(trx, goodsId)
  const kept = body.skus.flatMap((sku) => (sku.id === undefined ? [] : [sku.id]))
  await repo.deleteSkus(
    trx,
    goodsId,
    before.map((sku) => sku.id).filter((id) => !kept.includes(id)),
  )
  await repo.parkSkuKeys(trx, goodsId, kept)
  const mainImage = body.pics[0]?.trim() ?? ''
  for (const [i, sku] of body.skus.entries()) {
    const combo = sku.spec_values.map((name, g) => values[g]?.get(name.trim()))
    if (combo.some((value) => value === undefined))
      throw new Error(`SKU ${combinationKey(sku.spec_values)} names a spec value the save did not write`)
    const specValues = combo as WrittenValue[]
    const columns = {
      bn: sku.bn.trim(),
      spec_value_ids: JSON.stringify(specValues.map((value) => value.id)),
      spec_key: specValues
        .map((value) => value.id)
        .sort((a, b) => a - b)
        .join('_'),
      spec_desc: specValues.map((value) => `${value.groupName}:${value.name}`).join(' '),
      price: sku.price,
      market_price: sku.market_price ?? 0,
      cost: sku.cost ?? 0,
      staff_price: sku.staff_price ?? null,
      image_url: specValues.find((value) => value.image)?.image ?? mainImage,
      weight: sku.weight ?? 0,
      sort: i,
    }
    const skuId =
      sku.id === undefined
        ? await repo.insertSku(trx, { ...columns, goods_id: goodsId, store: sku.store })
        : await rewriteSku(trx, sku.id, sku, columns, i)
    await repo.replaceMemberPrices(trx, skuId, sku.member_prices ?? [])
  }
}

/** Rewrites a kept SKU; its stock moves by the operator's change only, refused if that would go below 0. */
async function rewriteSku(
  trx: Kysely<Database>,
  skuId: number,
  sku: SkuInput,
  columns: Parameters<typeof repo.updateSku>[2],
  index: number,
): Promise<number> {
  await repo.updateSku(trx, skuId, columns)
  const delta = sku.store - (sku.store_loaded ?? sku.store)
  if (delta !== 0 && (await changeStock(trx, skuId, delta)) === null) {
    const store = await repo.storeOf(trx, skuId)
    throw fail(
      'GOODS_STOCK_CHANGED',
      { store },
      { store, fields: { [`skus.${index}.store`]: `库存已变化，当前库存${store}件，请刷新后重新填写` } },
    )
  }
  return skuId
}
