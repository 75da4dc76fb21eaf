import { randomBytes, randomInt } from 'node:crypto'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../server/ssr/ensure-build.ts'
import { postgresDatabase, sqliteDatabase, type RunDatabase } from './databases.ts'
import { checkInvariants } from './invariants.ts'
import { ServerProcess, freePort } from './server-process.ts'
import { prepareShop, takeSnapshot } from './shop-setup.ts'
import { ShopperCrowd } from './shoppers.ts'

/**
 * The production server, SIGKILLed twice while 40 members check out at once, then restarted on
 * the same data: every order it acknowledged must still be there, and stock, sales, coupons and
 * points must add up. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (the npm script
 * sets it), in a database of the run's own.
 */

const SHOPPERS = 40
const KILLS = 2
/** Enough submits in flight when the kill comes that it lands mid-transaction for some. */
const MIN_IN_FLIGHT = 5

const databases: [string, () => Promise<RunDatabase>][] = [['SQLite', async () => sqliteDatabase()]]
const pgUrl = process.env.TEST_DATABASE_URL
if (pgUrl) databases.push(['PostgreSQL', () => postgresDatabase(pgUrl)])

// The production server renders pages from dist/; build it when missing or stale.
beforeAll(() => ensureBuild(path.resolve(import.meta.dirname, '..')), 180_000)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(2)
  }
}

describe.each(databases)('SIGKILL during concurrent checkout on %s', (name, makeDatabase) => {
  it('keeps every acknowledged order, with stock, sales, coupons and points consistent', async () => {
    const started = Date.now()
    const database = await makeDatabase()
    const secret = randomBytes(32).toString('hex')
    const server = new ServerProcess({
      port: await freePort(),
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      secret,
    })
    try {
      await server.start()
      const setup = await database.open()
      const shop = await prepareShop(setup.db, secret, SHOPPERS)
      const snapshot = await takeSnapshot(setup.db)
      await setup.destroy()

      const crowd = new ShopperCrowd(server.baseURL, shop)
      crowd.start()
      const kills: { afterAcknowledged: number; inFlight: number }[] = []
      for (let kill = 0; kill < KILLS; kill++) {
        const target = crowd.acknowledged.size + randomInt(150, 400)
        await until(() => crowd.acknowledged.size >= target, 60_000, `${target} acknowledged orders`)
        // A random moment, then the kill as soon as enough submits are in flight: checkout answers
        // within milliseconds, so a pause after counting them can find them all answered.
        await sleep(randomInt(0, 20))
        await until(() => crowd.inFlightOrders >= MIN_IN_FLIGHT, 60_000, `${MIN_IN_FLIGHT} submits in flight`)
        crowd.serverDown()
        kills.push({ afterAcknowledged: crowd.acknowledged.size, inFlight: crowd.inFlightOrders })
        await server.stop('SIGKILL')
        await server.start()
        crowd.serverUp()
      }
      const target = crowd.acknowledged.size + 100
      await until(() => crowd.acknowledged.size >= target, 60_000, 'orders after the last restart')
      await crowd.stop()

      // The restarted server shows each member every order it acknowledged to them.
      const acknowledged = [...crowd.acknowledged.values()]
      const tokens = new Map(shop.shoppers.map((shopper) => [shopper.id, shopper.token]))
      const unreadable: string[] = []
      for (let i = 0; i < acknowledged.length; i += 25) {
        await Promise.all(
          acknowledged.slice(i, i + 25).map(async (order) => {
            const response = await fetch(`${server.baseURL}/api/h5app/wxapp/order/${order.orderId}`, {
              headers: { authorization: `Bearer ${tokens.get(order.memberId)}` },
            })
            if (response.status !== 200) unreadable.push(`${order.orderId}: ${response.status}`)
          }),
        )
      }
      await server.stop('SIGTERM')

      const check = await database.open()
      const { violations, checked } = await checkInvariants(check.db, snapshot, acknowledged)
      await check.destroy()

      const answers = Object.fromEntries(crowd.tally.orderAnswers)
      console.log(
        `[${name}] ${checked.acknowledged} orders acknowledged, ${checked.ordersInDatabase} in the database (${checked.committedUnacknowledged} committed but never acknowledged, ${checked.cancelled} cancelled); ` +
          `kills after ${kills.map((k) => `${k.afterAcknowledged} acks with ${k.inFlight} submits in flight`).join(' and ')}; ` +
          `${crowd.tally.cutOff} requests cut off, ${crowd.tally.retried} submits retried with their key; order answers ${JSON.stringify(answers)}; ` +
          `refusals ${JSON.stringify(Object.fromEntries(crowd.tally.refusals))}; ${checked.unitsSold} units sold, ${checked.couponsUsed} coupons used, ${crowd.tally.withPoints} orders paid partly in points, ${crowd.tally.pointsMall} points-mall exchanges, ${checked.pointLedgerRows} ledger rows; ` +
          `${violations.length} violations; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )

      expect(violations).toEqual([])
      expect(unreadable).toEqual([])
      expect(crowd.tally.serverErrors).toEqual([])
      // The run did what it claims: kills mid-checkout, retries across them, coupons and points spent.
      expect(kills.every((k) => k.inFlight >= MIN_IN_FLIGHT)).toBe(true)
      expect(crowd.tally.retried).toBeGreaterThan(0)
      expect(checked.couponsUsed).toBeGreaterThan(0)
      expect(crowd.tally.withPoints).toBeGreaterThan(0)
      expect(crowd.tally.pointsMall).toBeGreaterThan(0)
      expect(answers[409] ?? 0).toBeGreaterThan(0)
    } finally {
      await server.stop('SIGKILL')
      await database.remove()
    }
  })
})
