import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Database } from '../../db/types.ts'
import { parseStringList } from './json-list.ts'

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

const TILE_COLUMNS = [
  'goods.id',
  'goods.item_name',
  'goods.image_default_id',
  'goods.pics',
  'goods.price',
  'goods.market_price',
] as const

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

/** Goods a shopper can see in widgets: on the shelf and not points-mall goods. */
const onShelf = <O>(query: SelectQueryBuilder<Database, 'goods', O>) =>
  query.where('goods.approve_status', '=', 'onsale').where('goods.item_type', '=', 'normal')

/** Tiles of these goods, in one statement; goods off the shelf or deleted are absent. */
export async function findGoodsTiles(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, GoodsTile>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('goods')
    .select(TILE_COLUMNS)
    .$call(onShelf)
    .where('goods.id', 'in', [...ids])
    .execute()
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
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('goods')
        .select((inner) => [
          ...TILE_COLUMNS,
          'goods.distributor_id',
          inner.fn
            .agg<number>('row_number')
            .over((over) =>
              over.partitionBy('goods.distributor_id').orderBy('goods.sales', 'desc').orderBy('goods.id', 'asc'),
            )
            .as('place'),
        ])
        .$call(onShelf)
        .where('goods.distributor_id', 'in', [...shopIds])
        .as('ranked'),
    )
    .selectAll()
    .where('place', '<=', perShop)
    .orderBy('distributor_id')
    .orderBy('place')
    .execute()
  const byShop = new Map<number, GoodsTile[]>()
  for (const row of rows) byShop.set(row.distributor_id, [...(byShop.get(row.distributor_id) ?? []), toTile(row)])
  return byShop
}
