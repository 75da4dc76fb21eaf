import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail } from '../../lib/errors.ts'
import * as repo from './repo.ts'

/** The merchant account of a request that passed `requireAuth('shop')`. */
export function shopAccountId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'shop') throw fail('SESSION_EXPIRED')
  return request.principal.id
}

/**
 * Whether a merchant account holds a merchant's powers. Anyone may sign up as a merchant and sign
 * in to fill in and follow their settlement application; only an approved one is a merchant.
 * Accounts opened by an operator (with a shop) or by approving an application made before
 * merchant sign-up existed have no application of their own and are merchants already. Routes
 * that act as a merchant (none yet: the designer refuses shop tokens) check this after
 * requireAuth('shop').
 */
export async function isApprovedMerchant(app: Pick<FastifyInstance, 'db'>, accountId: number): Promise<boolean> {
  const row = await repo.findStanding(app.db, accountId)
  if (row?.status !== 'active') return false
  if (row.audit_status !== null) return row.audit_status === 'approved'
  return row.distributor_id !== null || row.application_id !== null
}
