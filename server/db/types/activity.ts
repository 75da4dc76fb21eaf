/** Member activity: favourite goods and shops, browsing history. */
import type { Generated } from 'kysely'
import type { Timestamp } from './common.ts'

export interface CollectItemsTable {
  id: Generated<number>
  member_id: number
  goods_id: number
  distributor_id: Generated<number>
  created_at: Generated<Timestamp>
}

export interface CollectShopsTable {
  id: Generated<number>
  member_id: number
  distributor_id: number
  created_at: Generated<Timestamp>
}

/** Footprints: one row per member and goods, viewed_at moves forward on each view. */
export interface BrowseHistoryTable {
  id: Generated<number>
  member_id: number
  goods_id: number
  viewed_at: Timestamp
}

/** The tables of this area, as they appear in `Database`. */
export interface ActivityTables {
  collect_items: CollectItemsTable
  collect_shops: CollectShopsTable
  browse_history: BrowseHistoryTable
}
