import fs from 'node:fs/promises'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlacedOrder, type PlacedOrder } from '../../commerce/order/test-fixtures.ts'
import { buildShopTestApp, createTestGoods, createTestMember, createTestOperator } from '../../commerce/test-helpers.ts'
import { EXPORT_BATCH, EXPORT_KEEP_SECONDS, exportDir, removeExpiredExports } from './export.ts'

let app: FastifyInstance
let admin: Awaited<ReturnType<typeof createTestOperator>>
const MOBILE = '13600002222'
beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
})
afterAll(() => app?.close())

type Who = { headers: Record<string, string> }
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

async function finished(who: Who, id: number) {
  for (let tries = 0; tries < 200; tries++) {
    const progress = (await call(who, 'GET', `/orders/exports/${id}`)).json().data
    if (progress.status !== 'running') return progress
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('export did not finish')
}

async function readBack(body: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  const sheet = workbook.getWorksheet('订单')!
  const rows: unknown[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

describe('exporting the order list to Excel', () => {
  it('writes one row per line of the filtered orders, in batches, with progress, and is audited', async () => {
    const member = await createTestMember(app, { mobile: MOBILE })
    const goods = await createTestGoods(app.db, { price: 1990 })
    const count = EXPORT_BATCH + 5
    const orders: PlacedOrder[] = []
    for (let i = 0; i < count; i++)
      orders.push(
        await createPlacedOrder(app.db, member.id, {
          status: i === 0 ? 'WAIT_BUYER_CONFIRM' : 'PAYED',
          freight: 1000,
          createdAt: Date.UTC(2026, 10, 20, 2, 0, i) / 1000,
          lines: [{ goodsId: goods, quantity: 2, discount: 500 }],
        }),
      )
    await app.db
      .updateTable('orders')
      .set({ remark: '请尽快发货', operator_remark: '老客户' })
      .where('order_id', '=', orders[0].orderId)
      .execute()
    await app.db
      .insertInto('order_logistics')
      .values({
        order_id: orders[0].orderId,
        delivery_corp: 'SF',
        delivery_corp_name: '顺丰速运',
        delivery_code: 'SF9',
      })
      .execute()
    await app.db
      .updateTable('order_items')
      .set({ bn: 'BN-1', spec_desc: '红色 XL' })
      .where('order_id', '=', orders[0].orderId)
      .execute()

    const started = await call(admin, 'POST', '/orders/exports', { mobile: MOBILE })
    const view = started.json().data
    expect(view).toMatchObject({ status: 'running', total: count })
    const done = await finished(admin, view.export_id)
    expect(done).toMatchObject({ status: 'done', total: count, done: count })
    const [entry] = (await call(admin, 'GET', '/audit-log')).json().data.list
    expect(entry).toMatchObject({ action: '导出订单', summary: `导出${count}个订单` })

    const file = await call(admin, 'GET', `/orders/exports/${view.export_id}/file`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const disposition = String(file.headers['content-disposition'])
    expect(disposition).toMatch(/^attachment; filename="orders-\d{8}-\d{4}\.xlsx"; filename\*=UTF-8''/)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^订单导出-\d{8}-\d{4}\.xlsx$/)

    const rows = await readBack(file.rawPayload)
    expect(rows[0]).toEqual([
      '订单号',
      '下单时间',
      '支付时间',
      '会员手机号',
      '收货人',
      '电话',
      '地址',
      '商品',
      '规格',
      '货号',
      '数量',
      '单价',
      '实付',
      '运费',
      '优惠',
      '支付方式',
      '订单状态',
      '物流公司',
      '运单号',
      '买家备注',
      '运营备注',
    ])
    expect(rows).toHaveLength(count + 1)
    const first = rows.find((row) => row[0] === orders[0].orderId)!
    expect(first).toEqual([
      orders[0].orderId,
      '2026-11-20 10:00',
      '2026-11-20 10:01',
      MOBILE,
      '张三',
      '13912345678',
      '广东省 广州市 天河区 体育西路100号',
      expect.any(String),
      '红色 XL',
      'BN-1',
      2,
      19.9,
      34.8,
      10,
      5,
      '测试支付',
      '待收货',
      '顺丰速运',
      'SF9',
      '请尽快发货',
      '老客户',
    ])
  })

  it('is the company’s only, refuses a role without 订单 and bad filters, and expires after 24 hours', async () => {
    const started = (await call(admin, 'POST', '/orders/exports', { mobile: '13600009999' })).json().data
    expect(started.total).toBe(0)
    await finished(admin, started.export_id)
    const stranger = await createTestOperator(app, { companyId: 2 })
    expect((await call(stranger, 'GET', `/orders/exports/${started.export_id}`)).statusCode).toBe(404)
    expect((await call(stranger, 'GET', `/orders/exports/${started.export_id}/file`)).statusCode).toBe(404)
    const warehouse = await createTestOperator(app, { role: '仓库' })
    expect((await call(warehouse, 'POST', '/orders/exports', {})).statusCode).toBe(403)
    const bad = await call(admin, 'POST', '/orders/exports', { created_from: '2026/11/01' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('YYYY-MM-DD')
    expect((await call(admin, 'GET', '/orders/exports/999999')).json().code).toBe('EXPORT_NOT_FOUND')

    const row = await app.db
      .selectFrom('order_exports')
      .select('file_name')
      .where('id', '=', started.export_id)
      .executeTakeFirstOrThrow()
    const file = path.join(exportDir(app.config.dataDir), row.file_name)
    await fs.access(file)
    await app.db
      .updateTable('order_exports')
      .set({ created_at: Math.floor(Date.now() / 1000) - EXPORT_KEEP_SECONDS - 10 })
      .where('id', '=', started.export_id)
      .execute()
    expect(await removeExpiredExports(app.db, app.config.dataDir, Math.floor(Date.now() / 1000))).toBeGreaterThan(0)
    await expect(fs.access(file)).rejects.toThrow()
    const gone = await call(admin, 'GET', `/orders/exports/${started.export_id}/file`)
    expect(gone.statusCode).toBe(410)
    expect(gone.json().message).toContain('过期')
  })
})
