import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { cardSkusOf } from '../../commerce/goods/repo/goods.ts'
import { memberPrice } from '../../commerce/pricing/member-price.ts'
import { isRecord } from '../../../schemas/guards.ts'
import { previewGoodsRows } from './repo.ts'
import type { PreviewViewer } from './viewers.ts'

/** Staff goods seen as staff carry this before their name, so a reviewer tells them apart. */
export const STAFF_BADGE = '【员工价】'

type GoodsNode = Record<string, unknown> & { goods_id: number; price: number; goods_name: string }

/** A resolved goods entry (schemas/resolved.ts ResolvedGoods) wherever a widget keeps one. */
const isGoodsNode = (node: unknown): node is GoodsNode =>
  isRecord(node) &&
  typeof node.goods_id === 'number' &&
  typeof node.price === 'number' &&
  typeof node.goods_name === 'string' &&
  typeof node.href === 'string'

function collectGoods(node: unknown, ids: Set<number>): void {
  if (Array.isArray(node)) for (const child of node) collectGoods(child, ids)
  else if (isGoodsNode(node)) ids.add(node.goods_id)
  else if (isRecord(node)) for (const value of Object.values(node)) collectGoods(value, ids)
}

interface ViewerPrice {
  price: number
  staff: boolean
}

/**
 * Each goods' price as the viewer would pay it, computed as the goods API does for a signed-in
 * member (commerce/goods/cards.ts): the lowest SKU price after the grade's member price or
 * discount, or the staff price of staff goods for staff.
 */
async function viewerPrices(
  db: Kysely<Database>,
  ids: number[],
  viewer: PreviewViewer,
): Promise<Map<number, ViewerPrice>> {
  const [goods, skus] = await Promise.all([previewGoodsRows(db, ids), cardSkusOf(db, ids, viewer.gradeId)])
  const prices = new Map<number, ViewerPrice>()
  for (const row of goods) {
    if (viewer.staff && row.staff_goods === 1 && row.staff_price !== null) {
      prices.set(row.id, { price: Number(row.staff_price), staff: true })
      continue
    }
    const own = skus
      .filter((sku) => sku.goods_id === row.id)
      .map((sku) => memberPrice(sku.price, viewer.discount, sku.grade_price ?? undefined))
    prices.set(row.id, { price: own.length > 0 ? Math.min(...own) : row.price, staff: false })
  }
  return prices
}

function replaceGoods(node: unknown, prices: Map<number, ViewerPrice>): unknown {
  if (Array.isArray(node)) return node.map((child) => replaceGoods(child, prices))
  if (isGoodsNode(node)) {
    const seen = prices.get(node.goods_id)
    if (!seen) return node
    return { ...node, price: seen.price, goods_name: seen.staff ? STAFF_BADGE + node.goods_name : node.goods_name }
  }
  if (!isRecord(node)) return node
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replaceGoods(value, prices)]))
}

/** The widgets with every goods entry's price as this viewer sees it; a guest's are left as resolved. */
export async function withViewerPrices<T>(db: Kysely<Database>, widgets: T[], viewer: PreviewViewer): Promise<T[]> {
  if (viewer.gradeId === null && !viewer.staff) return widgets
  const ids = new Set<number>()
  collectGoods(widgets, ids)
  if (ids.size === 0) return widgets
  const prices = await viewerPrices(db, [...ids], viewer)
  return widgets.map((widget) => replaceGoods(widget, prices) as T)
}
