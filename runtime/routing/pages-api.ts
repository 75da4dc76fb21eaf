import { ApiError } from '../api/api-error.ts'
import { FALLBACK_MESSAGE, messageOf, readEnvelope } from '../api/envelope.ts'
import { REQUEST_TIMEOUT_MS } from '../api/http.ts'

export const PAGES_BASE_PATH = '/api/pages'

/**
 * The page-descriptor API (/api/pages/layout, /home, ...) sits beside the shopper API, outside the
 * shopper client's base path, so it gets this small reader of the same `{ data }` envelope. Its
 * failures stay silent: a page that cannot get its frame shows the error page instead of a toast.
 */
export interface PagesApi {
  get<T>(name: string): Promise<T>
}

export interface PagesApiOptions {
  /** Absolute origin on the server; the browser leaves it out. */
  origin?: string
  fetch?: typeof globalThis.fetch
}

export function createPagesApi({ origin = '', fetch = globalThis.fetch }: PagesApiOptions = {}): PagesApi {
  return {
    async get<T>(name: string): Promise<T> {
      let response: Response
      try {
        response = await fetch(`${origin}${PAGES_BASE_PATH}/${name}?company_id=1`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      } catch {
        throw new ApiError(0, 'NETWORK', '网络连接失败，请检查网络后重试')
      }
      const body: unknown = await response.json().catch(() => undefined)
      const envelope = response.status === 200 ? readEnvelope(body) : null
      if (envelope?.kind === 'data') return envelope.data as T
      throw new ApiError(response.status, 'PAGES_API', messageOf(body) ?? FALLBACK_MESSAGE)
    },
  }
}
