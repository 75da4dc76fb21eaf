import type { FastifyRequest } from 'fastify'

/**
 * Form-encoded posts (spec 7.1) carry lists of objects as JSON text, e.g. `detail=[{"id":1,"num":2}]`.
 * A preValidation hook: turns such text into the value it spells, so the route schema checks the
 * parsed list exactly as it checks a JSON body. Text that is not JSON is left for the schema to refuse.
 */
export function parseJsonFields(...fields: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object') return
    for (const field of fields) {
      const value = body[field]
      if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) continue
      try {
        body[field] = JSON.parse(value)
      } catch {
        // Left as text: the schema answers with the field's name.
      }
    }
  }
}
