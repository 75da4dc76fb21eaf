import { spawn, type ChildProcess } from 'node:child_process'
import cluster, { type Worker } from 'node:cluster'
import net from 'node:net'
import path from 'node:path'
import type { Redis } from 'ioredis'
import { sql, type Kysely } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from '../db/index.ts'
import type { Database } from '../db/types.ts'
import type { Broadcast } from './broadcast.ts'
import { ClusterBroadcast, relayBroadcasts, type WorkerChannel } from './broadcast-cluster.ts'
import { LISTENER_NAME, PostgresBroadcast } from './broadcast-postgres.ts'
import { RedisBroadcast } from './broadcast-redis.ts'
import { openBroadcast } from './broadcast-select.ts'
import { connectRedis, redisReady } from './redis.ts'
import { recordingLog, redisReachable, TEST_REDIS_URL, testRedisPrefix } from './redis-fixtures.ts'

/**
 * Each transport delivers a message published on one instance to every instance, the publisher
 * included, exactly once; and survives its connection going away. Redis cases run when the test
 * Redis answers, PostgreSQL cases with TEST_DATABASE_URL (as the other PostgreSQL tests).
 */

const CHANNEL = 'test'
const pgUrl = process.env.TEST_DATABASE_URL ?? ''

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}

function inbox(broadcast: Broadcast): string[] {
  const heard: string[] = []
  broadcast.subscribe(CHANNEL, (message) => heard.push(message))
  return heard
}

let markers = 0
/**
 * Publishes `message`, then a marker, from `from`. Each transport keeps one publisher's order,
 * so once every inbox holds the marker, `message` has arrived wherever it ever will.
 */
async function publishAndSettle(from: Broadcast, inboxes: string[][], message: string): Promise<void> {
  await from.publish(CHANNEL, message)
  const marker = `marker-${++markers}`
  await from.publish(CHANNEL, marker)
  await until(() => inboxes.every((heard) => heard.includes(marker)), `marker ${marker} everywhere`)
}

const count = (heard: string[], message: string) => heard.filter((m) => m === message).length

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** A broadcast on its own client; `up: false` for a Redis that is not there (it never gets ready). */
async function redisBroadcast(
  url: string,
  prefix: string,
  log = recordingLog(),
  up = true,
): Promise<{ broadcast: RedisBroadcast; client: Redis }> {
  const client = connectRedis(url, recordingLog())
  if (up) expect(await redisReady(client, 5_000)).toBe(true)
  const broadcast = new RedisBroadcast(client, prefix, log)
  cleanups.push(async () => {
    await broadcast.close()
    client.disconnect()
  })
  return { broadcast, client }
}

describe(`Redis pub/sub broadcast (${TEST_REDIS_URL})`, () => {
  it('reaches every instance, the publisher included, exactly once, and stops at unsubscribe', async () => {
    const prefix = testRedisPrefix()
    const [a, b] = [
      (await redisBroadcast(TEST_REDIS_URL, prefix)).broadcast,
      (await redisBroadcast(TEST_REDIS_URL, prefix)).broadcast,
    ]
    const [heardA, heardB] = [inbox(a), inbox(b)]
    const other = (await redisBroadcast(TEST_REDIS_URL, testRedisPrefix())).broadcast
    const heardOther = inbox(other)
    await Promise.all([a.ready(), b.ready(), other.ready()])

    await publishAndSettle(a, [heardA, heardB], 'from-a')
    await publishAndSettle(b, [heardA, heardB], 'from-b')
    for (const heard of [heardA, heardB]) expect([count(heard, 'from-a'), count(heard, 'from-b')]).toEqual([1, 1])
    // Another shop's prefix hears nothing of these.
    await publishAndSettle(other, [heardOther], 'elsewhere')
    expect(heardOther.filter((m) => m.startsWith('from-'))).toEqual([])

    const later: string[] = []
    const unsubscribe = b.subscribe(CHANNEL, (message) => later.push(message))
    unsubscribe()
    await publishAndSettle(a, [heardA, heardB], 'after-unsubscribe')
    expect(later).toEqual([])
  })

  it('delivers to this instance alone, and logs it, when Redis cannot take the message', async () => {
    const log = recordingLog()
    const { broadcast } = await redisBroadcast('redis://127.0.0.1:1', testRedisPrefix(), log, false)
    const heard = inbox(broadcast)
    await broadcast.publish(CHANNEL, 'while-down')
    expect(heard).toEqual(['while-down'])
    expect(log.lines.some((line) => line.level === 'warn' && line.msg.includes('this instance only'))).toBe(true)
  })

  it('listens again after Redis restarts, without the app noticing more than a log line', async () => {
    const port = await freePort()
    let server: ChildProcess | null = null
    const startServer = async () => {
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
      await until(() => redisReachable(`redis://127.0.0.1:${port}`), 'the private Redis')
    }
    const stopServer = async () => {
      const running = server
      server = null
      if (!running || running.exitCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGKILL')
      await exited
    }
    cleanups.push(stopServer)
    await startServer()
    const url = `redis://127.0.0.1:${port}`
    const prefix = testRedisPrefix()
    const logA = recordingLog()
    const a = await redisBroadcast(url, prefix, logA)
    const b = await redisBroadcast(url, prefix)
    const [heardA, heardB] = [inbox(a.broadcast), inbox(b.broadcast)]
    await Promise.all([a.broadcast.ready(), b.broadcast.ready()])
    await publishAndSettle(a.broadcast, [heardA, heardB], 'before')

    await stopServer()
    await until(() => a.client.status !== 'ready', 'the client to notice')
    await a.broadcast.publish(CHANNEL, 'during')
    expect(count(heardA, 'during')).toBe(1)

    await startServer()
    // Markers until both listen again (each resubscribes on reconnect), then one message.
    await until(async () => {
      if (a.client.status !== 'ready') return false
      await a.broadcast.publish(CHANNEL, 'probe')
      await sleep(50)
      return count(heardB, 'probe') > 0
    }, 'both instances listening again')
    await publishAndSettle(a.broadcast, [heardA, heardB], 'after')
    expect([count(heardA, 'after'), count(heardB, 'after')]).toEqual([1, 1])
    expect(logA.lines.some((line) => line.level === 'warn')).toBe(true)
  })
})

// Like every PostgreSQL case of the suite, these run in the PostgreSQL pass (TEST_DATABASE_URL).
if (pgUrl)
  describe('PostgreSQL LISTEN/NOTIFY broadcast', () => {
    let handle: DbHandle
    let db: Kysely<Database>

    async function pgBroadcast(prefix: string, log = recordingLog()): Promise<PostgresBroadcast> {
      if (!handle) {
        handle = await openDatabase({ databaseUrl: pgUrl, sqliteFile: '' })
        db = handle.db
        cleanups.push(() => handle.destroy())
      }
      const broadcast = new PostgresBroadcast(pgUrl, prefix, db, log)
      cleanups.push(() => broadcast.close())
      return broadcast
    }

    it('reaches every instance, the publisher included, exactly once; other schemas hear nothing', async () => {
      const prefix = `${testRedisPrefix()}`
      const [a, b, other] = [await pgBroadcast(prefix), await pgBroadcast(prefix), await pgBroadcast(testRedisPrefix())]
      const [heardA, heardB, heardOther] = [inbox(a), inbox(b), inbox(other)]
      await Promise.all([a.ready(), b.ready(), other.ready()])
      await publishAndSettle(a, [heardA, heardB], 'from-a')
      await publishAndSettle(b, [heardA, heardB], 'from-b')
      for (const heard of [heardA, heardB]) expect([count(heard, 'from-a'), count(heard, 'from-b')]).toEqual([1, 1])
      await publishAndSettle(other, [heardOther], 'elsewhere')
      expect(heardOther.filter((m) => m.startsWith('from-'))).toEqual([])
    })

    it('listens again after its connection is killed', async () => {
      const prefix = testRedisPrefix()
      const log = recordingLog()
      const [a, b] = [await pgBroadcast(prefix, log), await pgBroadcast(prefix)]
      const [heardA, heardB] = [inbox(a), inbox(b)]
      await Promise.all([a.ready(), b.ready()])
      await publishAndSettle(b, [heardA, heardB], 'before')

      const { rows: killed } = await sql<{ done: boolean }>`
      select pg_terminate_backend(pid) as done from pg_stat_activity
      where application_name = ${LISTENER_NAME} and query like ${`%${prefix}%`}`.execute(db)
      expect(killed.length).toBeGreaterThanOrEqual(2)
      await until(() => log.lines.some((line) => line.msg.includes('stopped listening')), 'the loss to be noticed')
      await until(async () => {
        await b.publish(CHANNEL, 'probe')
        await sleep(50)
        return count(heardA, 'probe') > 0 && count(heardB, 'probe') > 0
      }, 'both listening again')
      await publishAndSettle(b, [heardA, heardB], 'after')
      expect([count(heardA, 'after'), count(heardB, 'after')]).toEqual([1, 1])
    })
  })

describe('cluster broadcast (workers of one machine through their primary)', () => {
  it('reaches every worker, the publisher included, exactly once', async () => {
    cluster.setupPrimary({
      exec: path.join(import.meta.dirname, 'broadcast-cluster.fixture.ts'),
      execArgv: ['--import', 'tsx'],
      silent: true,
    })
    relayBroadcasts(cluster)
    const heard = new Map<number, string[]>()
    const workers: Worker[] = []
    for (let i = 0; i < 2; i++) {
      const worker = cluster.fork()
      heard.set(worker.id, [])
      worker.on('message', (value: { type: string; message?: string }) => {
        if (value.type === 'heard') heard.get(worker.id)!.push(value.message!)
      })
      workers.push(worker)
    }
    cleanups.push(() => {
      for (const worker of workers) worker.process.kill('SIGKILL')
    })
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) =>
            worker.on('message', (value: { type: string }) => value.type === 'listening' && resolve(null)),
          ),
      ),
    )

    workers[0].send({ type: 'publish', message: 'hello' })
    workers[0].send({ type: 'publish', message: 'marker' })
    await until(
      () => [...heard.values()].every((messages) => messages.includes('marker')),
      'the marker in both workers',
    )
    expect([...heard.values()].map((messages) => count(messages, 'hello'))).toEqual([1, 1])
  })

  it('delivers to this worker alone when the primary is gone', async () => {
    const log = recordingLog()
    const orphan: WorkerChannel = { connected: false, on: () => undefined, off: () => undefined }
    const broadcast = new ClusterBroadcast(orphan, log)
    const heard = inbox(broadcast)
    await broadcast.publish(CHANNEL, 'alone')
    expect(heard).toEqual(['alone'])
    expect(log.lines.map((line) => line.level)).toEqual(['warn'])
  })
})

describe('choosing the transport', () => {
  it('takes Redis when configured, else PostgreSQL, else this process', async () => {
    const sqlite = await openDatabase({ databaseUrl: '', sqliteFile: ':memory:' })
    cleanups.push(() => sqlite.destroy())
    const setting = {
      redis: null,
      redisPrefix: 'p:',
      dialect: 'sqlite' as const,
      databaseUrl: '',
      db: sqlite.db,
      log: recordingLog(),
    }
    expect((await openBroadcast(setting)).kind).toBe('local')
    {
      const client = connectRedis(TEST_REDIS_URL, recordingLog())
      const opened = await openBroadcast({ ...setting, redis: client })
      cleanups.push(async () => {
        await opened.broadcast.close()
        client.disconnect()
      })
      expect(opened.kind).toBe('redis')
    }
    if (pgUrl) {
      const pgHandle = await openDatabase({ databaseUrl: pgUrl, sqliteFile: '' })
      const opened = await openBroadcast({ ...setting, dialect: 'postgres', databaseUrl: pgUrl, db: pgHandle.db })
      cleanups.push(async () => {
        await opened.broadcast.close()
        await pgHandle.destroy()
      })
      expect(opened.kind).toBe('postgres')
    }
  })
})
