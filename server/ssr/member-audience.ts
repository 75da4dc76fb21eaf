import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import type { Audience } from '../commerce/goods/audience.ts'
import { loadViewer } from '../commerce/goods/viewer.ts'
import { principalOfToken } from '../lib/auth.ts'
import { contentWatch } from '../lib/content-version.ts'
import { VersionedCache } from '../lib/versioned-cache.ts'
import { now } from '../../schemas/time.ts'
import { perDatabase } from '../lib/per-database.ts'

/**
 * How long a token's audience is remembered. A grade bought or lapsed, a staff flag set or a
 * session revoked shows on pages within this time (a grade's terms edited: at once, as they move
 * the content version). The page holds nothing of the member, and the personal call after load
 * checks the session every time.
 */
const AUDIENCE_TTL_MS = 5_000
const AUDIENCE_ENTRIES = 50_000

const audienceCache = perDatabase(
  (db) =>
    new VersionedCache<Audience | null>(contentWatch(db), {
      ttlMs: AUDIENCE_TTL_MS,
      staleMs: 0,
      maxEntries: AUDIENCE_ENTRIES,
    }),
)

/**
 * The audience of a member token's pages (their effective grade's pricing and staff flag), or
 * null when the token names no live member session.
 */
export function memberAudience(app: FastifyInstance, token: string): Promise<Audience | null> {
  return audienceCache(app.db).get(token, async () => {
    const principal = await principalOfToken(app, token, 'member')
    const viewer = principal && (await loadViewer(app.db, principal.id, now()))
    if (!viewer) return { value: null, keep: true }
    const { gradeId, discount, gradeRank, isStaff } = viewer
    return { value: { gradeId, discount, gradeRank, isStaff }, keep: true }
  })
}

/** The audience of a token looked up within the last seconds, without a lookup (the fast path). */
export function knownAudience(db: Kysely<Database>, token: string): Audience | null | undefined {
  return audienceCache(db).fresh(token)
}
