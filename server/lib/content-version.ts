import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { CHANNELS } from './broadcast.ts'
import { every } from './interval-job.ts'
import { readContentVersion } from './system-repo.ts'
import { perDatabase } from './per-database.ts'

/**
 * How often every instance re-reads the content counter: a change made outside this app (a
 * script, a hand edit, another instance while the broadcast is down) reaches its caches within
 * this time. Changes made through the app reach every instance at once by broadcast.
 */
export const CONTENT_POLL_MS = 1_000

/**
 * This instance's view of `content_version`, the counter the database's triggers move whenever
 * something guests' pages show changes. Caches tag each entry with the version it was built at
 * and treat an entry of another version as missing, so no cache needs to be told to clear.
 */
export class ContentWatch {
  /** 0 until the counter is first read: nothing built before that is ever served from a cache. */
  version = 0
  /** Tells the other instances (set by the app: its broadcast). */
  announce: (version: number) => Promise<void> = async () => {}

  constructor(private readonly db: Kysely<Database>) {}

  /** Reads the counter; answers the current version. */
  async refresh(): Promise<number> {
    const version = await readContentVersion(this.db)
    if (version > this.version) this.version = version
    return this.version
  }

  /** Another instance announced `version`: entries older than it stop being served at once. */
  heard(version: number): void {
    if (Number.isSafeInteger(version) && version > this.version) this.version = version
  }

  /** After this app changed content (a publish): this instance sees it now, the others next. */
  async changed(): Promise<void> {
    const version = await this.refresh()
    await this.announce(version)
  }
}

/** The watch of an app's database (one per app, shared by its caches, tests keep theirs apart). */
export const contentWatch = perDatabase((db) => new ContentWatch(db))

/**
 * Opens an app's watch: reads the counter now, takes the versions other instances announce, and
 * announces this instance's own changes on the app's broadcast. The jobs plugin polls it.
 */
export async function openContentWatch(
  app: Pick<FastifyInstance, 'db' | 'broadcast' | 'addHook'>,
): Promise<ContentWatch> {
  const watch = contentWatch(app.db)
  await watch.refresh()
  watch.announce = (version) => app.broadcast.publish(CHANNELS.content, String(version))
  const unsubscribe = app.broadcast.subscribe(CHANNELS.content, (message) => watch.heard(Number(message)))
  app.addHook('onClose', async () => unsubscribe())
  return watch
}

/** Re-reads the watch's counter every CONTENT_POLL_MS until the returned function is called. */
export function pollContentVersion(
  watch: ContentWatch,
  log: { warn: (obj: unknown, msg: string) => void },
): () => void {
  return every(
    CONTENT_POLL_MS,
    () => watch.refresh(),
    (err) => log.warn({ err }, 'the content version could not be read; caches keep their entries until it can'),
  )
}
