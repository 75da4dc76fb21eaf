import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

export function findGoodsForShare(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('goods')
    .select(['id', 'item_name', 'price', 'image_default_id', 'pics', 'item_type', 'point_price'])
    .where('id', '=', id)
    .executeTakeFirst()
}
