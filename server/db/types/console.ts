/** The operator console: roles (which areas an operator may use) and the audit log of changes. */
import type { Generated, Selectable } from 'kysely'
import type { Flag, JsonText, Timestamp } from './common.ts'

export interface OperatorRolesTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  description: Generated<string>
  /** JSON array of area codes (schemas/api/admin/areas.ts). */
  areas: Generated<JsonText>
  /** The roles every shop starts with; 超级管理员 among them cannot be changed. */
  is_builtin: Generated<Flag>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface AuditLogTable {
  id: Generated<number>
  company_id: Generated<number>
  operator_id: number
  /** The operator's name when they made the change (kept if the account is renamed). */
  operator_name: Generated<string>
  area: string
  action: string
  target: Generated<string>
  summary: Generated<string>
  /** JSON array of { field, before, after }. */
  changes: Generated<JsonText>
  created_at: Generated<Timestamp>
}

export type OrderExportStatus = 'running' | 'done' | 'failed'

/** An Excel export of the console's order list: its filters, progress and file (kept 24 hours). */
export interface OrderExportsTable {
  id: Generated<number>
  company_id: number
  operator_id: number
  /** JSON of the list filters the export was started with. */
  filters: Generated<JsonText>
  status: Generated<OrderExportStatus>
  /** Orders to write, and orders written so far. */
  total: Generated<number>
  done: Generated<number>
  /** The file's name under DATA_DIR/exports; '' until it is written. */
  file_name: Generated<string>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface ConsoleTables {
  operator_roles: OperatorRolesTable
  audit_log: AuditLogTable
  order_exports: OrderExportsTable
}

export type OperatorRole = Selectable<OperatorRolesTable>
