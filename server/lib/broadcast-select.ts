import cluster from 'node:cluster'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { sql, type Kysely } from 'kysely'
import type { DialectName } from '../db/index.ts'
import type { Database } from '../db/types.ts'
import { LocalBroadcast, type Broadcast } from './broadcast.ts'
import { ClusterBroadcast } from './broadcast-cluster.ts'
import { PostgresBroadcast } from './broadcast-postgres.ts'
import { RedisBroadcast } from './broadcast-redis.ts'

export interface BroadcastSetting {
  /** The app's Redis client (REDIS_URL), or null. */
  redis: Redis | null
  redisPrefix: string
  dialect: DialectName
  /** DATABASE_URL; used for PostgreSQL's listening connection. */
  databaseUrl: string
  db: Kysely<Database>
  log: FastifyBaseLogger
}

export interface OpenedBroadcast {
  broadcast: Broadcast
  /** Which transport carries it. */
  kind: 'redis' | 'postgres' | 'cluster' | 'local'
  /**
   * Resolves once this instance listens on every channel subscribed so far, or after
   * READY_WAIT_MS (logged): an unreachable Redis or database must not hold up the start.
   */
  ready(): Promise<void>
}

const READY_WAIT_MS = 3_000

function bounded(listening: () => Promise<void>, log: FastifyBaseLogger, kind: string): () => Promise<void> {
  return async () => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), READY_WAIT_MS)
    })
    const outcome = await Promise.race([
      listening().then(
        () => 'ok' as const,
        (err: unknown) => err,
      ),
      late,
    ])
    clearTimeout(timer)
    if (outcome !== 'ok')
      log.warn({ err: outcome === 'late' ? undefined : outcome, kind }, 'broadcast not listening yet; starting anyway')
  }
}

/**
 * The transport every instance sharing this one's data can hear: Redis when configured, else
 * PostgreSQL's LISTEN/NOTIFY, else (SQLite) the workers of this machine through their primary
 * process, else this process alone.
 */
export async function openBroadcast(setting: BroadcastSetting): Promise<OpenedBroadcast> {
  if (setting.redis) {
    const broadcast = new RedisBroadcast(setting.redis, `${setting.redisPrefix}broadcast:`, setting.log)
    return { broadcast, kind: 'redis', ready: bounded(() => broadcast.ready(), setting.log, 'redis') }
  }
  if (setting.dialect === 'postgres' && setting.databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(setting.db)
    const broadcast = new PostgresBroadcast(
      setting.databaseUrl,
      `${rows[0]?.schema ?? 'public'}:`,
      setting.db,
      setting.log,
    )
    return { broadcast, kind: 'postgres', ready: bounded(() => broadcast.ready(), setting.log, 'postgres') }
  }
  if (cluster.isWorker) {
    return { broadcast: new ClusterBroadcast(process, setting.log), kind: 'cluster', ready: async () => {} }
  }
  return { broadcast: new LocalBroadcast(), kind: 'local', ready: async () => {} }
}
