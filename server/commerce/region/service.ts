import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { listRegions } from './repo.ts'
import type { Province } from '../../../schemas/api/region.ts'

type City = Province['children'][number]

/** Builds province > city > county from the flat table. */
export async function buildRegionTree(db: Kysely<Database>): Promise<Province[]> {
  const rows = await listRegions(db)
  const provinces: Province[] = []
  const cities = new Map<string, City>()
  const provinceById = new Map<string, Province>()
  for (const row of rows) {
    if (row.level === 1) {
      const province: Province = { id: row.id, label: row.label, children: [] }
      provinces.push(province)
      provinceById.set(row.id, province)
    } else if (row.level === 2 && row.parent_id) {
      const city: City = { id: row.id, label: row.label, children: [] }
      cities.set(row.id, city)
      provinceById.get(row.parent_id)?.children.push(city)
    } else if (row.level === 3 && row.parent_id) {
      cities.get(row.parent_id)?.children.push({ id: row.id, label: row.label })
    }
  }
  return provinces
}

/**
 * The tree never changes while the server runs, so it is built once per database and reused.
 * An empty (or failed) read is not kept, so regions imported later still show up.
 */
export function createRegionCache(db: Kysely<Database>) {
  let cached: Promise<Province[]> | undefined
  return {
    async get(): Promise<Province[]> {
      if (!cached) {
        const pending = buildRegionTree(db)
        cached = pending
        pending.then(
          (tree) => {
            if (tree.length === 0) cached = undefined
          },
          () => {
            cached = undefined
          },
        )
      }
      return cached
    },
  }
}
