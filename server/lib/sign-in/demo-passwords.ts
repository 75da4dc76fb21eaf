import type { FastifyInstance } from 'fastify'
import { fail } from '../errors.ts'
import { DEMO_PASSWORDS } from '../../../schemas/api/admin/operator-password.ts'

/**
 * A shop that is not a demo refuses the demo accounts' published passwords (README lists them),
 * whoever types them: an account still holding one has to change it first.
 */
export function refuseDemoPassword(app: FastifyInstance, body: Record<string, unknown>): void {
  if (app.demo) return
  if (typeof body.password === 'string' && DEMO_PASSWORDS.includes(body.password)) throw fail('DEMO_PASSWORD_REFUSED')
}
