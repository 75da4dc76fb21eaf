import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { optionalAuth } from '../lib/auth.ts'
import { cachedBody, sendCachedBody, SHARED_CACHE_CONTROL, type CachedBody } from '../lib/cached-body.ts'
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
import { pageLayoutStore } from './layout.ts'
import { listTemplates } from './repo.ts'
import {
  customPageSchema,
  homeSchema,
  layoutSchema,
  productPageSchema,
  templatesSchema,
  type CompanyQuery,
  type CustomPageParams,
  type ProductPageParams,
} from '../../schemas/api/pages.ts'

/** The member looking at a page, or null for guests (whose descriptors are cached). */
const viewerId = (request: FastifyRequest) => (request.principal?.kind === 'member' ? request.principal.id : null)

/** Guests' descriptors as sent: serialized and compressed once, then served as bytes. */
const GUEST_BODIES = { ttlMs: DESCRIPTOR_TTL_MS, staleMs: 300_000, maxEntries: 1_000 }

const guestBodyCaches = new WeakMap<Kysely<Database>, VersionedCache<CachedBody>>()

/** The kept guest descriptors of an app, keyed by `guestDescriptorKey` (the fast path reads them too). */
export function guestDescriptorCache(db: Kysely<Database>): VersionedCache<CachedBody> {
  let cache = guestBodyCaches.get(db)
  if (!cache) guestBodyCaches.set(db, (cache = new VersionedCache<CachedBody>(contentWatch(db), GUEST_BODIES)))
  return cache
}

export const guestDescriptorKey = (companyId: number, page: string) => `${companyId}\n${page}`

/** Page descriptors, mounted at /api/pages. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const store = pageLayoutStore(app)
  // Read at start-up (spec 7.2 "Global") so the first shopper does not wait for it.
  await store.get(1)
  const deps: DescriptorDeps = { db: app.db, log: app.log, layout: store }
  const viewer = optionalAuth('member')
  const guestBodies = guestDescriptorCache(app.db)

  /**
   * A member's descriptor is resolved for them and never kept by anyone else; a guest's is the
   * same for every guest, so it is answered from bytes kept until the content changes, with an
   * entity tag (304 for a browser that has it) and headers a CDN may cache by.
   */
  async function answer(
    request: FastifyRequest<{ Querystring: CompanyQuery }>,
    reply: FastifyReply,
    page: string,
    describe: (memberId: number | null) => Promise<PageDescriptor>,
  ) {
    const memberId = viewerId(request)
    if (memberId !== null) {
      reply.header('cache-control', 'private, no-cache')
      return { data: await describe(memberId) }
    }
    const body = await guestBodies.get(guestDescriptorKey(request.query.company_id, page), async () => ({
      value: await cachedBody(
        reply.serialize({ data: await describe(null) }) as string,
        'application/json; charset=utf-8',
      ),
      keep: true,
    }))
    return sendCachedBody(request, reply, body, SHARED_CACHE_CONTROL)
  }

  app.get<{ Querystring: CompanyQuery }>('/layout', { schema: layoutSchema }, async (request) => {
    const { layout } = await store.get(request.query.company_id)
    return { data: layout }
  })

  app.get<{ Querystring: CompanyQuery }>('/home', { schema: homeSchema, preHandler: viewer }, (request, reply) =>
    answer(request, reply, 'index', (memberId) => homeDescriptor(deps, request.query.company_id, memberId)),
  )

  app.get<{ Params: CustomPageParams; Querystring: CompanyQuery }>(
    '/custom/:pageid',
    { schema: customPageSchema, preHandler: viewer },
    (request, reply) =>
      answer(request, reply, `custom:${request.params.pageid}`, (memberId) =>
        customDescriptor(deps, request.query.company_id, request.params.pageid, memberId),
      ),
  )

  app.get<{ Params: ProductPageParams; Querystring: CompanyQuery }>(
    '/product/*',
    { schema: productPageSchema, preHandler: viewer },
    (request, reply) =>
      answer(request, reply, `product:${request.params['*']}`, (memberId) =>
        productDescriptor(deps, request.query.company_id, request.params['*'], memberId),
      ),
  )

  app.get<{ Querystring: CompanyQuery }>('/templates', { schema: templatesSchema }, async (request) => {
    const list = await listTemplates(app.db, request.query.company_id)
    return { data: { list, total_count: list.length } }
  })
}
