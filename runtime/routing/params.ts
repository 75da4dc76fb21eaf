import type { Params } from 'react-router-dom'

/** The response a loader throws for a page that does not exist; the error boundary shows the 404 page. */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}

/** A positive integer route parameter, or a thrown 404 (spec 2.5: invalid parameters show the 404 page). */
export function requireIntParam(params: Params, name: string): number {
  const raw = params[name]
  if (raw === undefined || !/^[1-9][0-9]{0,15}$/.test(raw)) throw notFound()
  const value = Number(raw)
  if (!Number.isSafeInteger(value)) throw notFound()
  return value
}
