import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../server/ssr/ensure-build.ts'
import { sqliteDatabase, type RunDatabase } from './databases.ts'
import { ServerProcess, freePort } from './server-process.ts'

/**
 * Worker mode (WORKERS=2) of the production server on SQLite: the primary prepares the database
 * once and forks two workers that share the port and the file, starts a new worker for one that
 * dies, and stops them all on SIGTERM.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Process ids of the primary's children (its workers), from /proc. */
function workersOf(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
  return text ? text.split(/\s+/).map(Number) : []
}

async function until<T>(
  probe: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await probe()
    if (done(value)) return value
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

describe('worker mode on SQLite', () => {
  let database: RunDatabase
  let server: ServerProcess

  beforeAll(async () => {
    ensureBuild(path.resolve(import.meta.dirname, '..'))
    database = sqliteDatabase()
    server = new ServerProcess({
      port: await freePort(),
      dataDir: database.dataDir,
      databaseUrl: '',
      secret: randomBytes(32).toString('hex'),
      env: { WORKERS: '2', LOG_LEVEL: 'info' },
    })
    await server.start()
  }, 180_000)

  afterAll(async () => {
    await server?.stop('SIGKILL')
    await database?.remove()
  })

  it('prepares the database once, serves from two workers, replaces one that dies, and stops on SIGTERM', async () => {
    const primary = server.pid!
    const workers = await until(
      () => workersOf(primary),
      (pids) => pids.length === 2,
      'two workers',
    )
    await until(
      () => server.log().match(/Server listening/g)?.length ?? 0,
      (n) => n === 2,
      'both workers listening',
    )
    expect(server.log().match(/seeded the demo mall/g)).toHaveLength(1)

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.baseURL}/api/pages/home`).then((response) => response.status)),
    )
    expect(answers.every((status) => status === 200)).toBe(true)

    process.kill(workers[0], 'SIGKILL')
    const replaced = await until(
      () => workersOf(primary),
      (pids) => pids.length === 2 && !pids.includes(workers[0]),
      'a new worker',
    )
    expect(replaced).toContain(workers[1])
    await until(
      () =>
        fetch(`${server.baseURL}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      (status) => status === 200,
      'healthz',
    )
    expect(server.log()).toContain('worker died; starting another')

    await server.stop('SIGTERM')
    for (const pid of replaced) expect(fs.existsSync(`/proc/${pid}`)).toBe(false)
  })
})
