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

/** How many shared answers the server keeps (pages with their names: home, custom and product pages). */
export const KEPT_ANSWERS = 100

interface KeptAnswer {
  etag: string
  data: unknown
}

/**
 * Answers every visitor gets alike (a guest's descriptor: `public` with an entity tag), kept by
 * the server's renderer across requests as read, frozen, by address. The next render asks with
 * the tag and takes a 304 as "the same data": the tag is the hash of the bytes, so new content
 * is a new tag, and the descriptor is neither serialized nor parsed again. A visitor's own
 * answers carry no tag and are read every time. The browser has its own HTTP cache.
 */
const kept = new Map<string, KeptAnswer>()

/** Freezes a value and everything in it, as the server keeps a guest's answer across requests. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

function keep(url: string, response: Response, data: unknown): void {
  kept.delete(url)
  const etag = response.headers.get('etag')
  if (!etag || !/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return
  kept.set(url, { etag, data: deepFreeze(data) })
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!)
}

export function createPagesApi({ origin = '', fetch = globalThis.fetch }: PagesApiOptions = {}): PagesApi {
  return {
    async get<T>(name: string): Promise<T> {
      const url = `${origin}${PAGES_BASE_PATH}/${name}?company_id=1`
      const known = import.meta.env.SSR ? kept.get(url) : undefined
      let response: Response
      try {
        response = await fetch(url, {
          headers: known ? { accept: 'application/json', 'if-none-match': known.etag } : { accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      } catch {
        throw new ApiError(0, 'NETWORK', '网络连接失败，请检查网络后重试')
      }
      if (known && response.status === 304) {
        // Most recently used last, so eviction drops the coldest.
        kept.delete(url)
        kept.set(url, known)
        return known.data as T
      }
      const body: unknown = await response.json().catch(() => undefined)
      const envelope = response.status === 200 ? readEnvelope(body) : null
      if (envelope?.kind === 'data') {
        if (import.meta.env.SSR) keep(url, response, envelope.data)
        return envelope.data as T
      }
      throw new ApiError(response.status, 'PAGES_API', messageOf(body) ?? FALLBACK_MESSAGE)
    },
  }
}
