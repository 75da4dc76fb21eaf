import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Database } from '../../../db/types.ts'

/** What a widget tile shows of a goods: the goods table alone, no SKUs, no activities. */
const TILE_COLUMNS = [
  'goods.id',
  'goods.item_name',
  'goods.image_default_id',
  'goods.pics',
  'goods.price',
  'goods.market_price',
] as const

/** Goods a shopper can see in widgets: on the shelf and not points-mall goods. */
const onShelf = <O>(query: SelectQueryBuilder<Database, 'goods', O>) =>
  query.where('goods.approve_status', '=', 'onsale').where('goods.item_type', '=', 'normal')

/** Tile rows of these goods, in one statement; goods off the shelf or deleted are absent. */
export function tileRows(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('goods')
    .select(TILE_COLUMNS)
    .$call(onShelf)
    .where('goods.id', 'in', [...ids])
    .execute()
}

/**
 * Tile rows of the best sellers on the shelf of each shop (most sold first, `perShop` at most),
 * in one statement however many shops: ranked per shop by a window function, ordered by shop
 * then place.
 */
export function bestSellerRows(db: Kysely<Database>, shopIds: readonly number[], perShop: number) {
  return db
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
}
