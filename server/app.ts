import http from 'node:http'
import path from 'node:path'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import staticFiles from '@fastify/static'
import swagger from '@fastify/swagger'
import type { Redis } from 'ioredis'
import type { Kysely } from 'kysely'
import { trustProxyOption, type Config } from './config.ts'
import { migrateToLatest, openDatabase, type DbHandle } from './db/index.ts'
import type { Database } from './db/types.ts'
import { seedIfEmpty } from './db/seed/index.ts'
import { importRegions } from './db/seed/regions.ts'
import { cachedFirst } from './lib/cached-first.ts'
import type { Broadcast } from './lib/broadcast.ts'
import { openBroadcast } from './lib/broadcast-select.ts'
import { compressAnswer } from './lib/compression.ts'
import { corsHook } from './lib/cors.ts'
import { openContentWatch } from './lib/content-version.ts'
import { refuseCrossSiteWrites } from './lib/cross-site.ts'
import { errorHandler, apiNotFound } from './lib/error-handler.ts'
import { rejectNonFiniteNumbers } from './lib/finite-numbers.ts'
import { loggerOptions } from './lib/log-redaction.ts'
import { connectRedis, redisReady } from './lib/redis.ts'
import { securityHeaders } from './lib/security-headers.ts'
import { probeDatabase } from './lib/system-repo.ts'
import { commerceRoutes } from './commerce/routes.ts'
import { photoFileRoutes } from './commerce/uploads/photo-files.ts'
import { paymentNotifyRoutes } from './commerce/payment/notify-routes.ts'
import { pageRoutes } from './pages/routes.ts'
import { widgetSchemaRoutes } from './pages/widget-schema-routes.ts'
import { designerApiRoutes } from './designer-api/routes.ts'
import { adminApiRoutes, legacyAdminRoutes } from './admin-api/routes.ts'
import { legacyLoginRoutes } from './admin-api/legacy-routes.ts'
import { jobsPlugin } from './jobs/plugin.ts'
import { openapiOptions } from './docs/openapi.ts'
import { registerApiReference } from './docs/reference.ts'
import type { RawFastPath } from './ssr/fast-path.ts'
import { ssrPlugin } from './ssr/plugin.ts'
import { frameworkErrors } from './ssr/framework-errors.ts'
import { isDemo } from './db/seed/demo-marker.ts'
import { warnAboutAccess } from './admin-api/setup/start-warnings.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Kysely<Database>
    /** Messages to every instance of the app (cache invalidations). */
    broadcast: Broadcast
    /** The client of REDIS_URL shared by every instance (rate limits, sign-in counts), or null. */
    redis: Redis | null
    /** A demo mall (DEMO, or a database the demo seed made): test providers on, demo passwords accepted. */
    demo: boolean
  }
}

export interface BuildOptions {
  /** Render storefront pages (needs a build or, in development, Vite). API tests turn it off. */
  ssr?: boolean
  /** An already opened database (tests share one per file); otherwise opened from config. */
  database?: DbHandle
  /** Logger options (a test's stream, or false); secrets are redacted whatever is given. */
  logger?: FastifyServerOptions['logger']
  /** Import reference data (the region tree) into an unseeded database; tests bring their own fixtures. */
  referenceData?: boolean
  /** The database is migrated and seeded already (workers: their primary process did it once). */
  prepared?: boolean
}

/** Migrates the database and seeds the demo mall into an empty one (or imports the reference data). */
export async function prepareDatabase(
  db: Kysely<Database>,
  config: Config,
  log: FastifyBaseLogger,
  referenceData = true,
): Promise<void> {
  await migrateToLatest(db)
  if (config.seed) await seedIfEmpty(db, { dataDir: config.dataDir, log })
  // The region tree is reference data every address needs, demo mall or not.
  else if (referenceData) await importRegions(db)
}

/** Builds the whole app without listening; `main.ts` listens, tests use `inject` or supertest. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Cached pages are answered before Fastify sees the request (server/ssr/fast-path.ts), and ahead
  // of the requests Fastify handles, a few of which start per turn of the event loop (lib/cached-first.ts).
  const pageFastPath: { serve: RawFastPath | null } = { serve: null }
  const app = Fastify({
    serverFactory: (handler) => {
      const others = cachedFirst(handler)
      return http.createServer((request, response) => {
        if (!pageFastPath.serve?.(request, response)) others(request, response)
      })
    },
    logger: loggerOptions(config.logLevel, options.logger),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request target that cannot be decoded answers the spec's pages, not Fastify's English JSON.
    frameworkErrors: frameworkErrors(config.env === 'development'),
    ajv: {
      customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
  })

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'mallfront.sqlite') }))
  if (!options.database) app.addHook('onClose', () => database.destroy())
  if (!options.prepared) await prepareDatabase(database.db, config, app.log, options.referenceData !== false)

  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('demo', await isDemo(config, database.db))
  app.addHook('onReady', () => warnAboutAccess(app))
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null
  app.decorate('redis', redis)
  if (redis) {
    // Requests should find Redis connected; an unreachable one must not hold up the start.
    app.addHook('onReady', async () => {
      if (!(await redisReady(redis, 3_000))) app.log.warn('Redis not connected yet; starting anyway')
    })
    app.addHook('onClose', async () => redis.disconnect())
  }
  const broadcast = await openBroadcast({
    redis,
    redisPrefix: config.redisPrefix,
    dialect: database.dialect,
    databaseUrl: config.databaseUrl,
    db: database.db,
    log: app.log,
  })
  app.decorate('broadcast', broadcast.broadcast)
  app.addHook('onClose', () => broadcast.broadcast.close())
  // Listening before the first request, so no message sent after this instance is up is missed.
  app.addHook('onReady', () => broadcast.ready())
  await openContentWatch(app)
  app.decorateRequest('principal', null)

  app.setErrorHandler(errorHandler)
  // Before the cross-site check, so even its refusal is readable by an allowed client elsewhere.
  app.addHook('onRequest', corsHook(config.corsOrigins))
  app.addHook('onRequest', refuseCrossSiteWrites(config.publicUrl, config.corsOrigins))
  app.addHook('preHandler', rejectNonFiniteNumbers)
  app.addHook('onSend', securityHeaders(config.env === 'development'))
  app.addHook('onSend', compressAnswer)

  await app.register(cookie, { secret: config.secret })
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } })
  // With Redis every instance counts each address's requests together; while Redis is down the limits are skipped.
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${config.redisPrefix}rate:`, skipOnError: true }),
  })
  await app.register(swagger, openapiOptions(config))
  await registerApiReference(app)

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await probeDatabase(database.db)
    return { status: 'ok' }
  })
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  await app.register(staticFiles, {
    root: path.join(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
  })
  // Members' and merchants' photos under /uploads/member/ and /uploads/shop/: signed links only.
  await app.register(photoFileRoutes)

  // The signed-in operator of a console or designer request (server/admin-api/access.ts).
  app.decorateRequest('operator', null)
  await app.register(commerceRoutes, { prefix: '/api/h5app/wxapp' })
  await app.register(legacyLoginRoutes, { prefix: '/api/h5app/wxapp' })
  await app.register(legacyAdminRoutes, { prefix: '/api/h5app/wxapp' })
  // Payment providers post their notifications outside the shopper API's prefix.
  await app.register(paymentNotifyRoutes)
  await app.register(pageRoutes, { prefix: '/api/pages' })
  await app.register(widgetSchemaRoutes, { prefix: '/api/schemas' })
  await app.register(designerApiRoutes, { prefix: '/api/designer' })
  await app.register(adminApiRoutes, { prefix: '/api/admin' })
  // Order expiry, auto-confirm, refund retries, the content-version poll: from ready to close.
  await app.register(jobsPlugin)

  if (options.ssr === false) {
    app.setNotFoundHandler(apiNotFound)
  } else {
    await app.register(ssrPlugin, { fastPath: pageFastPath })
  }
  return app
}
