/**
 * 经营概况 with 100,000 orders: how long GET /api/admin/dashboard takes for 今日, 近7天 and 近30天
 * against the first page of the orders list (GET /api/admin/orders?page_size=20), measured in the
 * same run on the same database. The app is built in this process (buildApp, no listening socket)
 * and asked through inject, so the figures are the handler and its queries, not the network.
 *
 * Seeded with batched inserts: ~5,000 members, 200 goods, 100,000 orders over the last 60 China
 * days (one to three lines each, most paid, some cancelled or unpaid), a refund for about 3 % of
 * them and an after-sales application for about 2 %. Then the query plans of one dashboard answer
 * are printed (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN), so a missing index shows as a scan.
 *
 *   node --import tsx bench/dashboard.ts                                     SQLite in a temp folder
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/dashboard.ts     a fresh schema, dropped after
 *
 * BENCH_ORDERS (100000), BENCH_MEMBERS (5000), BENCH_RUNS (30 timed answers per request).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import { CompiledQuery, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { openDatabase, type DbHandle } from '../server/db/index.ts'
import { createTestOperator } from '../server/commerce/test-helpers.ts'
import { chinaDayStart, DAY_SECONDS, now } from '../schemas/time.ts'

const env = process.env
const ORDERS = Number(env.BENCH_ORDERS ?? 100_000)
const MEMBERS = Number(env.BENCH_MEMBERS ?? 5_000)
const RUNS = Number(env.BENCH_RUNS ?? 30)
const GOODS = 200
const DAYS = 60
const BATCH = 500
const databaseUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? ''

/** A repeatable sequence (mulberry32), so two runs seed the same shop. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Remembers the SQL of every statement the app runs while `recording` is on. */
class Recorder implements KyselyPlugin {
  recording = false
  readonly queries: CompiledQuery[] = []
  constructor(private readonly compile: (node: RootOperationNode, id: QueryId) => CompiledQuery) {}
  transformQuery({ node, queryId }: { node: RootOperationNode; queryId: QueryId }): RootOperationNode {
    if (this.recording) this.queries.push(this.compile(node, queryId))
    return node
  }
  async transformResult<T>({ result }: { result: T }): Promise<T> {
    return result
  }
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH))
}

async function seed(database: DbHandle, time: number): Promise<{ lines: number; refunds: number; aftersales: number }> {
  const db = database.db
  const rand = random(20261128)
  const pick = (n: number) => Math.floor(rand() * n)
  const today = chinaDayStart(time)
  const category = await db
    .insertInto('categories')
    .values({ level: 1, category_name: '压测分类', path: '' })
    .returning('id')
    .executeTakeFirstOrThrow()

  return db.transaction().execute(async (trx) => {
    const goods = Array.from({ length: GOODS }, (_, n) => ({
      item_name: `压测商品${n + 1}`,
      category_id: category.id,
      main_category_id: category.id,
      price: 1_000 + pick(50_000),
      image_default_id: `/uploads/bench/goods-${n + 1}.jpg`,
      staff_price: null,
      archived_at: null,
      created_at: time - DAYS * DAY_SECONDS,
    }))
    await inBatches(goods, (batch) => trx.insertInto('goods').values(batch).execute())
    const goodsRows = await trx.selectFrom('goods').select(['id', 'price', 'item_name']).orderBy('id').execute()
    await inBatches(
      goodsRows.map((row) => ({
        goods_id: row.id,
        bn: `BENCH-${row.id}`,
        price: row.price,
        staff_price: null,
        store: pick(200),
      })),
      (batch) => trx.insertInto('skus').values(batch).execute(),
    )
    const skus = await trx.selectFrom('skus').select(['id', 'goods_id']).orderBy('goods_id').execute()

    // Members joined over twice the orders' span, so 新增会员 has a previous period too.
    const members = Array.from({ length: MEMBERS }, (_, n) => {
      const created = time - pick(2 * DAYS * DAY_SECONDS)
      return {
        mobile: `150${String(n).padStart(8, '0')}`,
        password_hash: 'bench',
        birthday: null,
        email: null,
        grade_expires_at: null,
        last_login_at: null,
        created_at: created,
        updated_at: created,
      }
    })
    await inBatches(members, (batch) => trx.insertInto('members').values(batch).execute())
    const memberIds = (await trx.selectFrom('members').select('id').orderBy('id').execute()).map((row) => row.id)

    let lineCount = 0
    let refundCount = 0
    let aftersalesCount = 0
    for (let start = 0; start < ORDERS; start += BATCH) {
      const orders = []
      const lines = []
      const refunds = []
      for (let n = start; n < Math.min(ORDERS, start + BATCH); n++) {
        const orderId = `B${String(n).padStart(9, '0')}`
        const memberId = memberIds[pick(memberIds.length)]
        // More orders on recent days, every hour of the day.
        const day = Math.floor(DAYS * rand() ** 1.3)
        const createdAt = Math.min(time - 60, today - day * DAY_SECONDS + pick(DAY_SECONDS))
        const roll = rand()
        const status =
          roll < 0.05
            ? 'NOTPAY'
            : roll < 0.08
              ? 'CANCEL'
              : roll < 0.2
                ? 'PAYED'
                : roll < 0.35
                  ? 'WAIT_BUYER_CONFIRM'
                  : 'DONE'
        const paid = status !== 'NOTPAY' && !(status === 'CANCEL' && roll < 0.065)
        let total = 0
        let units = 0
        const count = 1 + pick(3)
        for (let line = 0; line < count; line++) {
          const goods = goodsRows[Math.min(GOODS - 1, Math.floor(GOODS * rand() ** 2))]
          const quantity = 1 + pick(3)
          const fee = goods.price * quantity
          total += fee
          units += quantity
          lines.push({
            order_id: orderId,
            goods_id: goods.id,
            sku_id: skus[goods.id - goodsRows[0].id]?.id ?? null,
            item_name: goods.item_name,
            price: goods.price,
            quantity,
            item_fee: fee,
            total_fee: fee,
            created_at: createdAt,
          })
        }
        const paidAt = paid ? createdAt + 30 + pick(600) : null
        orders.push({
          order_id: orderId,
          member_id: memberId,
          status: status as 'NOTPAY' | 'CANCEL' | 'PAYED' | 'WAIT_BUYER_CONFIRM' | 'DONE',
          total_fee: total,
          item_fee: total,
          total_num: units,
          pay_type: paid ? 'wxpay' : null,
          paid_at: paidAt,
          created_at: createdAt,
          updated_at: createdAt,
        })
        if (paidAt && rand() < 0.03) {
          const refundedAt = Math.min(time - 1, paidAt + pick(3 * DAY_SECONDS))
          const ok = rand() < 0.9
          refunds.push({
            refund_bn: `BR${n}`,
            order_id: orderId,
            member_id: memberId,
            refund_fee: Math.max(1, Math.floor(total / 2)),
            status: ok ? ('SUCCESS' as const) : ('READY' as const),
            created_at: refundedAt - 60,
            refunded_at: ok ? refundedAt : null,
          })
        }
      }
      await trx.insertInto('orders').values(orders).execute()
      await inBatches(lines, (batch) => trx.insertInto('order_items').values(batch).execute())
      if (refunds.length) await trx.insertInto('refunds').values(refunds).execute()
      lineCount += lines.length
      refundCount += refunds.length

      // After-sales for about 2 % of the paid orders of the batch, on their first line.
      const batchIds = orders.filter((order) => order.paid_at && rand() < 0.02).map((order) => order.order_id)
      if (batchIds.length) {
        const firstLines = await trx
          .selectFrom('order_items')
          .innerJoin('orders', 'orders.order_id', 'order_items.order_id')
          .select(['order_items.id', 'order_items.order_id', 'orders.member_id', 'orders.created_at'])
          .where('order_items.order_id', 'in', batchIds)
          .orderBy('order_items.id')
          .execute()
        const seen = new Set<string>()
        const statuses = ['WAIT_SELLER_AGREE', 'WAIT_REFUND', 'REFUNDED', 'SELLER_REFUSE', 'CLOSED'] as const
        const applications = firstLines
          .filter((line) => !seen.has(line.order_id) && seen.add(line.order_id))
          .map((line, index) => ({
            aftersales_bn: `BA${start}${index}`,
            order_id: line.order_id,
            order_item_id: line.id,
            member_id: line.member_id,
            aftersales_type: 'ONLY_REFUND' as const,
            num: 1,
            reason: '压测',
            status: statuses[pick(statuses.length)],
            refuse_reason: null,
            sendback_corp: null,
            sendback_code: null,
            sendback_at: null,
            closed_at: null,
            created_at: Number(line.created_at) + DAY_SECONDS,
          }))
        await trx.insertInto('aftersales').values(applications).execute()
        aftersalesCount += applications.length
      }
    }
    return { lines: lineCount, refunds: refundCount, aftersales: aftersalesCount }
  })
}

interface Timing {
  median: number
  p95: number
}

async function time(app: FastifyInstance, headers: Record<string, string>, url: string): Promise<Timing> {
  const ask = async () => {
    const answer = await app.inject({ method: 'GET', url, headers })
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`)
  }
  for (let n = 0; n < 3; n++) await ask()
  const took: number[] = []
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now()
    await ask()
    took.push(performance.now() - start)
  }
  took.sort((a, b) => a - b)
  return {
    median: took[Math.floor(took.length / 2)],
    p95: took[Math.min(took.length - 1, Math.ceil(took.length * 0.95) - 1)],
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-bench-dashboard-'))
const pgSchema = databaseUrl ? `bench_${randomBytes(5).toString('hex')}` : undefined
const opened = await openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'mallfront.sqlite'), pgSchema })
const recorder = new Recorder((node, id) => opened.db.getExecutor().compileQuery(node, id))
const database: DbHandle = { ...opened, db: opened.db.withPlugin(recorder) }
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SECRET: randomBytes(32).toString('hex'),
  SEED: '0',
})
let app: FastifyInstance | undefined
try {
  console.log(
    `dashboard benchmark on ${databaseUrl ? `PostgreSQL (schema ${pgSchema})` : 'SQLite (WAL)'}, ${os.cpus().length} CPUs, node ${process.version}`,
  )
  console.log(
    `load average before the run: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  app = await buildApp(config, { ssr: false, database, logger: false, referenceData: false })
  await app.ready()

  const started = performance.now()
  const seeded = await seed(database, now())
  // Fresh statistics, as a shop that has grown to this size would have.
  await database.db.executeQuery(CompiledQuery.raw('analyze'))
  const seconds = (performance.now() - started) / 1000
  console.log(
    `seeded ${ORDERS.toLocaleString('en')} orders (${seeded.lines.toLocaleString('en')} lines), ${MEMBERS.toLocaleString('en')} members, ${GOODS} goods, ${seeded.refunds.toLocaleString('en')} refunds, ${seeded.aftersales.toLocaleString('en')} after-sales over ${DAYS} days in ${seconds.toFixed(1)} s`,
  )

  const operator = await createTestOperator(app)
  const reference = await time(app, operator.headers, '/api/admin/orders?page_size=20')
  console.log(`\n${RUNS} answers each, after 3 to warm up          median       p95   median ÷ reference`)
  console.log(`reference  GET /api/admin/orders?page_size=20 ${ms(reference.median)} ${ms(reference.p95)}`)
  for (const range of ['today', '7d', '30d']) {
    const url = `/api/admin/dashboard?range=${range}`
    const timing = await time(app, operator.headers, url)
    console.log(
      `dashboard  ${url.padEnd(36)}${ms(timing.median)} ${ms(timing.p95)}   ${(timing.median / reference.median).toFixed(2)}`,
    )
  }

  const answer = (
    await app.inject({ method: 'GET', url: '/api/admin/dashboard?range=30d', headers: operator.headers })
  ).json().data
  console.log(
    `\n近30天: 成交 ¥${(answer.figures.paid_amount / 100).toFixed(2)}, ${answer.figures.paid_orders} 单, ${answer.figures.paying_members} 人; 待发货 ${answer.todos.to_ship}, 待审核售后 ${answer.todos.aftersales_to_review}, 待退款 ${answer.todos.refunds_to_pay}, 库存告急 ${answer.todos.low_stock}`,
  )

  // The plans of one answer's statements. 今日 reads a thin slice of the index; 近30天 with its
  // previous period spans the whole seeded history, where a planner may rightly prefer a scan.
  const explain = opened.dialect === 'postgres' ? 'explain ' : 'explain query plan '
  for (const range of ['today', '30d']) {
    recorder.queries.length = 0
    recorder.recording = true
    await app.inject({ method: 'GET', url: `/api/admin/dashboard?range=${range}`, headers: operator.headers })
    recorder.recording = false
    console.log(`\nquery plans of GET /api/admin/dashboard?range=${range}`)
    for (const query of recorder.queries.filter((q) => /^select/i.test(q.sql) && !/operator|session/.test(q.sql))) {
      const plan = await opened.db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(explain + query.sql, [...query.parameters]),
      )
      console.log(`\n${query.sql.replace(/\s+/g, ' ').slice(0, 140)}…`)
      for (const row of plan.rows) console.log(`  ${String(row.detail ?? row['QUERY PLAN'])}`)
    }
  }
} finally {
  await app?.close()
  if (pgSchema) await opened.db.schema.dropSchema(pgSchema).ifExists().cascade().execute()
  await opened.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
