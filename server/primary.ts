import cluster, { type Worker } from 'node:cluster'
import path from 'node:path'
import Fastify from 'fastify'
import { prepareDatabase } from './app.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/index.ts'
import { relayBroadcasts } from './lib/broadcast-cluster.ts'
import { loggerOptions } from './lib/log-redaction.ts'

/** A worker that dies sooner than this after starting counts as a crash loop. */
const QUICK_DEATH_MS = 10_000
const MAX_RESTART_WAIT_MS = 30_000
/** How long workers get to finish their requests on SIGTERM/SIGINT before they are killed. */
const STOP_WAIT_MS = 15_000

/**
 * The primary process of worker mode (WORKERS=N): prepares the database once (migrations and
 * the demo seed must not run in several workers at once, least of all on one SQLite file), then
 * forks the workers, which share the listening port; relays broadcasts between them; starts a
 * new worker for one that dies (waiting longer each time one dies right after starting); and on
 * SIGTERM/SIGINT stops them all gracefully.
 */
export async function runPrimary(config: Config): Promise<void> {
  // A Fastify instance serving nothing: the primary logs like the workers do.
  const log = Fastify({ logger: loggerOptions(config.logLevel, undefined) }).log
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'mallfront.sqlite'),
  })
  try {
    await prepareDatabase(database.db, config, log)
  } finally {
    await database.destroy()
  }

  relayBroadcasts(cluster)
  const startedAt = new Map<Worker, number>()
  let quickDeaths = 0
  let stopping = false

  const fork = () => {
    if (stopping) return
    startedAt.set(cluster.fork(), Date.now())
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (stopping) {
      if (startedAt.size === 0) process.exit(0)
      return
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0
    const wait = quickDeaths === 0 ? 0 : Math.min(1000 * 2 ** (quickDeaths - 1), MAX_RESTART_WAIT_MS)
    log.error({ pid: worker.process.pid, code, signal, restartInMs: wait }, 'worker died; starting another')
    setTimeout(fork, wait)
  })

  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal, workers: startedAt.size }, 'stopping workers')
    if (startedAt.size === 0) process.exit(0)
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM')
    setTimeout(() => {
      log.error('workers did not stop in time; killing them')
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, STOP_WAIT_MS).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))

  log.info({ workers: config.workers, port: config.port }, 'starting workers')
  for (let i = 0; i < config.workers; i++) fork()
}
