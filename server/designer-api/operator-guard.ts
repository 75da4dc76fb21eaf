import type { FastifyInstance, FastifyRequest } from 'fastify'
import { optionalAuth } from '../lib/auth.ts'
import { fail } from '../lib/errors.ts'
import { findOperatorSession } from './operator-repo.ts'
import type { OperatorInfo } from '../../schemas/api/designer.ts'
import type { AdminArea } from '../../schemas/api/admin/areas.ts'

/** The signed-in operator of a console or designer request, with their company and role. */
export interface DesignerOperator extends OperatorInfo {
  companyId: number
  sessionId: string
  /** Unix seconds. */
  expiresAt: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOperator`; null outside the designer API. */
    operator: DesignerOperator | null
  }
}

/** The operator request of a route behind `requireOperator`. */
export function operatorOf(request: FastifyRequest): DesignerOperator {
  if (!request.operator) throw fail('UNAUTHORIZED')
  return request.operator
}

/**
 * preHandler of every designer route but sign-in and the storage endpoint: the operator token
 * comes from the `operator_token` cookie or `Authorization: Bearer`. Without one the answer is
 * 401; a shopper or shop signed in with their own token is known but not allowed here: 403.
 */
export function requireOperator(
  app: FastifyInstance,
  forbidden: 'DESIGNER_FORBIDDEN' | 'ADMIN_FORBIDDEN' = 'DESIGNER_FORBIDDEN',
) {
  const asOperator = optionalAuth('operator')
  const asMember = optionalAuth('member')
  const asShop = optionalAuth('shop')
  return async (request: FastifyRequest) => {
    await asOperator.call(app, request)
    const principal = request.principal
    if (principal) {
      const row = await findOperatorSession(app.db, principal.sessionId, principal.id)
      // A disabled operator's sessions stop working at once, not when they expire.
      if (row && row.status === 'active') {
        request.operator = {
          id: row.id,
          username: row.username,
          name: row.name,
          role_name: row.role_name ?? '',
          // An operator without a role may sign in but use nothing.
          areas: row.areas ? (JSON.parse(row.areas) as AdminArea[]) : [],
          companyId: row.company_id,
          sessionId: principal.sessionId,
          expiresAt: Number(row.expires_at),
        }
        return
      }
    }
    request.principal = null
    await asMember.call(app, request)
    if (!request.principal) await asShop.call(app, request)
    const someoneElse = request.principal !== null
    request.principal = null
    if (someoneElse) throw fail(forbidden)
    throw fail('UNAUTHORIZED')
  }
}
