import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis, type RedisOptions } from 'ioredis'

/**
 * Commands fail at once while Redis is away (no offline queue) and time out after a second, so a
 * request never waits on Redis: the caller falls back (rate limits, sign-in counts, broadcasts).
 */
const OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  // Reconnect forever, at most every 2 s: an outage ends by itself without a restart.
  retryStrategy: (times) => Math.min(times * 100, 2_000),
}

/**
 * Logs an outage once when it starts and once when it ends; ioredis reports every failed
 * reconnect as an error, which would flood the log while Redis is down.
 */
export function watchConnection(client: Redis, log: FastifyBaseLogger, role: string): void {
  let down = false
  client.on('error', (err: Error) => {
    if (down) return
    down = true
    log.error({ err, role }, 'Redis is unreachable; falling back to this instance until it returns')
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    log.info({ role }, 'Redis is reachable again')
  })
}

/** A client for REDIS_URL that connects in the background: the app starts even while Redis is down. */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, OPTIONS)
  watchConnection(client, log, 'commands')
  return client
}

/**
 * Waits until `client` is connected, at most `timeoutMs`; answers whether it is. Commands sent
 * before that would fail (there is no offline queue) and be counted by this instance alone.
 */
export async function redisReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return true
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    client.on('ready', onReady)
  })
}

/**
 * A Lua script run by its SHA1 (EVALSHA), sent in full only when the server does not know it yet
 * (first use, or after a Redis restart).
 */
export class RedisScript {
  private readonly sha: string

  constructor(private readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex')
  }

  async run(client: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.sha, keys.length, ...keys, ...args)
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
      return client.eval(this.lua, keys.length, ...keys, ...args)
    }
  }
}
