import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { optionalAuth } from '../lib/auth.ts'
import {
  cachedBody,
  JSON_TYPE,
  PRIVATE_CACHE_CONTROL,
  REVALIDATED_CACHE_CONTROL,
  sendCachedBody,
  SHARED_CACHE_CONTROL,
  type CachedBody,
} from '../lib/cached-body.ts'
import { contentWatch } from '../lib/content-version.ts'
import { VersionedCache } from '../lib/versioned-cache.ts'
import { DESCRIPTOR_TTL_MS } from './descriptor-cache.ts'
import {
  customDescriptor,
  homeDescriptor,
  productDescriptor,
  type DescriptorDeps,
  type PageDescriptor,
} from './descriptors.ts'
import { keptAddresses } from './kept-addresses.ts'
import { pageLayoutStore } from './layout.ts'
import { customPageSchema, homeSchema, layoutSchema, productPageSchema } from '../../schemas/api/pages.ts'
import { perDatabase } from '../lib/per-database.ts'

/** The member looking at a page, or null for guests (whose descriptors are cached). */
const viewerId = (request: FastifyRequest) => (request.principal?.kind === 'member' ? request.principal.id : null)

/** Guests' descriptors as sent: serialized and compressed once, then served as bytes. */
const GUEST_BODIES = { ttlMs: DESCRIPTOR_TTL_MS, staleMs: 300_000, maxEntries: 1_000 }

/** The kept guest descriptors of an app, keyed by `guestDescriptorKey` (the fast path reads them too). */
export const guestDescriptorCache = perDatabase((db) => new VersionedCache<CachedBody>(contentWatch(db), GUEST_BODIES))

export const guestDescriptorKey = (companyId: number, page: string) => `${companyId}\n${page}`

/**
 * Answers `{ data }` that is the same for every viewer it is kept for from the app's kept bodies
 * under `name`: serialized by the route's own serializer (its response schema) and compressed once
 * per content version, with an entity tag. Where it is kept is noted by address (kept-addresses.ts),
 * so a page render asking the same address reads it without the route.
 */
export async function sendKeptData(
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: number,
  name: string,
  data: () => Promise<unknown>,
  cacheControl = SHARED_CACHE_CONTROL,
): Promise<FastifyReply> {
  const key = guestDescriptorKey(companyId, name)
  const body = await guestDescriptorCache(request.server.db).get(key, async () => ({
    value: await cachedBody(reply.serialize({ data: await data() }) as string, JSON_TYPE),
    keep: true,
  }))
  keptAddresses(request.server.db).remember(request, { key, cacheControl })
  return sendCachedBody(request, reply, body, cacheControl)
}

/** Page descriptors, mounted at /api/pages. */
export const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = pageLayoutStore(app)
  // Read at start-up (spec 7.2 "Global") so the first shopper does not wait for it.
  await store.get(1)
  const deps: DescriptorDeps = { db: app.db, log: app.log, layout: store }
  const viewer = optionalAuth('member')

  /**
   * A member's descriptor is resolved for them and never kept by anyone else; a guest's is the
   * same for every guest, so it is answered from bytes kept until the content changes, with an
   * entity tag (304 for a browser that has it) and headers a CDN may cache by.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    companyId: number,
    page: string,
    describe: (memberId: number | null) => Promise<PageDescriptor>,
  ) {
    const memberId = viewerId(request)
    if (memberId !== null) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL)
      return { data: await describe(memberId) }
    }
    return sendKeptData(request, reply, companyId, page, () => describe(null))
  }

  // The same for everyone: kept as bytes with an entity tag, so a page render takes a 304 and keeps
  // its data; browsers ask again every time, so the designer never shows a frame from before a publish.
  app.get('/layout', { schema: layoutSchema }, async (request, reply) => {
    const companyId = request.query.company_id
    return sendKeptData(
      request,
      reply,
      companyId,
      'layout',
      async () => (await store.get(companyId)).layout,
      REVALIDATED_CACHE_CONTROL,
    )
  })

  app.get('/home', { schema: homeSchema, preHandler: viewer }, (request, reply) =>
    answer(request, reply, request.query.company_id, 'index', (memberId) =>
      homeDescriptor(deps, request.query.company_id, memberId),
    ),
  )

  app.get('/custom/:pageid', { schema: customPageSchema, preHandler: viewer }, (request, reply) =>
    answer(request, reply, request.query.company_id, `custom:${request.params.pageid}`, (memberId) =>
      customDescriptor(deps, request.query.company_id, request.params.pageid, memberId),
    ),
  )

  app.get('/product/*', { schema: productPageSchema, preHandler: viewer }, (request, reply) =>
    answer(request, reply, request.query.company_id, `product:${request.params['*']}`, (memberId) =>
      productDescriptor(deps, request.query.company_id, request.params['*'], memberId),
    ),
  )
}
