/**
 * Two instances against one: the production server (`server/main.ts`) on PostgreSQL, first one
 * process under a mixed read load (guest home descriptor, guest goods list, a signed-in member's
 * profile), then two processes on the same database with the same load split across their
 * ports. Prints requests per second, p99 latency, the ratio two / one, and the CPU each process
 * used, which says what the ceiling is on this machine.
 *
 *   DATABASE_URL=postgres://… (default postgres://postgres@127.0.0.1:5432/test; the run makes a
 *   database of its own on that server and drops it), REDIS_URL (default redis://127.0.0.1:6379,
 *   used when it answers, as a deployment of several instances would), BENCH_SECONDS (10),
 *   BENCH_CONNECTIONS (50).
 *
 *   node --import tsx bench/instances.ts
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { postgresDatabase } from '../reliability/databases.ts'
import { ServerProcess, freePort } from '../reliability/server-process.ts'
import { createSession } from '../server/lib/auth.ts'
import { dropRedisPrefix, redisReachable, testRedisPrefix } from '../server/lib/redis-fixtures.ts'
import { ensureBuild } from '../server/ssr/ensure-build.ts'
import { cpuOfProcessesNamed, processCpu } from './checkout/cpu.ts'

interface CannonResult {
  requests: { average: number; total: number }
  latency: { p99: number }
  non2xx: number
  errors: number
}
type Cannon = (options: {
  url: string | string[]
  connections: number
  duration: number
  requests: { method: 'GET'; path: string; headers?: Record<string, string> }[]
}) => Promise<CannonResult>
// autocannon ships no types; loaded through require as the other benchmarks do.
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARM_UP_SECONDS = 2
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const cores = os.availableParallelism()

interface Phase {
  name: string
  rps: number
  p99: number
  failed: number
  /** CPU seconds per second of the run, per process group. */
  cpu: Record<string, number>
}

async function measure(name: string, servers: ServerProcess[], token: string): Promise<Phase> {
  const requests = [
    { method: 'GET' as const, path: '/api/pages/home' },
    { method: 'GET' as const, path: '/api/h5app/wxapp/goods/items?page=1&pageSize=18' },
    { method: 'GET' as const, path: '/api/h5app/wxapp/member', headers: { authorization: `Bearer ${token}` } },
  ]
  const url = servers.map((server) => server.baseURL)
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, requests })
  const before = cpuNow(servers)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests })
  const after = cpuNow(servers)
  const cpu = Object.fromEntries(
    Object.entries(after).map(([who, seconds]) => [who, (seconds - before[who]!) / SECONDS]),
  )
  return { name, rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors, cpu }
}

/** CPU seconds so far of each server process, this load generator, and the PostgreSQL backends. */
function cpuNow(servers: ServerProcess[]): Record<string, number> {
  const seconds: Record<string, number> = {}
  servers.forEach((server, i) => {
    seconds[`instance ${i + 1}`] = processCpu(server.pid ?? -1) ?? 0
  })
  seconds['load generator'] = processCpu(process.pid) ?? 0
  seconds.postgres = cpuOfProcessesNamed('postgres') ?? 0
  seconds['whole machine'] = machineCpu()
  return seconds
}

/** CPU seconds the whole machine has been busy (every process, ours or not), from /proc/stat. */
function machineCpu(): number {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    const [user, nice, system, , , irq, softirq, steal] = fields
    return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) / 100
  } catch {
    return 0
  }
}

function report(phase: Phase): void {
  const cpu = Object.entries(phase.cpu)
    .map(([who, share]) => `${who} ${share.toFixed(2)}`)
    .join(', ')
  console.log(
    `${phase.name.padEnd(14)} ${phase.rps.toFixed(0).padStart(7)} req/s   p99 ${String(phase.p99).padStart(5)} ms   failed ${phase.failed}`,
  )
  console.log(`${''.padEnd(14)} CPU cores busy: ${cpu}`)
}

ensureBuild(path.resolve(import.meta.dirname, '..'))
const database = await postgresDatabase(serverUrl)
const withRedis = await redisReachable(redisUrl)
const secret = randomBytes(32).toString('hex')
const redisPrefix = testRedisPrefix()
const env: Record<string, string> = withRedis ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}
const settings = { dataDir: database.dataDir, databaseUrl: database.databaseUrl, secret, env }
const one = new ServerProcess({ port: await freePort(), ...settings })
const two = new ServerProcess({ port: await freePort(), ...settings })
try {
  await one.start(120_000)
  const setup = await database.open()
  const member = await setup.db
    .selectFrom('members')
    .select('id')
    .where('mobile', '=', '13800000000')
    .executeTakeFirstOrThrow()
  const { token } = await createSession(setup.db, secret, 'member', member.id)
  await setup.destroy()

  console.log(
    `mixed reads (guest home descriptor, guest goods list, member profile), ${CONNECTIONS} connections, ${SECONDS} s each`,
  )
  console.log(
    `PostgreSQL, ${withRedis ? 'Redis shared by the instances' : 'no Redis (unreachable)'}; ${cores} CPU cores on this machine`,
  )
  const single = await measure('one instance', [one], token)
  report(single)
  await two.start(120_000)
  const double = await measure('two instances', [one, two], token)
  report(double)
  console.log(
    `two / one: ${(double.rps / single.rps).toFixed(2)} (throughput), ${(double.p99 / Math.max(single.p99, 1)).toFixed(2)} (p99)`,
  )

  const machine = double.cpu['whole machine'] ?? 0
  const ours = Object.entries(double.cpu)
    .filter(([who]) => who !== 'whole machine')
    .reduce((sum, [, share]) => sum + share, 0)
  if (cores <= 2) {
    console.log(
      `ceiling: the cores. This machine has ${cores}, and during the two-instance run it was ${machine.toFixed(2)} cores busy ` +
        `(${ours.toFixed(2)} of them the instances, the load generator and PostgreSQL, the rest other processes), so a ` +
        'second instance has no core of its own to add. With a core per instance, the load generator and the database ' +
        'elsewhere, the ratio approaches 2.',
    )
  } else {
    console.log(
      `CPU busy during the two-instance run: ${machine.toFixed(2)} of ${cores} cores (${ours.toFixed(2)} the benchmark's own processes)`,
    )
  }
} finally {
  await Promise.all([one.stop('SIGTERM'), two.stop('SIGTERM')])
  await database.remove()
  if (withRedis) await dropRedisPrefix(redisPrefix, redisUrl)
}
