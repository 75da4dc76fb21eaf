import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox'
import { errorAnswers } from '../errors.ts'
import { routeSchemas } from '../route.ts'
import { GoodsListQuery } from './goods.ts'

/** 商品 › 导入与导出: the Excel template, importing goods from it, and exporting the list. */

/** The template's columns, in order; the import reads a sheet by these headers. */
export const IMPORT_HEADERS = [
  '商品名称',
  '货号',
  '分类',
  '品牌',
  '规格1',
  '规格值1',
  '规格2',
  '规格值2',
  '售价（元）',
  '划线价（元）',
  '库存',
  '重量',
  '上架',
  '图片',
] as const
export type ImportHeader = (typeof IMPORT_HEADERS)[number]

export const IMPORT_MAX_ROWS = 2000
export const IMPORT_MAX_MB = 5
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** all: 全部有效才导入; valid: 只导入有效行 (goods with any bad row are left out whole). */
export const ImportMode = Type.Union([Type.Literal('all'), Type.Literal('valid')])
export type ImportMode = Static<typeof ImportMode>

export const ImportQuery = Type.Object({ mode: Type.Optional(ImportMode) })

export const RefusedRow = Type.Object({
  /** The row's number in the sheet (the header is row 1). */
  row: Type.Integer(),
  item_name: Type.String(),
  reasons: Type.Array(Type.String()),
})
export type RefusedRow = Static<typeof RefusedRow>

export const ImportResult = Type.Object({
  mode: ImportMode,
  /** Goods rows read from the sheet. */
  rows: Type.Integer(),
  imported_goods: Type.Integer(),
  imported_skus: Type.Integer(),
  /** Rows not imported and why (in valid mode; in all mode any refusal is a 400 GOODS_IMPORT_REFUSED). */
  refused: Type.Array(RefusedRow),
})
export type ImportResult = Static<typeof ImportResult>

const signedIn = ['UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'] as const
/** A 400 GOODS_IMPORT_REFUSED carries `rows`, the refused rows and why. */
function withRows(answers: Record<number, TSchema>): Record<number, TObject> {
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      Type.Object(
        { ...(schema as TObject).properties, rows: Type.Optional(Type.Array(RefusedRow)) },
        { examples: schema.examples },
      ),
    ]),
  )
}

const route = routeSchemas(
  'admin-goods-import',
  withRows(
    errorAnswers(
      ...signedIn,
      'GOODS_IMPORT_FILE_INVALID',
      'GOODS_IMPORT_FILE_TOO_LARGE',
      'GOODS_IMPORT_EMPTY',
      'GOODS_IMPORT_TOO_MANY',
      'GOODS_IMPORT_REFUSED',
    ),
  ),
)

export const importTemplateSchema = {
  summary: '下载商品导入模板（xlsx：表头、示例行与填写说明）',
  tags: ['admin-goods-import'],
  produces: [XLSX_TYPE],
  response: errorAnswers(...signedIn),
}

export const importGoodsSchema = route(ImportResult, {
  summary: '导入商品（multipart 的 file 字段上传 xlsx；同一商品名称的多行合为一个多规格商品；一个事务写入）',
  querystring: ImportQuery,
  consumes: ['multipart/form-data'],
})

export const exportGoodsSchema = {
  summary: '按商品列表的筛选条件导出商品与规格、库存（xlsx）',
  tags: ['admin-goods-import'],
  querystring: GoodsListQuery,
  produces: [XLSX_TYPE],
  response: errorAnswers(...signedIn),
}
