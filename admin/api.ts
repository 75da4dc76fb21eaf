import { DesignerApiError, NETWORK_MESSAGE, requestAt, type RequestOptions } from '../designer/api/client.ts'
import type { FieldErrors } from '../schemas/api/field-errors.ts'
import type { SmsSent } from '../schemas/api/sms.ts'
import type { OperatorAftersales, OperatorOrder, OperatorOrderDetail, Shipped } from '../schemas/api/admin.ts'
import type { AftersalesView } from '../schemas/api/aftersales.ts'
import type { AuditEntryView } from '../schemas/api/admin/audit-log.ts'
import type { OperatorAftersalesDetail } from '../schemas/api/admin/aftersales.ts'
import type { OrderExportView } from '../schemas/api/admin/order-exports.ts'
import type { Cancelled, OrderShop, Remarked } from '../schemas/api/admin/orders.ts'
import type { DashboardView } from '../schemas/api/admin/dashboard.ts'
import type {
  OperatorCreateBody,
  OperatorUpdateBody,
  OperatorView,
  RoleBody,
  RoleView,
} from '../schemas/api/admin/operators.ts'
import type { SetupBody, SetupState } from '../schemas/api/admin/setup.ts'
import type {
  BulkAnswer,
  GoodsBulkAction,
  GoodsDetail,
  GoodsEditorOptions,
  GoodsListAnswer,
  GoodsOutcome,
  GoodsSaveBody,
  StockAnswer,
  StockPatchBody,
} from '../schemas/api/admin/goods.ts'
import type {
  BrandCreateBody,
  BrandUpdateBody,
  BrandView,
  CategoryCreateBody,
  CategoryMoveBody,
  CategoryNode,
  CategoryUpdateBody,
} from '../schemas/api/admin/catalogue.ts'
import type { Session } from '../schemas/api/designer.ts'

/** The console's client of /api/admin: same-origin, the operator's HttpOnly cookie, Chinese errors. */

export const ADMIN_API_BASE = '/api/admin'

const call = <T>(method: string, path: string, options?: RequestOptions) =>
  requestAt<T>(ADMIN_API_BASE, method, path, options)

/** A save refused field by field (400 GOODS_INVALID): the Chinese message of each field path, for the form. */
export class FieldsRefusal extends DesignerApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly fields: FieldErrors,
  ) {
    super(status, code, message)
    this.name = 'FieldsRefusal'
  }
}

const REQUEST_TIMEOUT_MS = 30_000

export type Query = Record<string, string | number | undefined>

/** The address of a console call with its query (empty values left out); downloads link to it too. */
export function adminUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value))
  const text = params.toString()
  return `${ADMIN_API_BASE}/${path}${text ? `?${text}` : ''}`
}

/** Turns a refusal's body into a caller's own error (e.g. the stock a conditional edit found), or leaves it. */
export type RefusalReader = (
  status: number,
  code: string,
  message: string,
  body: Record<string, unknown>,
) => Error | undefined

/**
 * A console call whose refusal may carry per-field messages (schemas/api/field-errors.ts) or other
 * values a page shows: like `call`, but it reads the error body itself to keep `fields` (thrown as
 * FieldsRefusal) and whatever `refusal` picks out, which the shared client does not carry.
 */
export async function adminRequest<T>(
  method: string,
  path: string,
  options: { query?: Query; body?: unknown; refusal?: RefusalReader } = {},
): Promise<T> {
  const { query, body, refusal } = options
  let response: Response
  try {
    response = await fetch(adminUrl(path, query), {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch {
    throw new DesignerApiError(0, 'NETWORK', NETWORK_MESSAGE)
  }
  const parsed = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
  if (response.ok) return (parsed as { data: T } | undefined)?.data as T
  const message = typeof parsed?.message === 'string' ? parsed.message : '操作失败'
  const code = typeof parsed?.code === 'string' ? parsed.code : 'HTTP_ERROR'
  const fields = parsed?.fields
  if (fields && typeof fields === 'object')
    throw new FieldsRefusal(response.status, code, message, fields as FieldErrors)
  const own = parsed && refusal?.(response.status, code, message, parsed)
  if (own) throw own
  throw new DesignerApiError(response.status, code, message)
}

const callWithFields = <T>(method: string, path: string, body: unknown) => adminRequest<T>(method, path, { body })

export interface Paged<T> {
  list: T[]
  total_count: number
}

/** A list with the count of rows in each status under the same filters (the tabs). */
export interface CountedList<T> extends Paged<T> {
  status_counts: Record<string, number>
}

export const adminApi = {
  setupState: () => call<SetupState>('GET', 'setup'),
  setUp: (body: SetupBody) => call<Session>('POST', 'setup', { body }),
  session: () => call<Session>('GET', 'session'),
  /** `vcode`: the texted code, once the server asked for it (SIGN_IN_SECOND_FACTOR_REQUIRED). */
  signIn: (username: string, password: string, vcode?: string) =>
    call<Session>('POST', 'session', { body: vcode ? { username, password, vcode } : { username, password } }),
  signInCode: (username: string) => call<SmsSent>('POST', 'session/code', { body: { username } }),
  signOut: () => call<void>('DELETE', 'session'),

  orders: (query: Query) => call<CountedList<OperatorOrder>>('GET', 'orders', { query }),
  order: (orderId: string) => call<OperatorOrderDetail>('GET', `orders/${orderId}`),
  ship: (orderId: string, body: { delivery_corp: string; delivery_code?: string }) =>
    call<Shipped>('POST', `orders/${orderId}/delivery`, { body }),
  orderShops: () => call<OrderShop[]>('GET', 'orders/shops'),
  setOrderRemark: (orderId: string, remark: string) =>
    call<Remarked>('PUT', `orders/${orderId}/remark`, { body: { operator_remark: remark } }),
  cancelOrder: (orderId: string, reason: string) =>
    call<Cancelled>('POST', `orders/${orderId}/cancel`, { body: { reason } }),
  startOrderExport: (filters: Query) => call<OrderExportView>('POST', 'orders/exports', { body: filters }),
  orderExport: (id: number) => call<OrderExportView>('GET', `orders/exports/${id}`),
  orderExportFileUrl: (id: number) => `${ADMIN_API_BASE}/orders/exports/${id}/file`,

  aftersales: (query: Query) => call<CountedList<OperatorAftersales>>('GET', 'aftersales', { query }),
  aftersalesDetail: (bn: string) => call<OperatorAftersalesDetail>('GET', `aftersales/${bn}`),
  review: (bn: string, body: { result: 'approve' | 'refuse'; refuse_reason?: string }) =>
    call<AftersalesView>('POST', `aftersales/${bn}/review`, { body }),
  confirmGoods: (bn: string) => call<AftersalesView>('POST', `aftersales/${bn}/confirm-goods`, { body: {} }),
  refund: (bn: string) => call<AftersalesView>('POST', `aftersales/${bn}/refund`, { body: {} }),

  operators: () => call<OperatorView[]>('GET', 'operators'),
  createOperator: (body: OperatorCreateBody) => call<OperatorView>('POST', 'operators', { body }),
  updateOperator: (id: number, body: OperatorUpdateBody) => call<OperatorView>('PATCH', `operators/${id}`, { body }),
  resetPassword: (id: number, password: string) =>
    call<OperatorView>('POST', `operators/${id}/password`, { body: { password } }),
  roles: () => call<RoleView[]>('GET', 'roles'),
  createRole: (body: RoleBody) => call<RoleView>('POST', 'roles', { body }),
  updateRole: (id: number, body: RoleBody) => call<RoleView>('PUT', `roles/${id}`, { body }),
  deleteRole: (id: number) => call<RoleView>('DELETE', `roles/${id}`),
  auditLog: (query: Query) => call<Paged<AuditEntryView>>('GET', 'audit-log', { query }),

  dashboard: (query: Query) => call<DashboardView>('GET', 'dashboard', { query }),

  goods: (query: Query) => call<GoodsListAnswer>('GET', 'goods', { query }),
  goodsDetail: (id: number) => call<GoodsDetail>('GET', `goods/${id}`),
  goodsEditorOptions: () => call<GoodsEditorOptions>('GET', 'goods/editor-options'),
  createGoods: (body: GoodsSaveBody) => callWithFields<GoodsDetail>('POST', 'goods', body),
  updateGoods: (id: number, body: GoodsSaveBody) => callWithFields<GoodsDetail>('PUT', `goods/${id}`, body),
  patchStock: (skuId: number, body: StockPatchBody) =>
    call<StockAnswer>('PATCH', `goods/skus/${skuId}/stock`, { body }),
  bulkGoods: (ids: number[], action: GoodsBulkAction) =>
    call<BulkAnswer>('POST', 'goods/bulk', { body: { ids, action } }),
  deleteGoods: (id: number) => call<GoodsOutcome>('DELETE', `goods/${id}`),
  categories: () => call<CategoryNode[]>('GET', 'categories'),
  brands: (query: Query = {}) => call<Paged<BrandView>>('GET', 'brands', { query }),
  createCategory: (body: CategoryCreateBody) => call<CategoryNode>('POST', 'categories', { body }),
  updateCategory: (id: number, body: CategoryUpdateBody) => call<CategoryNode>('PUT', `categories/${id}`, { body }),
  moveCategory: (body: CategoryMoveBody) => call<CategoryNode[]>('POST', 'categories/move', { body }),
  deleteCategory: (id: number) => call<{ id: number }>('DELETE', `categories/${id}`),
  createBrand: (body: BrandCreateBody) => call<BrandView>('POST', 'brands', { body }),
  updateBrand: (id: number, body: BrandUpdateBody) => call<BrandView>('PUT', `brands/${id}`, { body }),
  deleteBrand: (id: number) => call<{ id: number }>('DELETE', `brands/${id}`),
}
