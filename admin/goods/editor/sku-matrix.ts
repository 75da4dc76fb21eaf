/**
 * 多规格: the SKU rows are every combination of the spec groups' values. Values carry a key of
 * their own (not their text), so renaming a value keeps its rows, and adding a value or a group
 * keeps what was already typed in the rows that still exist.
 */

export interface SpecValueDraft {
  key: string
  /** The stored value's id when the goods were loaded with it. */
  id?: number
  name: string
  /** Optional value image (e.g. a colour's photo). */
  image: string
  /** The stored swatch colour, sent back as loaded. */
  color?: string
}

export interface SpecGroupDraft {
  key: string
  id?: number
  name: string
  values: SpecValueDraft[]
}

/** One combination: a value of each group, in group order. */
export interface Combination {
  /** The value keys joined with '|', stable while the values exist. */
  key: string
  values: SpecValueDraft[]
}

let serial = 0
/** A key for a new group or value, unique in this page. */
export const newKey = (prefix: string) => `${prefix}${++serial}`

/** The groups that take part: named, with at least one named value. */
export function usableGroups(groups: readonly SpecGroupDraft[]): SpecGroupDraft[] {
  return groups
    .map((group) => ({ ...group, values: group.values.filter((value) => value.name.trim() !== '') }))
    .filter((group) => group.name.trim() !== '' && group.values.length > 0)
}

/** Every combination of the usable groups' values, the first group varying slowest. */
export function combinations(groups: readonly SpecGroupDraft[]): Combination[] {
  const usable = usableGroups(groups)
  if (usable.length === 0) return []
  let result: SpecValueDraft[][] = [[]]
  for (const group of usable) result = result.flatMap((prefix) => group.values.map((value) => [...prefix, value]))
  return result.map((values) => ({ key: values.map((value) => value.key).join('|'), values }))
}

const keysOf = (key: string) => new Set(key.split('|'))
const within = (small: Set<string>, large: Set<string>) => [...small].every((key) => large.has(key))

/**
 * The rows for `next` combinations, reusing `rows` (keyed by combination key): an exact match keeps
 * its row; after a group was added, the first combination containing an old row's values takes that
 * row over (its 货号 and stock stay unique); after a group was removed, a combination takes the first
 * old row whose values contain its own. Every other combination gets `blank()`.
 */
export function matchRows<Row>(
  next: readonly Combination[],
  rows: ReadonlyMap<string, Row>,
  blank: () => Row,
): Map<string, Row> {
  const result = new Map<string, Row>()
  const taken = new Set<string>()
  for (const combination of next) {
    const exact = rows.get(combination.key)
    if (exact !== undefined) {
      result.set(combination.key, exact)
      taken.add(combination.key)
    }
  }
  for (const combination of next) {
    if (result.has(combination.key)) continue
    const own = keysOf(combination.key)
    let inherited: string | undefined
    for (const oldKey of rows.keys()) {
      if (taken.has(oldKey)) continue
      const old = keysOf(oldKey)
      if (within(old, own) || within(own, old)) {
        inherited = oldKey
        break
      }
    }
    if (inherited !== undefined) {
      taken.add(inherited)
      result.set(combination.key, rows.get(inherited)!)
    } else result.set(combination.key, blank())
  }
  return result
}
