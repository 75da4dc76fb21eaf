/**
 * What a route throws or answers, as react-router models it: the same shapes its own checks test
 * for, so both routers and the server's hydration data agree on them.
 */

/** A response thrown by a loader (a 404, a refusal), as the error boundaries see it. */
export class ErrorResponseImpl {
  readonly status: number
  readonly statusText: string
  readonly internal: boolean
  readonly data: unknown
  readonly error?: Error

  constructor(status: number, statusText: string | undefined, data: unknown, internal = false) {
    this.status = status
    this.statusText = statusText ?? ''
    this.internal = internal
    if (data instanceof Error) {
      this.data = data.toString()
      this.error = data
    } else {
      this.data = data
    }
  }
}

export interface RouteErrorResponse {
  status: number
  statusText: string
  internal: boolean
  data: unknown
}

/** Whether a route error is a thrown response rather than an exception. */
export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  if (error === null || typeof error !== 'object') return false
  const candidate = error as Record<string, unknown>
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.statusText === 'string' &&
    typeof candidate.internal === 'boolean' &&
    'data' in candidate
  )
}

/** A redirect a loader returns or throws (302 unless told otherwise). */
export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const responseInit = typeof init === 'number' ? { status: init } : { status: 302, ...init }
  const headers = new Headers(responseInit.headers)
  headers.set('Location', url)
  return new Response(null, { ...responseInit, headers })
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** The address a loader's answer sends the visitor to, if it is a redirect. */
export function redirectLocation(value: unknown): string | null {
  if (!(value instanceof Response) || !REDIRECT_STATUSES.has(value.status)) return null
  return value.headers.get('Location')
}
