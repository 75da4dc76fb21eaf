import type { FastifyRequest } from 'fastify'
import { fail } from './errors.ts'

function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value)
  if (depth > 8 || value === null || typeof value !== 'object') return false
  return Object.values(value as Record<string, unknown>).some((v) => hasNonFinite(v, depth + 1))
}

/**
 * ajv coerces "1e309" or "Infinity" to Infinity and its minimum/maximum checks let it through;
 * the databases then fail on it. Refuse such input before any handler sees it.
 */
export async function rejectNonFiniteNumbers(request: FastifyRequest) {
  if (hasNonFinite(request.params) || hasNonFinite(request.query) || hasNonFinite(request.body)) {
    throw fail('NUMBER_INVALID')
  }
}
