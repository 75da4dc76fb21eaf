import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { now } from '../../../schemas/time.ts'
import {
  IMPORT_MAX_MB,
  XLSX_TYPE,
  exportGoodsSchema,
  importGoodsSchema,
  importTemplateSchema,
} from '../../../schemas/api/admin/goods-import.ts'
import { attachmentHeader } from '../orders/export.ts'
import { recordAudit } from '../audit.ts'
import { exportGoods } from './export.ts'
import { importGoods } from './import.ts'
import { importTemplate } from './template.ts'

const config = { access: ['goods'] as const }

/** The uploaded file (multipart field `file`): an .xlsx of at most IMPORT_MAX_MB. */
async function uploadedSheet(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | undefined
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 4 },
    })) {
      if (part.type === 'field') continue
      const buffer = await part.toBuffer()
      if (part.fieldname !== 'file') continue
      if (!/\.xlsx$/i.test(part.filename)) throw fail('GOODS_IMPORT_FILE_INVALID')
      file = buffer
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail('GOODS_IMPORT_FILE_TOO_LARGE', { max: IMPORT_MAX_MB })
    if (typeof code === 'string' && code.startsWith('FST_')) throw fail('GOODS_IMPORT_FILE_INVALID')
    throw error
  }
  if (!file) throw fail('GOODS_IMPORT_FILE_INVALID')
  return file
}

const xlsx = (name: string, ascii: string) => ({
  'content-type': XLSX_TYPE,
  'content-disposition': attachmentHeader(name, ascii),
  'cache-control': 'private, no-store',
})

/** 商品 › 导入与导出: the Excel template, importing goods from it, and exporting the list. */
export const goodsImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/goods/import/template', { schema: importTemplateSchema, config }, async (_request, reply) =>
    reply.headers(xlsx('商品导入模板.xlsx', 'goods-import-template.xlsx')).send(await importTemplate()),
  )

  app.post('/goods/import', { schema: importGoodsSchema, config }, async (request) => {
    const file = await uploadedSheet(request)
    const result = await importGoods(app.db, operatorOf(request).companyId, file, request.query.mode ?? 'all', now())
    await recordAudit(app.db, request, {
      area: 'goods',
      action: '导入商品',
      target: `${result.imported_goods}个商品`,
      summary: `导入${result.imported_goods}个商品、${result.imported_skus}个规格${result.refused.length > 0 ? `，${result.refused.length}行未导入` : ''}`,
    })
    await contentWatch(app.db).changed()
    return { data: result }
  })

  app.get('/goods/export', { schema: exportGoodsSchema, config }, async (request, reply) => {
    const file = await exportGoods(app.db, operatorOf(request).companyId, request.query)
    return reply.headers(xlsx('商品导出.xlsx', 'goods-export.xlsx')).send(file)
  })
}
