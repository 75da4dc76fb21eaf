import { createReadStream } from 'node:fs'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { exportFileSchema, exportProgressSchema, startExportSchema } from '../../../schemas/api/admin/order-exports.ts'
import { now } from '../../../schemas/time.ts'
import { recordAudit } from '../audit.ts'
import { attachmentHeader, exportFile, exportProgress, startExport } from './export.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** 订单导出: start an Excel export of the filtered list, follow its progress, download it. */
export const orderExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: ['orders'] as const }

  app.post('/orders/exports', { schema: startExportSchema, config }, async (request) => {
    const operator = operatorOf(request)
    const started = await startExport(app.db, app.config.dataDir, operator, request.body ?? {})
    await recordAudit(app.db, request, {
      area: 'orders',
      action: '导出订单',
      target: String(started.view.export_id),
      summary: `导出${started.view.total}个订单`,
    })
    // Written after the answer: the console follows the progress it records.
    setImmediate(() => {
      started.run().catch((error) => app.log.error({ err: error, export_id: started.view.export_id }, 'export failed'))
    })
    return { data: started.view }
  })

  app.get('/orders/exports/:id', { schema: exportProgressSchema, config }, async (request) => ({
    data: await exportProgress(app.db, operatorOf(request).companyId, request.params.id),
  }))

  app.get('/orders/exports/:id/file', { schema: exportFileSchema, config }, async (request, reply) => {
    const found = await exportFile(app.db, app.config.dataDir, operatorOf(request).companyId, request.params.id, now())
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', attachmentHeader(found.name, found.asciiName))
      .header('cache-control', 'private, no-store')
      .send(createReadStream(found.file))
  })
}
