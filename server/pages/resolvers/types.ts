import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { isRecord } from '../../../schemas/guards.ts'

/**
 * What every resolver gets: the database, who is looking (null for guests) and the clock. Widgets
 * show list prices to everyone, so of the viewer only the id matters: it decides the coupons'
 * `getted` state.
 */
export interface ResolveContext {
  db: Kysely<Database>
  viewer: { memberId: number } | null
  now: number
}

export type Entry = Record<string, unknown>

export { isRecord }

/** A stored id as a positive integer, or undefined (ids arrive as numbers or numeric strings). */
export function idOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * The id an entry refers to: 0 for a placeholder or unusable id (the designer's "not picked yet"),
 * which resolves to nothing and leaves the list.
 */
export const referenceOf = (...values: unknown[]): number => {
  for (const value of values) {
    const id = idOf(value)
    if (id !== undefined) return id
  }
  return 0
}
