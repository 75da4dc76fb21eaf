import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildOptions } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/index.ts'
import { statementCounter } from './db/query-count.ts'

export interface TestAppOptions {
  /** Seed the demo mall (slower); off by default. */
  seed?: boolean
  /** Render storefront pages from the production build in dist/ (see server/ssr/ensure-build.ts); off by default. */
  ssr?: boolean
  /** More settings, as environment variables (PUBLIC_URL, TRUST_PROXY …). */
  env?: Record<string, string>
  /** Logger options, e.g. a stream the test reads; silent by default. */
  logger?: BuildOptions['logger']
  /** Adds what a test needs to the app (a probe route) before it is ready. */
  beforeReady?: (app: FastifyInstance) => void
}

/**
 * Drops a test's PostgreSQL schema. Test files tearing down at once can deadlock on the catalog,
 * and PostgreSQL then aborts one drop (40P01); that drop succeeds when tried again.
 */
async function dropTestSchema(db: FastifyInstance['db'], schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.schema.dropSchema(schema).ifExists().cascade().execute()
      return
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== '40P01') throw error
    }
  }
}

/**
 * A fresh app on a fresh database: SQLite in a temp folder, or a new PostgreSQL schema when
 * TEST_DATABASE_URL is set. Call `close()` in afterAll; it drops what it made.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-test-'))
  const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
  const pgSchema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined
  const opened = await openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'test.sqlite'), pgSchema })
  // Lets a test count the statements a request runs (db/query-count.ts); idle otherwise.
  const database = { ...opened, db: opened.db.withPlugin(statementCounter) }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SECRET: 'test-secret',
    SEED: options.seed ? '1' : '0',
    ...options.env,
  })
  const app = await buildApp(config, {
    ssr: options.ssr ?? false,
    database,
    logger: options.logger ?? false,
    referenceData: false,
  })
  app.addHook('onClose', async () => {
    if (pgSchema) await dropTestSchema(database.db, pgSchema)
    await database.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  options.beforeReady?.(app)
  await app.ready()
  return app
}
