import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { findRegion, hasChildRegion } from './repo.ts'

/** Province, city and county as names and region codes; county is empty for a city without children. */
export interface RegionPick {
  province: string
  city: string
  county: string
  province_code: string
  city_code: string
  county_code: string
}

const invalid = () => fail('REGION_INVALID')

interface Level {
  level: 1 | 2 | 3
  parentId: string | null
  code: string
  name: string
}

/** A region of the given level under the given parent, by code (whose label must match a given name) or by name. */
async function findLevel(db: Kysely<Database>, { level, parentId, code, name }: Level) {
  if (!code && !name) throw invalid()
  const row = await findRegion(db, { level, parentId, code, name })
  if (!row || (code && name && row.label !== name)) throw invalid()
  return row
}

/**
 * Checks a province/city/county choice against the region tree (the same tree the region
 * selector shows) and fills in whichever of names or codes the client left out. The county is
 * required exactly when the chosen city has counties, mirroring the selector that disables the
 * county box for a city without children.
 */
export async function resolveRegion(db: Kysely<Database>, input: RegionPick): Promise<RegionPick> {
  const province = await findLevel(db, { level: 1, parentId: null, code: input.province_code, name: input.province })
  const city = await findLevel(db, { level: 2, parentId: province.id, code: input.city_code, name: input.city })
  if (!(await hasChildRegion(db, city.id))) {
    if (input.county || input.county_code) throw invalid()
    return {
      province: province.label,
      city: city.label,
      county: '',
      province_code: province.id,
      city_code: city.id,
      county_code: '',
    }
  }
  const county = await findLevel(db, { level: 3, parentId: city.id, code: input.county_code, name: input.county })
  return {
    province: province.label,
    city: city.label,
    county: county.label,
    province_code: province.id,
    city_code: city.id,
    county_code: county.id,
  }
}
