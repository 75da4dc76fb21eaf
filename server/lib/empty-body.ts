import type { FastifyRequest } from 'fastify'

/**
 * A `preValidation` hook that lets a request sent without any body validate as `{}`: bodiless
 * POST and DELETE calls, forms posted with no field, which then reach the service (which names
 * what is missing) or the body schema's defaults.
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {}
}
