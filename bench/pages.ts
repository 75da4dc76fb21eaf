/**
 * Storefront pages and the page descriptor against static twins of the same bytes, one run:
 * home, goods list and item detail as guests get them (from the page cache), rendered per
 * request (an Authorization header makes the page the visitor's own, so nothing is cached: what a
 * cache miss costs) and as the signed-in demo member gets them (the page cache's copy for the
 * member's audience, grade and staff flag; their own parts come from a separate call the page
 * makes after load), and the guest descriptor of /api/pages/home. Each answer is recorded byte for byte with its headers
 * (brotli, as browsers ask for it), a node:http server answers those bytes, and both are loaded
 * the same way by autocannon from this process while the servers run in their own. Prints requests per second,
 * p99 latency, sizes, the ratio app / twin and the CPU each process spent per answer; for a rendered
 * page short of its target, the CPU per page the target allows against what rendering takes.
 *
 *   node --import tsx bench/pages.ts      BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_ROUNDS (2),
 *                                         BENCH_ONLY (only the answers whose name holds one of its
 *                                         comma-separated parts, e.g. "rendered,member")
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../server/ssr/ensure-build.ts'
import { autocannon } from './checkout/autocannon.ts'
import { startServer, stopServer } from './lib/child.ts'
import type { RecordedAnswer } from './lib/static-twin.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
/** App and twin are measured in turns this many times and the best of each is kept, so a burst of other work on the machine does not decide a ratio. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
/** Names of the answers to measure, by a part of them (comma-separated); all when unset. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',')
const here = path.dirname(fileURLToPath(import.meta.url))
/** Issue 17: a page rendered per request answers at ≥ 0.25 × its static twin. */
const RENDERED_TARGET = 0.25

const BROWSER = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
}
/** An API token on a page request makes the page the visitor's own: rendered for this request alone. */
const UNCACHED = { ...BROWSER, authorization: 'Bearer bench-no-session' }
const API = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' }
/** The seeded demo member (server/db/seed/people.ts), signed in as a browser is. */
const DEMO_MEMBER = { username: '13800000000', password: 'demo1234' }

interface Target {
  name: string
  path: string
  headers: Record<string, string>
  /** Where the twin answers it (cached and uncached answers of one page differ in bytes). */
  twinPath: string
  /** Rendered for each request, held to the RENDERED_TARGET. */
  perRequest?: boolean
}

const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** The answer's bytes exactly as sent (still compressed) and the headers the twin repeats. */
function record(base: string, target: Target): Promise<RecordedAnswer & { status: number; size: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + target.path, { headers: target.headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          // Every header the app sent, as a static server would send them, but those of the connection.
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !PER_CONNECTION.has(name))
              headers[name] = Array.isArray(value) ? value.join(', ') : value
          }
          resolve({ status: response.statusCode ?? 0, headers, body: body.toString('base64'), size: body.length })
        })
      })
      .on('error', reject)
  })
}

/** The demo member's session cookie, from the shopper API's password sign-in. */
async function memberCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/h5app/wxapp/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  })
  const body = (await response.json()) as { data?: { token?: string } }
  if (!body.data?.token) throw new Error(`the demo member could not sign in: ${JSON.stringify(body)}`)
  return `customer_token=${body.data.token}`
}

/** CPU time a process has used so far, in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Loads one address; also what the serving process spent in CPU per answer. */
async function load(url: string, headers: Record<string, string>, pid: number) {
  const before = cpuMs(pid)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', headers }],
  })
  const answers = result.requests.total || 1
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpu: (cpuMs(pid) - before) / answers,
  }
}

ensureBuild(path.resolve(here, '..'))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-bench-pages-'))
const app = await startServer(path.join(here, 'pages/app-server.ts'), [dataDir])
let twin: Awaited<ReturnType<typeof startServer>> | null = null
try {
  const list = (await (await fetch(`${app.url}/api/h5app/wxapp/goods/items?page=1&pageSize=1`)).json()) as {
    data: { list: { item_id: number }[] }
  }
  const itemId = list.data.list[0]?.item_id
  if (!itemId) throw new Error('the demo mall has no goods')
  const member = { ...BROWSER, cookie: await memberCookie(app.url) }
  const pages = [
    { name: 'home', path: '/' },
    { name: 'goods list', path: '/items' },
    { name: 'item detail', path: `/items/${itemId}` },
  ]
  const targets = (
    [
      ...pages.map((page) => ({
        name: `${page.name}, cached`,
        path: page.path,
        headers: BROWSER,
        twinPath: `/cached${page.path}`,
      })),
      ...pages.map((page) => ({
        name: `${page.name}, rendered`,
        path: page.path,
        headers: UNCACHED,
        twinPath: `/rendered${page.path}`,
        perRequest: true,
      })),
      ...pages.map((page) => ({
        name: `${page.name}, member`,
        path: page.path,
        headers: member,
        twinPath: `/member${page.path}`,
      })),
      { name: 'descriptor /api/pages/home', path: '/api/pages/home', headers: API, twinPath: '/api/pages/home' },
    ] as Target[]
  ).filter((target) => ONLY.some((part) => target.name.includes(part)))

  const recorded: Record<string, RecordedAnswer> = {}
  const sizes = new Map<string, number>()
  for (const target of targets) {
    await record(app.url, target)
    const answer = await record(app.url, target)
    if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`)
    recorded[target.twinPath] = { headers: answer.headers, body: answer.body }
    sizes.set(target.name, answer.size)
  }
  const twinFile = path.join(dataDir, 'twin.json')
  fs.writeFileSync(twinFile, JSON.stringify(recorded))
  twin = await startServer(path.join(here, 'lib/static-twin.ts'), [twinFile])

  console.log(
    `pages against static twins: ${os.cpus().length} CPUs, node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s each, best of ${ROUNDS}`,
  )
  console.log(
    `load average before the run: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  console.log(
    `${'answer'.padEnd(30)} ${'bytes'.padStart(7)} ${'app req/s'.padStart(10)} ${'app p99'.padStart(8)} ${'twin req/s'.padStart(11)} ${'twin p99'.padStart(9)} ${'ratio'.padStart(6)} ${'app CPU/answer'.padStart(15)} ${'twin CPU/answer'.padStart(16)}`,
  )
  const rendered: string[] = []
  for (const target of targets) {
    let measured = { rps: 0, p99: 0, bad: 0, cpu: 0 }
    let reference = { rps: 0, p99: 0, bad: 0, cpu: 0 }
    for (let round = 0; round < ROUNDS; round++) {
      const appRun = await load(app.url + target.path, target.headers, app.child.pid!)
      if (appRun.rps > measured.rps) measured = appRun
      const twinRun = await load(twin.url + target.twinPath, target.headers, twin.child.pid!)
      if (twinRun.rps > reference.rps) reference = twinRun
    }
    if (measured.bad > 0) console.log(`  ${target.name}: ${measured.bad} answers were not 2xx or failed`)
    const ratio = measured.rps / reference.rps
    console.log(
      `${target.name.padEnd(30)} ${String(sizes.get(target.name)).padStart(7)} ${measured.rps.toFixed(0).padStart(10)} ${`${measured.p99} ms`.padStart(8)} ${reference.rps.toFixed(0).padStart(11)} ${`${reference.p99} ms`.padStart(9)} ${ratio.toFixed(2).padStart(6)} ${`${measured.cpu.toFixed(2)} ms`.padStart(15)} ${`${reference.cpu.toFixed(2)} ms`.padStart(16)}`,
    )
    if (target.perRequest && ratio < RENDERED_TARGET) {
      // One server process answers on one core: 0.25 of the twin's rate leaves this much CPU per page.
      const allowed = 1000 / (RENDERED_TARGET * reference.rps)
      rendered.push(
        `  ${target.name}: ${RENDERED_TARGET} × the twin is ${(RENDERED_TARGET * reference.rps).toFixed(0)} req/s, which allows ${allowed.toFixed(2)} ms of CPU per page; ` +
          `rendering takes ${measured.cpu.toFixed(2)} ms, ${(measured.cpu / allowed).toFixed(1)} × that`,
      )
    }
  }
  if (rendered.length)
    console.log(`pages rendered per request, against the ≥ ${RENDERED_TARGET} target:\n${rendered.join('\n')}`)
} finally {
  if (twin) await stopServer(twin.child)
  await stopServer(app.child)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
