import type { Kysely } from 'kysely'
import type { Database, Flag } from '../types.ts'
import type { Random } from './random.ts'

export interface SeedContext {
  db: Kysely<Database>
  /** Seed time in unix seconds; relative dates (activity windows, article dates) hang off it. */
  now: number
  random: Random
}

export const DAY = 86400

/** A yes/no column value. */
export const flag = (value: boolean | undefined): Flag => (value ? 1 : 0)

/** Yuan (possibly with fen decimals) to integer cents. */
export const cents = (yuan: number) => Math.round(yuan * 100)
