import type { FastifyRequest } from 'fastify'
import { type Audience, audienceKey } from '../commerce/goods/audience.ts'
import { TOKEN_COOKIE } from '../lib/auth.ts'
import type { CachedBody } from '../lib/cached-body.ts'
import { contentWatch } from '../lib/content-version.ts'
import { VersionedCache } from '../lib/versioned-cache.ts'
import { perDatabase } from '../lib/per-database.ts'

/**
 * Storefront routes whose page is the same for every guest, and for every member of one audience
 * (grade and staff flag): home, custom and product pages, the goods list and detail, the points
 * mall, articles, shops and the information pages. What is one member's own there (greeting, cart
 * badge, collected marks, claimed coupons, points) comes after load from the personal call.
 * Pages that show a guest something of their own (the coupon centre's claimed states, nearby
 * shops) or only make sense signed in are rendered per request.
 */
const SHARED_PAGES: RegExp[] = [
  /^\/(home|shopadmin\/index)?$/,
  /^\/items(\/[^/]+)?$/,
  /^\/custompage$/,
  /^\/product\/.+$/,
  /^\/pointitems(\/\d+)?$/,
  /^\/article\/(node|content|detail|faqs)(\/[^/]+)?$/,
  /^\/(news|story|technology|frenchstyle|license|license\/staff)$/,
  /^\/(shop|store|shopInfo|shops\/info)$/,
]

export const isSharedPage = (pathname: string): boolean => SHARED_PAGES.some((pattern) => pattern.test(pathname))

/**
 * Who asks for a shared page: a guest, a member by their session cookie (whose audience decides
 * the page), or someone whose page is their own (an API token, a shop or operator session).
 */
export type PageVisitor = { kind: 'guest' } | { kind: 'member'; token: string } | { kind: 'own' }

export function pageVisitor(request: Pick<FastifyRequest, 'headers' | 'cookies'>): PageVisitor {
  if (request.headers.authorization || request.cookies[TOKEN_COOKIE.shop] || request.cookies[TOKEN_COOKIE.operator])
    return { kind: 'own' }
  const token = request.cookies[TOKEN_COOKIE.member]
  return token ? { kind: 'member', token } : { kind: 'guest' }
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

/** Shared pages of one app, keyed by `sharedPageKey`. */
export const sharedPageCache = perDatabase(
  (db) =>
    new VersionedCache<PageAnswer>(contentWatch(db), {
      ttlMs: PAGE_TTL_MS,
      staleMs: PAGE_STALE_MS,
      maxEntries: PAGE_ENTRIES,
    }),
)

/**
 * Host and address (which carries the company) and, for a member, their audience: the Host header
 * as sent, the same for Fastify's requests and the raw ones of the fast path.
 */
export const sharedPageKey = (request: Pick<FastifyRequest, 'headers'>, url: URL, audience: Audience | null) =>
  `${request.headers.host ?? ''}\n${url.pathname}${url.search}${audience ? `\n${audienceKey(audience)}` : ''}`
