import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from '../errors.ts'
import { Id } from '../fields.ts'
import { routeSchemas } from '../route.ts'
import { OrderFilters } from '../admin.ts'

/** Excel exports of the console's order list: start one, follow its progress, download the file. */

const errors = errorAnswers(
  'ADMIN_FORBIDDEN',
  'EXPORT_EXPIRED',
  'EXPORT_FAILED',
  'EXPORT_NOT_FOUND',
  'EXPORT_NOT_READY',
  'ORDER_DATE_INVALID',
  'ORDER_STATUS_INVALID',
  'ORDER_TYPE_INVALID',
  'UNAUTHORIZED',
  'VALIDATION',
)

const route = routeSchemas('admin-orders', errors)

export const ExportParams = Type.Object({ id: Id })

export const OrderExportView = Type.Object({
  export_id: Type.Integer(),
  /** running | done | failed */
  status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  /** Orders to write and orders written. */
  total: Type.Integer(),
  done: Type.Integer(),
  created_at: Type.Integer(),
})
export type OrderExportView = Static<typeof OrderExportView>

export const startExportSchema = route(OrderExportView, {
  summary: '运营：按订单列表的筛选条件导出 Excel（后台分批写入，返回导出任务）',
  body: OrderFilters,
})

export const exportProgressSchema = route(OrderExportView, {
  summary: '运营：导出进度（已写入 / 总数）',
  params: ExportParams,
})

export const exportFileSchema = {
  summary: '运营：下载导出的 Excel 文件（保留24小时）',
  tags: ['admin-order-exports'],
  params: ExportParams,
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: errors,
}
