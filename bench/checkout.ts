/**
 * Checkout throughput with every invariant checked afterwards. The real app (buildApp, API only)
 * runs in a child process on 127.0.0.1; autocannon drives it from this process as shoppers do —
 * many members, many goods, coupons and points (see checkout/journeys.ts) — in two phases:
 *
 *   order path           add to cart ("buy now") → order_new: the fewest calls that place an order
 *   storefront journey   add → the checkout page's preview → order_new, a quarter through the cart
 *
 * Then the database is read back: stock + units in orders = initial stock, sales moved with it, a
 * coupon pays for at most one order and none was issued past its quantity, no balance is negative
 * and each is what its ledger sums to, every order has its lines and its totals add up. Exits 1
 * when any of that fails or any answer was a 5xx.
 *
 * The reference is a Fastify hello-world measured in the same run on the same machine; "orders per
 * app CPU second" is what the app would do with a core to itself.
 *
 *   node --import tsx bench/checkout.ts                             embedded SQLite in a temp folder
 *   DATABASE_URL=postgres://… node --import tsx bench/checkout.ts   a fresh schema, dropped after
 *
 * BENCH_SECONDS (10 per phase), BENCH_CONNECTIONS (32), BENCH_MEMBERS (200), BENCH_GOODS (50),
 * BENCH_CPU_PROF=<prefix> writes the app's CPU profile of each phase to <prefix>-<phase>.cpuprofile.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrateToLatest, openDatabase, type DbHandle } from '../server/db/index.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { checkInvariants } from '../reliability/invariants.ts'
import { takeSnapshot } from '../reliability/shop-setup.ts'
import { autocannon } from './checkout/autocannon.ts'
import { Shoppers } from './checkout/journeys.ts'
import { line, runPhase, type Mix, type Target } from './checkout/phase.ts'
import { prepareShop } from './checkout/shop.ts'
import { RunStats } from './checkout/stats.ts'
import { checkTotals } from './checkout/totals.ts'
import { startServer, stopServer } from './lib/child.ts'

const env = process.env
const SECONDS = Number(env.BENCH_SECONDS ?? 10)
const WARM_UP_SECONDS = 3
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32)
/** A quarter of the storefront journeys shop through the cart, the rest buy now. */
const CART_CONNECTIONS = Math.max(1, Math.round(CONNECTIONS / 4))
const databaseUrl = env.DATABASE_URL ?? ''
const here = path.dirname(fileURLToPath(import.meta.url))

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-bench-'))
const pgSchema = databaseUrl ? `bench_${randomBytes(5).toString('hex')}` : undefined
const secret = randomBytes(32).toString('hex')
const open = () => openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'mallfront.sqlite'), pgSchema })

/** Asks the app to start or stop profiling its CPU (BENCH_CPU_PROF), and waits until it has. */
async function profile(child: ChildProcess, step: 'start' | 'stop', phase: string): Promise<void> {
  if (!env.BENCH_CPU_PROF) return
  const done = new Promise((resolve) => child.once('message', resolve))
  child.send({ profile: step, file: `${path.resolve(env.BENCH_CPU_PROF)}-${phase}.cpuprofile` })
  await done
}

/** Profiles the app over one phase, when asked to. */
const profiled = (child: ChildProcess, phase: string) => ({
  before: () => profile(child, 'start', phase),
  after: () => profile(child, 'stop', phase),
})

let database: DbHandle | null = await open()
let failed = false
try {
  console.log(
    `checkout benchmark on ${databaseUrl ? `PostgreSQL (schema ${pgSchema})` : 'SQLite (WAL)'}, ${os.cpus().length} CPUs, node ${process.version}`,
  )
  // Anything else running shares the cores: the figures only mean something on an idle machine.
  console.log(
    `load average before the run: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  await migrateToLatest(database.db)
  await seedIfEmpty(database.db, { dataDir, log: { info: () => {} } })
  const size = {
    members: Number(env.BENCH_MEMBERS ?? 200),
    goods: Number(env.BENCH_GOODS ?? 50),
    scarceGoods: 5,
    scarceStore: 40,
    plentyStore: 1_000_000,
    couponsPerMember: 2,
  }
  const shop = await prepareShop(database.db, secret, size)
  const snapshot = await takeSnapshot(database.db)
  // The app gets the SQLite file to itself during the run.
  if (!databaseUrl) {
    await database.destroy()
    database = null
  }
  console.log(
    `${size.members} members, ${size.goods} goods (${size.scarceGoods} of them with ${size.scarceStore} units per SKU, to sell out), ${shop.couponsIssued} coupons issued`,
  )

  const hello = await startServer(path.join(here, 'checkout', 'hello-server.ts'))
  const reference = await autocannon({ url: hello.url, connections: CONNECTIONS, duration: 5 })
  await stopServer(hello.child)
  line(
    '\nFastify hello-world',
    `${reference.requests.average.toFixed(0)} req/s, p50 ${reference.latency.p50} ms, p99 ${reference.latency.p99} ms`,
  )

  const app = await startServer(path.join(here, 'checkout', 'server.ts'), [
    JSON.stringify({ dataDir, databaseUrl, pgSchema, secret }),
  ])
  const target: Target = { ...app, postgres: databaseUrl !== '' }
  const shoppers = new Shoppers(shop)
  const storefront: Mix = [
    { connections: CONNECTIONS - CART_CONNECTIONS, steps: shoppers.buyNow() },
    { connections: CART_CONNECTIONS, steps: shoppers.cart() },
  ]
  shoppers.stats = new RunStats()
  await Promise.all(
    storefront.map(({ connections, steps }) =>
      autocannon({ url: app.url, connections, duration: WARM_UP_SECONDS, requests: steps }),
    ),
  )
  await shoppers.settle()

  const orderPath = await runPhase(
    'order path (add to cart, order_new)',
    target,
    shoppers,
    [{ connections: CONNECTIONS, steps: shoppers.orderPath() }],
    SECONDS,
    reference.requests.average,
    profiled(app.child, 'order-path'),
  )
  const journey = await runPhase(
    'storefront journey (add, checkout preview, order_new)',
    target,
    shoppers,
    storefront,
    SECONDS,
    reference.requests.average,
    profiled(app.child, 'journey'),
  )
  await stopServer(app.child)
  if (orderPath.serverErrors + journey.serverErrors > 0) {
    failed = true
    console.log(`FAILED: ${orderPath.serverErrors + journey.serverErrors} answers were server errors`)
  }

  database ??= await open()
  const placedIds = new Set(shoppers.placed.map((order) => order.orderId))
  const invariants = await checkInvariants(database.db, snapshot, shoppers.placed)
  const violations = [...invariants.violations, ...(await checkTotals(database.db, placedIds))]
  const { checked } = invariants
  const orders = (
    await database.db.selectFrom('orders').select(['order_id', 'member_coupon_id', 'point_used']).execute()
  ).filter((order) => placedIds.has(order.order_id))
  console.log(
    `\ninvariants over ${checked.ordersInDatabase} orders (${checked.acknowledged} acknowledged, the rest cut off when a phase ended): ` +
      `${checked.unitsSold} units sold, ${orders.filter((order) => order.member_coupon_id !== null).length} paid partly by coupon, ` +
      `${orders.filter((order) => order.point_used > 0).length} partly by points, ${checked.pointLedgerRows} point ledger rows`,
  )
  if (violations.length > 0) {
    failed = true
    console.log(`FAILED: ${violations.length} violations`)
    for (const violation of violations) console.log(`  ${violation}`)
  } else {
    console.log(
      'all hold: stock + sold = initial, each coupon used once and within issue, no negative points, ledgers match, totals add up',
    )
  }
  const figures = (phase: typeof orderPath) =>
    `${phase.ordersPerSecond.toFixed(0)} orders/s (CPU per order allows ${phase.cpuLimit?.toFixed(0) ?? 'n/a'})`
  console.log(
    `\nsummary, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}: order path ${figures(orderPath)}, storefront journey ${figures(journey)}; ` +
      `Fastify hello-world ${reference.requests.average.toFixed(0)} req/s`,
  )
} finally {
  if (database) {
    if (pgSchema) await database.db.schema.dropSchema(pgSchema).ifExists().cascade().execute()
    await database.destroy()
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
