/**
 * Row types of the whole commerce database, shared by SQLite and PostgreSQL.
 *
 * Conventions (see migrations/): integer `id` primary keys (the API renames them, e.g. goods.id
 * is `item_id`); money in integer cents (分); timestamps in integer unix seconds; flags as 0/1
 * integers; JSON as text. `Generated<T>` marks columns the database fills (ids and defaults), so
 * inserts may leave them out.
 *
 * Each area declares its tables in types/<area>.ts; this module puts them together as `Database`
 * and re-exports every row type, so code imports them all from here.
 */
import type { MembersTables } from './types/members.ts'
import type { CatalogueTables } from './types/catalogue.ts'
import type { MarketingTables } from './types/marketing.ts'
import type { TradeTables } from './types/trade.ts'
import type { ActivityTables } from './types/activity.ts'
import type { ContentTables } from './types/content.ts'
import type { MerchantsTables } from './types/merchants.ts'
import type { SystemTables } from './types/system.ts'
import type { ConsoleTables } from './types/console.ts'

export type * from './types/common.ts'
export type * from './types/members.ts'
export type * from './types/catalogue.ts'
export type * from './types/marketing.ts'
export type * from './types/trade.ts'
export type * from './types/activity.ts'
export type * from './types/content.ts'
export type * from './types/merchants.ts'
export type * from './types/system.ts'
export type * from './types/console.ts'

/** Every table of the database: the areas' tables together (types/<area>.ts). */
export interface Database
  extends MembersTables,
    CatalogueTables,
    MarketingTables,
    TradeTables,
    ActivityTables,
    ContentTables,
    MerchantsTables,
    SystemTables,
    ConsoleTables {}
