import { fail } from '../../lib/errors.ts'

const MAX_ID = 2_147_483_647
const MAX_IDS = 1000

/**
 * Ids sent as an array (`item_ids[]=1&item_ids[]=2`, repeated keys or JSON) or as a comma list
 * ("1,2,3"), in any mix. Returns distinct positive ids; anything else is a 400 naming the field.
 */
export function parseIds(field: string, ...lists: (readonly string[] | undefined)[]): number[] {
  const ids = new Set<number>()
  for (const list of lists) {
    for (const value of list ?? []) {
      for (const part of value.split(',')) {
        const text = part.trim()
        if (!text) continue
        const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN
        if (!(id >= 1 && id <= MAX_ID)) throw fail('PARAMETER_FORMAT', { field })
        ids.add(id)
      }
    }
  }
  if (ids.size > MAX_IDS) throw fail('PARAMETER_TOO_MANY', { field })
  return [...ids]
}

/** '1'/'true' → true; anything else (including absent) → false. */
export const isTrue = (value: string | undefined) => value === '1' || value === 'true'
