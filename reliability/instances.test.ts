import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leasedExpirySweep, sweepExpiredOrders, EXPIRED_REASON } from '../server/commerce/order/expiry.ts'
import { installOrderHooks } from '../server/commerce/order/hooks.ts'
import { ORDER_HOOKS } from '../server/commerce/order-hooks.ts'
import type { DbHandle } from '../server/db/index.ts'
import { textWidget } from '../server/designer-api/test-fixtures.ts'
import { dropRedisPrefix, testRedisPrefix } from '../server/lib/redis-fixtures.ts'
import { ensureBuild } from '../server/ssr/ensure-build.ts'
import { postgresDatabase, type RunDatabase } from './databases.ts'
import { checkInvariants } from './invariants.ts'
import { ServerProcess, freePort } from './server-process.ts'
import { prepareShop, takeSnapshot } from './shop-setup.ts'
import type { AcknowledgedOrder } from './shoppers.ts'

/**
 * Two production servers (`server/main.ts`, two processes) on one PostgreSQL database sharing one
 * Redis, as behind a load balancer: a publish on A is served by B on the next request, sign-in
 * attempts split between A and B count together, and each expired order is cancelled once
 * however many sweeps run. Needs TEST_DATABASE_URL (the npm script sets it) and Redis (REDIS_URL,
 * default redis://127.0.0.1:6379).
 */

const pgUrl = process.env.TEST_DATABASE_URL ?? ''
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

const API = '/api/h5app/wxapp'
/** The servers trust the loopback as a proxy, so each check can speak from a client address of its own. */
let addressSequence = 0
const freshAddress = () => `198.18.${(++addressSequence >> 8) & 255}.${addressSequence & 255}`
let mobileSequence = 0
const freshMobile = () =>
  `159${String(process.pid % 10_000).padStart(4, '0')}${String(++mobileSequence).padStart(4, '0')}`

interface Answer {
  status: number
  body: { data?: any; code?: string; message?: string }
  headers: Headers
}

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { body?: unknown; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(server.baseURL + url, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers }
}

const login = (server: ServerProcess, username: string, password: string, address: string) =>
  call(server, 'POST', `${API}/login`, { body: { username, password }, address })

describe('two instances on one PostgreSQL database', () => {
  let database: RunDatabase
  let a: ServerProcess
  let b: ServerProcess
  const secret = randomBytes(32).toString('hex')
  const redisPrefix = testRedisPrefix()

  beforeAll(async () => {
    // The production servers render pages from dist/; build it when missing or stale.
    ensureBuild(path.resolve(import.meta.dirname, '..'))
    database = await postgresDatabase(pgUrl)
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, TRUST_PROXY: 'loopback' }
    const settings = { dataDir: database.dataDir, databaseUrl: database.databaseUrl, secret, env }
    a = new ServerProcess({ port: await freePort(), ...settings })
    b = new ServerProcess({ port: await freePort(), ...settings })
    // A migrates and seeds the empty database; B then finds it ready.
    await a.start()
    await b.start()
  }, 300_000)

  afterAll(async () => {
    await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')])
    await database?.remove()
    await dropRedisPrefix(redisPrefix, redisUrl)
  })

  it('serves a publish made on A from B on the next request', async () => {
    const signIn = await call(a, 'POST', '/api/designer/session', {
      body: { username: 'admin', password: 'admin1234' },
      address: freshAddress(),
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const operator = (method: string, url: string, body?: unknown) =>
      call(a, method, `/api/designer${url}`, { body, headers: { cookie } })

    const home = async (server: ServerProcess) => {
      const answer = await call(server, 'GET', '/api/pages/home')
      expect(answer.status).toBe(200)
      return JSON.stringify(answer.body)
    }
    // Both instances hold the current home page in their caches.
    for (const server of [a, b, a, b]) await home(server)

    const templates = await operator('GET', '/templates')
    const index = (templates.body.data.list as { id: number; page_name: string }[]).find(
      (template) => template.page_name === 'index',
    )!
    const draft = await operator('GET', `/templates/${index.id}/draft`)
    const text = `两个实例同时看到-${randomBytes(4).toString('hex')}`
    const config = {
      ...draft.body.data.config,
      widgets: [...draft.body.data.config.widgets, textWidget(`instances-${randomBytes(4).toString('hex')}`, text)],
    }
    expect(
      (await operator('PUT', `/templates/${index.id}/draft`, { config, revision: draft.body.data.revision })).status,
    ).toBe(200)
    expect(await home(b)).not.toContain(text)
    const published = await operator('POST', `/templates/${index.id}/publish`, {
      revision: draft.body.data.revision + 1,
    })
    expect(published.status, JSON.stringify(published.body).slice(0, 2000)).toBe(200)

    expect(await home(b)).toContain(text)
    expect(await home(a)).toContain(text)
  })

  it('delays the next sign-in try after the free failures, wherever the failures were made', async () => {
    const account = freshMobile()
    const address = freshAddress()
    for (const server of [a, b, a]) expect((await login(server, account, 'guess1234', address)).status).toBe(400)
    for (const server of [b, a]) {
      const delayed = await login(server, account, 'guess1234', address)
      expect(delayed.status).toBe(429)
      expect(delayed.body.code).toBe('SIGN_IN_DELAYED')
    }
  })

  it("counts one address's sign-in requests across instances", async () => {
    const address = freshAddress()
    for (let i = 0; i < 20; i++)
      expect((await login(i % 2 ? b : a, freshMobile(), 'guess1234', address)).status).toBe(400)
    expect((await login(a, freshMobile(), 'guess1234', address)).status).toBe(429)
    expect((await login(b, freshMobile(), 'guess1234', address)).status).toBe(429)
  })

  it("asks for the texted code once an account is under attack from addresses split between instances, but not at the owner's address", async () => {
    const owner = '13800000000'
    const home = freshAddress()
    expect((await login(a, owner, 'demo1234', home)).status).toBe(200)

    // The account-wide limit of 100 failures: 33 addresses fail 3 times each (free tries), one more once.
    const strangers = Array.from({ length: 34 }, freshAddress)
    let failures = 0
    for (let group = 0; group < strangers.length; group += 6) {
      await Promise.all(
        strangers.slice(group, group + 6).map(async (address, offset) => {
          const tries = group + offset === strangers.length - 1 ? 1 : 3
          for (let i = 0; i < tries; i++) {
            const answer = await login((failures + i) % 2 ? b : a, owner, `guess${i}abc`, address)
            expect(answer.status).toBe(400)
            failures++
          }
        }),
      )
    }
    expect(failures).toBe(100)

    // Under attack, an address that is not the owner's needs a code texted to the account's mobile
    // beside the password, on either instance; asking without one is not counted.
    for (const server of [a, b]) {
      const refused = await login(server, owner, 'demo1234', strangers[0])
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('SIGN_IN_SECOND_FACTOR_REQUIRED')
    }
    // The owner's address, known from the sign-in on A, still signs in on B with the password alone.
    expect((await login(b, owner, 'demo1234', home)).status).toBe(200)
    // A new address is asked for the code on both instances alike.
    const newcomer = freshAddress()
    expect((await login(a, owner, 'demo1234', newcomer)).body.code).toBe('SIGN_IN_SECOND_FACTOR_REQUIRED')
    expect((await login(b, owner, 'demo1234', newcomer)).body.code).toBe('SIGN_IN_SECOND_FACTOR_REQUIRED')
  })

  it('cancels each expired order once, releasing its stock and points once, however many sweeps race', async () => {
    const setup = await database.open()
    const instances: DbHandle[] = [await database.open(), await database.open()]
    try {
      const shop = await prepareShop(setup.db, secret, 6)
      const snapshot = await takeSnapshot(setup.db)
      const orders: AcknowledgedOrder[] = []
      for (const [i, shopper] of shop.shoppers.entries()) {
        for (const server of [a, b]) {
          const auth = { authorization: `Bearer ${shopper.token}` }
          const sku = shop.skuIds[(i + orders.length) % shop.skuIds.length]
          expect(
            (
              await call(server, 'POST', `${API}/cart`, {
                body: { sku_id: sku, num: 2, cart_type: 'fastbuy' },
                headers: auth,
              })
            ).status,
          ).toBe(200)
          const quote = await call(server, 'POST', `${API}/cart/checkout`, { body: { mode: 'fastbuy' }, headers: auth })
          const pointUse = Math.min(100, (quote.body.data as { max_point: number }).max_point)
          const placed = await call(server, 'POST', `${API}/order_new`, {
            body: { mode: 'fastbuy', point_use: pointUse, idempotency_key: randomBytes(8).toString('hex') },
            headers: auth,
          })
          expect(placed.status, placed.body.message).toBe(200)
          const data = placed.body.data as { order_id: string; total_fee: number; point_use: number }
          orders.push({
            orderId: data.order_id,
            memberId: shopper.id,
            totalFee: data.total_fee,
            pointUse: data.point_use,
            cancelled: 'yes',
          })
        }
      }
      const ids = orders.map((order) => order.orderId)
      // Their time is up.
      await setup.db
        .updateTable('orders')
        .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
        .where('order_id', 'in', ids)
        .execute()

      // Each instance's leased sweep, and each instance sweeping without the lease (as if its lease lapsed mid-run), all at once.
      // The sweeps run here, outside an app, so they get the hooks the app would install.
      installOrderHooks(ORDER_HOOKS)
      const now = Math.floor(Date.now() / 1000)
      const [leasedA, leasedB, rawA, rawB] = await Promise.all([
        leasedExpirySweep(instances[0].db)(),
        leasedExpirySweep(instances[1].db)(),
        sweepExpiredOrders(instances[0].db, now),
        sweepExpiredOrders(instances[1].db, now),
      ])
      // The servers' own sweepers may hold the lease; at most one of these two instances may.
      expect([leasedA, leasedB].filter(Boolean).length).toBeLessThanOrEqual(1)
      expect(rawA + rawB).toBeLessThanOrEqual(orders.length)

      const rows = await setup.db
        .selectFrom('orders')
        .select(['order_id', 'status', 'cancel_reason'])
        .where('order_id', 'in', ids)
        .execute()
      expect(rows).toHaveLength(orders.length)
      for (const row of rows)
        expect(row, row.order_id).toMatchObject({ status: 'CANCEL', cancel_reason: EXPIRED_REASON })
      const givenBack = await setup.db
        .selectFrom('point_logs')
        .select(['order_id', 'delta'])
        .where('order_id', 'in', ids)
        .where('delta', '>', 0)
        .execute()
      const withPoints = orders.filter((order) => order.pointUse > 0)
      expect(withPoints.length).toBeGreaterThan(0)
      expect(givenBack.map((log) => log.order_id).sort()).toEqual(withPoints.map((order) => order.orderId).sort())
      const { violations } = await checkInvariants(setup.db, snapshot, orders)
      expect(violations).toEqual([])
    } finally {
      await Promise.all([setup.destroy(), ...instances.map((instance) => instance.destroy())])
    }
  })
})
