import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { isUniqueViolation } from '../../commerce/member/repo.ts'
import { fail } from '../../lib/errors.ts'
import type { ImportMode, ImportResult } from '../../../schemas/api/admin/goods-import.ts'
import { goodsColumns, writeContent } from '../goods/save.ts'
import * as repo from '../goods/repo/write.ts'
import { planImport } from './plan.ts'
import { readSheet } from './read.ts'

/**
 * 导入: reads the sheet, checks every row, then writes the goods in one transaction. In `all`
 * mode any refused row refuses the file (400 GOODS_IMPORT_REFUSED with the rows); in `valid`
 * mode the valid goods are written and the refused rows reported. Nothing is half-written.
 */
export async function importGoods(
  db: Kysely<Database>,
  companyId: number,
  file: Buffer,
  mode: ImportMode,
  now: number,
): Promise<ImportResult> {
  const rows = await readSheet(file)
  const { valid, refused } = await planImport(db, companyId, rows, now)
  if ((mode === 'all' && refused.length > 0) || valid.length === 0)
    throw fail('GOODS_IMPORT_REFUSED', { count: refused.length }, { rows: refused })
  try {
    await db.transaction().execute(async (trx) => {
      for (const goods of valid) {
        const id = await repo.insertGoods(trx, {
          ...goodsColumns(goods.body, now),
          company_id: companyId,
          distributor_id: 0,
          created_at: now,
        })
        await writeContent(trx, id, goods.body, null)
      }
    })
  } catch (error) {
    // Another save took one of the 货号 meanwhile (skus.bn is unique): nothing was written; the
    // rows are checked again so the report names the ones now taken.
    if (!isUniqueViolation(error)) throw error
    const again = await planImport(db, companyId, rows, now)
    throw fail('GOODS_IMPORT_REFUSED', { count: again.refused.length }, { rows: again.refused })
  }
  return {
    mode,
    rows: rows.length,
    imported_goods: valid.length,
    imported_skus: valid.reduce((sum, goods) => sum + goods.body.skus.length, 0),
    refused,
  }
}
