import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { parseStringList } from './json-list.ts'
import { bestSellerRows, tileRows } from './repo/tiles.ts'

/**
 * Goods as page widgets show them: name, image and prices. Widgets show neither stock, member
 * prices nor promotions, so a page reads the goods table alone, once per batch — no SKUs, no
 * activities.
 */
export interface GoodsTile {
  id: number
  name: string
  image: string
  /** Cents. */
  price: number
  market_price: number
}

interface TileRow {
  id: number
  item_name: string
  image_default_id: string
  pics: string
  price: number
  market_price: number
}

function toTile(row: TileRow): GoodsTile {
  return {
    id: row.id,
    name: row.item_name,
    image: row.image_default_id || parseStringList(row.pics)[0] || '',
    price: row.price,
    market_price: row.market_price,
  }
}

/** Tiles of these goods, in one statement; goods off the shelf or deleted are absent. */
export async function findGoodsTiles(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, GoodsTile>> {
  if (ids.length === 0) return new Map()
  const rows = await tileRows(db, ids)
  return new Map(rows.map((row) => [row.id, toTile(row)]))
}

/**
 * The best sellers on the shelf of each shop (most sold first, `perShop` at most), in one
 * statement however many shops: ranked per shop by a window function.
 */
export async function findBestSellerTiles(
  db: Kysely<Database>,
  shopIds: readonly number[],
  perShop: number,
): Promise<Map<number, GoodsTile[]>> {
  if (shopIds.length === 0) return new Map()
  const rows = await bestSellerRows(db, shopIds, perShop)
  const byShop = new Map<number, GoodsTile[]>()
  for (const row of rows) byShop.set(row.distributor_id, [...(byShop.get(row.distributor_id) ?? []), toTile(row)])
  return byShop
}
