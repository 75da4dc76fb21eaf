import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { storageNames } from '../../runtime/lib/auth-storage.ts'
import { TOKEN_COOKIE } from '../lib/auth.ts'
import type { CachedBody } from '../lib/cached-body.ts'
import { contentWatch } from '../lib/content-version.ts'
import { VersionedCache } from '../lib/versioned-cache.ts'
import type { Database } from '../db/types.ts'

/**
 * Storefront routes whose page is the same for every guest: home, custom and product pages, the
 * goods list and detail, the points mall, articles, shops and the information pages. Pages that
 * show a guest something of their own (the coupon centre's claimed states, nearby shops) or only
 * make sense signed in are rendered per request.
 */
const GUEST_PAGES: RegExp[] = [
  /^\/(home|shopadmin\/index)?$/,
  /^\/items(\/[^/]+)?$/,
  /^\/custompage$/,
  /^\/product\/.+$/,
  /^\/pointitems(\/[^/]+)?$/,
  /^\/article\/(node|content|detail|faqs)(\/[^/]+)?$/,
  /^\/(news|story|technology|frenchstyle|license|license\/staff)$/,
  /^\/(shop|store|shopInfo|shops\/info)$/,
]

/** Cookies that make a page someone's own: the session tokens and the signed-in name. */
const PERSONAL_COOKIES = [...Object.values(TOKEN_COOKIE), storageNames.userInfoCookie]

/** A guest (no session of any kind) asking for a page every guest sees alike. */
export function servesGuestPage(request: Pick<FastifyRequest, 'headers' | 'cookies'>, pathname: string): boolean {
  if (request.headers.authorization) return false
  if (PERSONAL_COOKIES.some((name) => request.cookies[name])) return false
  return GUEST_PAGES.some((pattern) => pattern.test(pathname))
}

/** A rendered answer as the page handler sends it; only 200 pages are kept. */
export type PageAnswer =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; body: CachedBody }

/** Fresh for a minute like the descriptors, then served for five more while one re-render runs. */
const PAGE_TTL_MS = 60_000
const PAGE_STALE_MS = 300_000
/** Bounded, since every query string is its own page. */
const PAGE_ENTRIES = 2_000

const caches = new WeakMap<Kysely<Database>, VersionedCache<PageAnswer>>()

/** Guests' pages of one app, keyed by host and address (the address carries the company). */
export function guestPageCache(db: Kysely<Database>): VersionedCache<PageAnswer> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new VersionedCache<PageAnswer>(contentWatch(db), {
      ttlMs: PAGE_TTL_MS,
      staleMs: PAGE_STALE_MS,
      maxEntries: PAGE_ENTRIES,
    })
    caches.set(db, cache)
  }
  return cache
}

/** The Host header as sent (the same for Fastify's requests and the raw ones of the fast path). */
export const guestPageKey = (request: Pick<FastifyRequest, 'headers'>, url: URL) =>
  `${request.headers.host ?? ''}\n${url.pathname}${url.search}`
