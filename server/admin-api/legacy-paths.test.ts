import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../lib/auth.ts'
import { hashPassword } from '../lib/password.ts'
import { buildTestApp } from '../testing.ts'
import { createPlacedOrder, orderRow, send } from '../commerce/order/test-fixtures.ts'
import { builtinRoleId, createTestGoods, createTestMember } from '../commerce/test-helpers.ts'
import { operatorClient } from './test-fixtures.ts'

let app: FastifyInstance
let operator: Awaited<ReturnType<typeof operatorClient>>
beforeAll(async () => {
  app = await buildTestApp()
  operator = await operatorClient(app)
  await app.db
    .insertInto('operators')
    .values({
      username: 'ops',
      password_hash: await hashPassword('ops12345'),
      name: '运营小王',
      role_id: await builtinRoleId(app.db, 1, '运营'),
      last_login_at: null,
    })
    .execute()
  await app.db
    .insertInto('operators')
    .values({
      username: 'gone',
      password_hash: await hashPassword('ops12345'),
      status: 'disabled',
      last_login_at: null,
    })
    .execute()
})
afterAll(async () => {
  await app?.close()
})

describe('POST operator/login', () => {
  it('answers an operator token that opens the back-office calls', async () => {
    const { body, status } = await send(app, null, 'POST', '/operator/login', { username: 'ops', password: 'ops12345' })
    expect(status).toBe(200)
    expect(body.data.operator).toMatchObject({ username: 'ops', name: '运营小王' })
    const list = await send(app, { headers: { authorization: `Bearer ${body.data.token}` } }, 'GET', '/admin/orders')
    expect(list.status).toBe(200)
  })

  it('refuses a wrong password, an unknown account and a disabled one', async () => {
    expect(
      (await send(app, null, 'POST', '/operator/login', { username: 'ops', password: 'nope12345' })).body,
    ).toMatchObject({ status_code: 400, message: '账号或密码错误' })
    expect(
      (await send(app, null, 'POST', '/operator/login', { username: 'nobody', password: 'ops12345' })).body,
    ).toMatchObject({ status_code: 400, message: '账号或密码错误' })
    expect((await send(app, null, 'POST', '/operator/login', { username: 'gone', password: 'ops12345' })).status).toBe(
      403,
    )
    expect((await send(app, null, 'POST', '/operator/login', { username: 'ops' })).body).toMatchObject({
      status_code: 400,
      message: '请输入密码',
    })
  })

  it('does not let a member’s token be used as an operator’s', async () => {
    const member = await createTestMember(app)
    expect((await send(app, member, 'GET', '/admin/orders')).status).toBe(403)
  })
})

describe('operator-only calls', () => {
  const calls: ['GET' | 'POST', string][] = [
    ['GET', '/admin/orders'],
    ['GET', '/admin/orders/2026112300000000001'],
    ['POST', '/admin/orders/2026112300000000001/delivery'],
    ['GET', '/admin/aftersales'],
    ['POST', '/admin/aftersales/2026112300000000001/review'],
    ['POST', '/admin/aftersales/2026112300000000001/confirm-goods'],
    ['POST', '/admin/aftersales/2026112300000000001/refund'],
  ]
  it('refuse guests with 401, members and shops with 403, and change nothing', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const shop = {
      headers: { authorization: `Bearer ${(await createSession(app.db, app.config.secret, 'shop', 1)).token}` },
    }
    for (const who of [null, member, shop]) {
      for (const [method, path] of calls) {
        const res = await send(app, who, method, path.replace('2026112300000000001', order.orderId), {
          delivery_corp: 'SF',
          result: 'approve',
        })
        expect(res.status, `${method} ${path}`).toBe(who === null ? 401 : 403)
      }
    }
    expect((await orderRow(app.db, order.orderId)).status).toBe('PAYED')
  })
})

describe('GET admin/orders', () => {
  it('lists every member’s orders with filters', async () => {
    const a = await createTestMember(app)
    const b = await createTestMember(app)
    const goods = await createTestGoods(app.db, { item_name: '运营筛选测试商品' })
    const paid = await createPlacedOrder(app.db, a.id, { status: 'PAYED', lines: [{ goodsId: goods }] })
    const unpaid = await createPlacedOrder(app.db, b.id, { status: 'NOTPAY', lines: [{ goodsId: goods }] })
    const byTitle = await send(app, operator, 'GET', '/admin/orders', { keywords: '运营筛选' })
    expect(byTitle.body.data.list.map((o: { order_id: string }) => o.order_id).sort()).toEqual(
      [paid.orderId, unpaid.orderId].sort(),
    )
    const payedOnly = await send(app, operator, 'GET', '/admin/orders', { keywords: '运营筛选', status: 'PAYED' })
    expect(payedOnly.body.data.list).toHaveLength(1)
    expect(payedOnly.body.data.list[0]).toMatchObject({
      order_id: paid.orderId,
      member_id: a.id,
      member_mobile: a.mobile,
      receiver_name: '张三',
    })
    const byMember = await send(app, operator, 'GET', '/admin/orders', { member_id: String(b.id) })
    expect(byMember.body.data.list.map((o: { order_id: string }) => o.order_id)).toEqual([unpaid.orderId])
    expect((await send(app, operator, 'GET', '/admin/orders', { status: 'SHIPPED' })).status).toBe(400)
  })

  it('opens one order with its owner', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const { body } = await send(app, operator, 'GET', `/admin/orders/${order.orderId}`)
    expect(body.data).toMatchObject({ order_id: order.orderId, member_id: member.id, status: 'PAYED' })
    expect((await send(app, operator, 'GET', '/admin/orders/123')).status).toBe(404)
  })
})

describe('POST admin/orders/{order_id}/delivery', () => {
  it('ships a paid order: 待收货, delivered_at and a shipment', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const { body, status } = await operator.ship(order.orderId, {
      delivery_corp: 'sf',
      delivery_code: 'SF1300000000001',
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      order_id: order.orderId,
      status: 'WAIT_BUYER_CONFIRM',
      delivery_corp: 'SF',
      delivery_corp_name: '顺丰速运',
      delivery_code: 'SF1300000000001',
    })
    const row = await orderRow(app.db, order.orderId)
    expect(row).toMatchObject({ status: 'WAIT_BUYER_CONFIRM', delivered_at: body.data.delivered_at })
    const shipments = await app.db
      .selectFrom('order_logistics')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .execute()
    expect(shipments).toHaveLength(1)
  })

  it('makes up a waybill number when none is given', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const { body } = await operator.ship(order.orderId, { corp_code: 'JD' })
    expect(body.data.delivery_code).toMatch(/^JDVA\d{13}$/)
  })

  it('ships once when two operators ship at the same moment', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const results = await Promise.all([
      operator.ship(order.orderId),
      operator.ship(order.orderId),
      operator.ship(order.orderId),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(
      await app.db.selectFrom('order_logistics').select('id').where('order_id', '=', order.orderId).execute(),
    ).toHaveLength(1)
  })

  it('refuses what cannot ship, with nothing written', async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db)
    const unpaid = await createPlacedOrder(app.db, member.id, { status: 'NOTPAY', lines: [{ goodsId: goods }] })
    expect((await operator.ship(unpaid.orderId)).body).toMatchObject({
      status_code: 400,
      message: '只有待发货的订单可以发货',
    })
    const paid = await createPlacedOrder(app.db, member.id, { status: 'PAYED', lines: [{ goodsId: goods }] })
    expect((await operator.ship(paid.orderId, { delivery_corp: 'UPS' })).body).toMatchObject({
      status_code: 400,
      message: '不支持的物流公司',
    })
    expect((await operator.ship(paid.orderId, {})).body).toMatchObject({ status_code: 400, message: '请选择物流公司' })
    expect((await operator.ship(paid.orderId, { delivery_corp: 'SF', delivery_code: '<script>' })).body).toMatchObject({
      status_code: 400,
      message: '物流单号格式不正确',
    })
    expect((await operator.ship('20261123999999999')).status).toBe(404)
    await send(app, member, 'POST', '/aftersales', {
      order_id: paid.orderId,
      detail: [{ id: paid.itemIds[0], num: 1 }],
      aftersales_type: 'ONLY_REFUND',
      reason: '不想要了',
    })
    expect((await operator.ship(paid.orderId)).body).toMatchObject({
      status_code: 409,
      code: 'ORDER_IN_AFTERSALES_SHIP',
    })
    expect((await orderRow(app.db, paid.orderId)).status).toBe('PAYED')
    expect(
      await app.db
        .selectFrom('order_logistics')
        .select('id')
        .where('order_id', 'in', [unpaid.orderId, paid.orderId])
        .execute(),
    ).toHaveLength(0)
  })
})

describe('malformed input to the back-office calls', () => {
  const nasty = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.constantFrom(
      '-1',
      '0',
      '1e309',
      'NaN',
      '99999999999999999999',
      '[]',
      '{}',
      '../../etc/passwd',
      "' OR 1=1 --",
      '<script>',
      '\u0000',
      '💥',
      'approve',
      'refuse',
      'SF',
    ),
    fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  )
  const routes: ['GET' | 'POST', string][] = [
    ['POST', '/operator/login'],
    ['GET', '/admin/orders'],
    ['GET', '/admin/orders/:id'],
    ['POST', '/admin/orders/:id/delivery'],
    ['GET', '/admin/aftersales'],
    ['POST', '/admin/aftersales/:id/review'],
    ['POST', '/admin/aftersales/:id/confirm-goods'],
    ['POST', '/admin/aftersales/:id/refund'],
  ]
  const fields = [
    'status',
    'order_type',
    'keywords',
    'member_id',
    'page',
    'page_size',
    'delivery_corp',
    'delivery_code',
    'result',
    'is_approved',
    'refuse_reason',
    'username',
    'password',
    'aftersales_status',
    'order_id',
  ]

  it('never get a 5xx', async () => {
    for (const [method, path] of routes) {
      await fc.assert(
        fc.asyncProperty(nasty, fc.dictionary(fc.constantFrom(...fields), nasty, { maxKeys: 4 }), async (id, input) => {
          const url = `/api/h5app/wxapp${path.replace(':id', encodeURIComponent(String(id)) || 'x')}`
          const response = await app.inject({
            method,
            url,
            headers: operator.headers,
            ...(method === 'GET'
              ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
              : { payload: input }),
          })
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(input)} → ${response.body}`).toBeLessThan(500)
        }),
        { numRuns: 40 },
      )
    }
  })
})
