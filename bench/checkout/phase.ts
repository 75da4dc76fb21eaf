/**
 * One measured phase of the checkout benchmark: journeys run for a fixed time against the app,
 * then orders/s, requests/s (and their share of the hello-world reference), latency and answers
 * per endpoint, and who used the CPU meanwhile.
 */
import type { ChildProcess } from 'node:child_process'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { autocannon, type CannonStep } from './autocannon.ts'
import { cpuOfProcessesNamed, processCpu, processWaited } from './cpu.ts'
import type { Shoppers } from './journeys.ts'
import { RunStats } from './stats.ts'

export interface Target {
  url: string
  child: ChildProcess
  /** Count the PostgreSQL server's CPU too. */
  postgres: boolean
}

/** Journeys with the connections each gets. */
export type Mix = { connections: number; steps: CannonStep[] }[]

export interface PhaseResult {
  ordersPerSecond: number
  requestsPerSecond: number
  /** Orders per second of the app's own CPU time: what one core would do with nothing else on it. */
  ordersPerAppCpuSecond: number | null
  /**
   * Orders/s the CPU each order costs allows on this machine with nothing else running: the app's
   * JavaScript runs on one core (V8's garbage collector helps from other threads, so the app can
   * do a little better), and the app, the load generator and PostgreSQL share every core.
   */
  cpuLimit: number | null
  /** 5xx answers: never acceptable. */
  serverErrors: number
}

const fixed = (n: number, digits = 0) => n.toFixed(digits)
export const line = (label: string, value: string) => console.log(`${label.padEnd(34)} ${value}`)

/** Latency and answers per endpoint of a run: p50, p99, statuses, and each refusal's reason. */
export function printEndpoints(stats: RunStats): void {
  for (const [name, endpoint] of stats.endpoints) {
    const statuses = [...endpoint.statuses].map(([status, n]) => `${status}×${n}`).join(' ')
    line(
      `  ${name}`,
      `p50 ${fixed(endpoint.percentile(50), 1)} ms, p99 ${fixed(endpoint.percentile(99), 1)} ms, ${statuses}`,
    )
    for (const [reason, n] of endpoint.refusals) line('', `${n} × ${reason}`)
  }
}

export async function runPhase(
  title: string,
  target: Target,
  shoppers: Shoppers,
  mix: Mix,
  seconds: number,
  reference: number,
  around: { before?: () => Promise<void>; after?: () => Promise<void> } = {},
): Promise<PhaseResult> {
  const stats = new RunStats()
  shoppers.stats = stats
  const pid = target.child.pid!
  const before = {
    app: processCpu(pid),
    waited: processWaited(pid),
    bench: process.cpuUsage(),
    postgres: target.postgres ? cpuOfProcessesNamed('postgres') : null,
  }
  await around.before?.()
  const started = performance.now()
  const results = await Promise.all(
    mix.map(({ connections, steps }) =>
      autocannon({ url: target.url, connections, duration: seconds, requests: steps }),
    ),
  )
  const elapsed = (performance.now() - started) / 1000
  const appCpu = before.app === null ? null : processCpu(pid)! - before.app
  const appWaited = before.waited === null ? null : processWaited(pid)! - before.waited
  const bench = process.cpuUsage(before.bench)
  const postgres = before.postgres === null ? null : cpuOfProcessesNamed('postgres')! - before.postgres
  await around.after?.()
  await shoppers.settle()

  const placed = stats.of('POST order_new').statuses.get(200) ?? 0
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0)
  const benchCpu = (bench.user + bench.system) / 1e6
  const everyCpu = appCpu === null ? null : appCpu + benchCpu + (postgres ?? 0)
  const result: PhaseResult = {
    ordersPerSecond: placed / elapsed,
    requestsPerSecond: requests / elapsed,
    ordersPerAppCpuSecond: appCpu === null ? null : placed / appCpu,
    cpuLimit:
      appCpu === null || everyCpu === null ? null : Math.min(placed / appCpu, (os.cpus().length * placed) / everyCpu),
    serverErrors: [...stats.endpoints.values()].reduce(
      (sum, endpoint) =>
        sum + [...endpoint.statuses].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0),
      0,
    ),
  }

  const connections = mix.reduce((sum, part) => sum + part.connections, 0)
  console.log(`\n${title}: ${connections} connections, ${fixed(elapsed, 1)} s`)
  line('orders placed', `${fixed(result.ordersPerSecond)} orders/s (${placed} orders)`)
  line(
    'requests (every step)',
    `${fixed(result.requestsPerSecond)} req/s, ${fixed(result.requestsPerSecond / reference, 3)} of hello-world`,
  )
  printEndpoints(stats)
  const cpu = [
    appCpu === null ? null : `app ${fixed((appCpu / elapsed) * 100)}%`,
    appWaited === null ? null : `app waiting for a free core ${fixed((appWaited / elapsed) * 100)}%`,
    `load generator ${fixed((benchCpu / elapsed) * 100)}%`,
    postgres === null ? null : `postgres ${fixed((postgres / elapsed) * 100)}%`,
  ]
  line('CPU (100% = one core)', cpu.filter(Boolean).join(', '))
  if (appCpu !== null && placed > 0) {
    const perOrder = (seconds: number) => `${fixed((seconds / placed) * 1000, 2)} ms`
    const parts = [
      `app ${perOrder(appCpu)}`,
      `load generator ${perOrder(benchCpu)}`,
      postgres === null ? null : `postgres ${perOrder(postgres)}`,
    ]
    line('CPU per order', parts.filter(Boolean).join(', '))
    line(
      'limit from CPU per order',
      `${fixed(result.cpuLimit!)} orders/s (a core of app CPU buys ${fixed(result.ordersPerAppCpuSecond!)}, ${os.cpus().length} cores shared by all ${fixed((os.cpus().length * placed) / everyCpu!)})`,
    )
  }
  return result
}
