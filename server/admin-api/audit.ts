import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { operatorOf } from '../designer-api/operator-guard.ts'
import { now } from '../../schemas/time.ts'
import type { AdminArea } from '../../schemas/api/admin/areas.ts'
import type { FieldChange } from '../../schemas/api/admin/audit-log.ts'
import { insertAuditEntry } from './audit-repo.ts'

export interface AuditEntry {
  area: AdminArea
  /** What was done, in the console's words: 新增角色, 发货, 审核售后 … */
  action: string
  /** What it was done to: an order number, an account, a role name. */
  target: string
  /** One line for the log list, e.g. "顺丰速运 SF1234567890". */
  summary?: string
  changes?: FieldChange[]
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the request's change is in the audit log. */
    audited?: boolean
  }
}

/** The fields whose values differ between `before` and `after`, labelled for people. */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
  labels: Partial<Record<keyof T & string, string>>,
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const [field, label] of Object.entries(labels) as [keyof T & string, string][]) {
    if (!(field in after) || after[field] === undefined) continue
    const was = before[field]
    const is = after[field]
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field: label, before: was, after: is })
  }
  return changes
}

/** Writes the signed-in operator's change to the audit log; every console write calls it once. */
export async function recordAudit(db: Kysely<Database>, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const operator = operatorOf(request)
  await insertAuditEntry(db, {
    company_id: operator.companyId,
    operator_id: operator.id,
    operator_name: operator.name || operator.username,
    area: entry.area,
    action: entry.action,
    target: entry.target,
    summary: entry.summary ?? '',
    changes: JSON.stringify(entry.changes ?? []),
    created_at: now(),
  })
  request.audited = true
}

/**
 * Under test, a console write that succeeded without writing the audit log fails loudly, so a new
 * route cannot forget it. GETs and refusals write nothing and are not logged.
 */
export function requireAuditOnWrites(app: FastifyInstance): void {
  if (app.config.env !== 'test') return
  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD'
    const { access, unaudited } = request.routeOptions.config
    const logged = access === 'public' || access === 'signed-in' || unaudited !== undefined || request.audited
    if (write && reply.statusCode < 400 && !logged)
      throw new Error(`${request.method} ${request.routeOptions.url} changed something without recordAudit`)
    return payload
  })
}
