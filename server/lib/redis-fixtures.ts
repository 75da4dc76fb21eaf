import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** The Redis the tests use: REDIS_URL, or the local default (CI and development run one there). */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/** Whether the test Redis answers; suites that need it are skipped, saying so, when it does not. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    client.disconnect()
  }
}

/** A key prefix of its own per test run, so runs and parallel files never count into each other. */
export function testRedisPrefix(): string {
  return `mallfront-test:${randomBytes(6).toString('hex')}:`
}

/** Deletes every key a test run made under `prefix` (some, like known addresses, live for weeks). */
export async function dropRedisPrefix(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length > 0) await client.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
}

/** A logger that keeps what it is told, for asserting that an outage was logged. */
export function recordingLog(): FastifyBaseLogger & { lines: { level: string; msg: string }[] } {
  const lines: { level: string; msg: string }[] = []
  const at = (level: string) => (obj: unknown, msg?: string) => {
    lines.push({ level, msg: typeof obj === 'string' ? obj : (msg ?? '') })
  }
  const log = {
    lines,
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  }
  return log as unknown as FastifyBaseLogger & { lines: { level: string; msg: string }[] }
}
