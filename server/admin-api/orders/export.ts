import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { OrderFilters } from '../../../schemas/api/admin.ts'
import { now } from '../../../schemas/time.ts'
import { chinaStamp } from './china-day.ts'
import * as repo from './export-repo.ts'
import { openSheet, orderRows } from './export-sheet.ts'
import { countOrders } from './repo.ts'
import { orderFilterOf } from './service.ts'

/**
 * Excel exports of the order list. Starting one records it (filters, total) and writes the file in
 * batches in the background, recording done/total after each, so the progress can be asked of any
 * instance. Files live under DATA_DIR/exports and are removed after 24 hours.
 */

/** Orders read and written per batch. */
export const EXPORT_BATCH = 200
export const EXPORT_KEEP_SECONDS = 24 * 3600

export const exportDir = (dataDir: string) => path.join(dataDir, 'exports')

type ExportRow = NonNullable<Awaited<ReturnType<typeof repo.findExport>>>

export const exportView = (row: ExportRow) => ({
  export_id: row.id,
  status: row.status,
  total: row.total,
  done: row.done,
  created_at: row.created_at,
})

/** Records an export of the filtered list and answers it with the job that writes it (not yet run). */
export async function startExport(
  db: Kysely<Database>,
  dataDir: string,
  operator: { id: number; companyId: number },
  filters: OrderFilters,
) {
  const filter = orderFilterOf(operator.companyId, filters)
  const total = await countOrders(db, filter)
  const at = now()
  const id = await repo.insertExport(db, {
    company_id: operator.companyId,
    operator_id: operator.id,
    filters: JSON.stringify(filters),
    total,
    at,
  })
  const row = (await repo.findExport(db, operator.companyId, id))!
  return { view: exportView(row), run: () => writeExport(db, dataDir, id, filter, total) }
}

/** Writes the file batch by batch; a failure marks the export failed and removes the partial file. */
export async function writeExport(
  db: Kysely<Database>,
  dataDir: string,
  id: number,
  filter: ReturnType<typeof orderFilterOf>,
  total: number,
): Promise<void> {
  const dir = exportDir(dataDir)
  const fileName = `orders-${id}-${chinaStamp(now())}.xlsx`
  const file = path.join(dir, fileName)
  try {
    await fs.mkdir(dir, { recursive: true })
    await removeExpiredExports(db, dataDir, now())
    const sheet = openSheet(file)
    let done = 0
    let after: { createdAt: number; id: number } | null = null
    for (;;) {
      const orders = await repo.exportBatch(db, filter, after, EXPORT_BATCH)
      if (orders.length === 0) break
      const ids = orders.map((order) => order.order_id)
      const [lines, shipments] = await Promise.all([repo.linesOf(db, ids), repo.shipmentsOf(db, ids)])
      const shipmentOf = new Map(shipments.map((shipment) => [shipment.order_id, shipment]))
      for (const order of orders)
        sheet.add(
          orderRows(
            order,
            lines.filter((line) => line.order_id === order.order_id),
            shipmentOf.get(order.order_id),
          ),
        )
      done += orders.length
      const last = orders[orders.length - 1]
      after = { createdAt: last.created_at, id: last.id }
      // Orders placed meanwhile may make the list longer than counted at the start.
      await repo.updateExport(db, id, { done, total: Math.max(total, done), updated_at: now() })
      if (orders.length < EXPORT_BATCH) break
    }
    await sheet.close()
    await repo.updateExport(db, id, { status: 'done', done, total: done, file_name: fileName, updated_at: now() })
  } catch (error) {
    await fs.rm(file, { force: true })
    await repo.updateExport(db, id, { status: 'failed', updated_at: now() })
    throw error
  }
}

/** Removes the files of exports older than 24 hours (their rows stay, answering 已过期). */
export async function removeExpiredExports(db: Kysely<Database>, dataDir: string, at: number): Promise<number> {
  const expired = await repo.expiredExportFiles(db, at - EXPORT_KEEP_SECONDS)
  for (const row of expired) {
    await fs.rm(path.join(exportDir(dataDir), path.basename(row.file_name)), { force: true })
    await repo.forgetFile(db, row.id, at)
  }
  return expired.length
}

export async function exportProgress(db: Kysely<Database>, companyId: number, id: number) {
  const row = await repo.findExport(db, companyId, id)
  if (!row) throw fail('EXPORT_NOT_FOUND')
  return exportView(row)
}

/** The finished export's file and the name to download it by (订单导出-YYYYMMDD-HHmm.xlsx). */
export async function exportFile(db: Kysely<Database>, dataDir: string, companyId: number, id: number, at: number) {
  const row = await repo.findExport(db, companyId, id)
  if (!row) throw fail('EXPORT_NOT_FOUND')
  if (row.status === 'failed') throw fail('EXPORT_FAILED')
  if (row.status === 'running') throw fail('EXPORT_NOT_READY')
  if (!row.file_name || row.created_at < at - EXPORT_KEEP_SECONDS) throw fail('EXPORT_EXPIRED')
  const file = path.join(exportDir(dataDir), path.basename(row.file_name))
  try {
    await fs.access(file)
  } catch {
    throw fail('EXPORT_EXPIRED')
  }
  const stamp = chinaStamp(row.created_at)
  return { file, name: `订单导出-${stamp}.xlsx`, asciiName: `orders-${stamp}.xlsx`, total: row.total }
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name per RFC 5987. */
export function attachmentHeader(name: string, asciiName: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`
}
