import { requestAt, type RequestOptions } from '../designer/api/client.ts'
import type { OperatorAftersales, OperatorOrder, OperatorOrderDetail, Shipped } from '../schemas/api/admin.ts'
import type { AftersalesView } from '../schemas/api/aftersales.ts'
import type { AuditEntryView } from '../schemas/api/admin/audit-log.ts'
import type {
  OperatorCreateBody,
  OperatorUpdateBody,
  OperatorView,
  RoleBody,
  RoleView,
} from '../schemas/api/admin/operators.ts'
import type { SetupBody, SetupState } from '../schemas/api/admin/setup.ts'
import type { Session } from '../schemas/api/designer.ts'

/** The console's client of /api/admin: same-origin, the operator's HttpOnly cookie, Chinese errors. */

export const ADMIN_API_BASE = '/api/admin'

const call = <T>(method: string, path: string, options?: RequestOptions) =>
  requestAt<T>(ADMIN_API_BASE, method, path, options)

export type Query = Record<string, string | number | undefined>

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
  signIn: (username: string, password: string) => call<Session>('POST', 'session', { body: { username, password } }),
  signOut: () => call<void>('DELETE', 'session'),

  orders: (query: Query) => call<CountedList<OperatorOrder>>('GET', 'orders', { query }),
  order: (orderId: string) => call<OperatorOrderDetail>('GET', `orders/${orderId}`),
  ship: (orderId: string, body: { delivery_corp: string; delivery_code?: string }) =>
    call<Shipped>('POST', `orders/${orderId}/delivery`, { body }),

  aftersales: (query: Query) => call<CountedList<OperatorAftersales>>('GET', 'aftersales', { query }),
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
}
