import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createPlacedOrder, finishedDaysAgo, itemRow, send, type OrderSpec } from '../order/test-fixtures.ts'
import { createTestGoods, createTestMember, type TestMember } from '../test-helpers.ts'
import { uploadTestPhoto } from '../uploads/test-photos.ts'
import { plainPhotoUrl } from '../../lib/photo-links.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** A member and one of their orders of one line: 3 units paying 10000 in all unless told. */
async function orderOf(
  spec: Partial<OrderSpec> = {},
  line: { price?: number; quantity?: number; discount?: number } = {},
) {
  const member = await createTestMember(app)
  const goods = await createTestGoods(app.db, { price: line.price ?? 4000 })
  const order = await createPlacedOrder(app.db, member.id, {
    status: 'WAIT_BUYER_CONFIRM',
    ...spec,
    lines: spec.lines ?? [{ goodsId: goods, quantity: line.quantity ?? 3, discount: line.discount ?? 2000 }],
  })
  return { member, goods, order, itemId: order.itemIds[0]! }
}

const apply = (member: TestMember, payload: Record<string, unknown>) =>
  send(app, member, 'POST', '/aftersales', { aftersales_type: 'ONLY_REFUND', reason: '不想要了', ...payload })
const aftersalesOf = (orderId: string) =>
  app.db.selectFrom('aftersales').selectAll().where('order_id', '=', orderId).orderBy('id').execute()

describe('GET aftersales/reason/list', () => {
  it('lists the reasons of each type', async () => {
    const member = await createTestMember(app)
    const { body } = await send(app, member, 'GET', '/aftersales/reason/list')
    expect(body.data.ONLY_REFUND).toContain('不想要了')
    expect(body.data.REFUND_GOODS).toEqual(expect.arrayContaining(['质量问题', '尺码不合适', '与描述不符']))
    expect(body.data.list).toContain('其他')
  })
})

describe('POST aftersales', () => {
  it('files an application and computes the refund from what the line paid, the last unit taking the rest', async () => {
    const { member, order, itemId } = await orderOf()
    const photo = await uploadTestPhoto(app, member.headers)
    const first = await apply(member, {
      order_id: order.orderId,
      detail: [{ id: itemId, num: 1 }],
      description: '包装破损',
      evidence_pic: [photo],
    })
    expect(first.status).toBe(200)
    expect(first.body.data.list[0]).toMatchObject({
      order_id: order.orderId,
      order_item_id: itemId,
      num: 1,
      quantity: 3,
      aftersales_type: 'ONLY_REFUND',
      aftersales_type_desc: '仅退款',
      status: 'WAIT_SELLER_AGREE',
      status_desc: '待商家审核',
      reason: '不想要了',
      description: '包装破损',
      evidence_pic: [photo],
      refund_fee: 3333,
      can_modify: 1,
      can_close: 1,
      can_sendback: 0,
    })
    expect(first.body.data.aftersales_bn).toBe(first.body.data.list[0].aftersales_bn)
    const second = await apply(member, {
      order_id: order.orderId,
      item_id: (await itemRow(app.db, itemId)).goods_id,
      num: 2,
    })
    expect(second.body.data.list[0].refund_fee).toBe(6667)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(3)
  })

  it('ignores any amount the client sends', async () => {
    const { member, order, itemId } = await orderOf()
    const { body } = await apply(member, {
      order_id: order.orderId,
      detail: [{ id: itemId, num: 3, refund_fee: 999999 }],
      refund_fee: 999999,
      refund_point: 5000,
    })
    expect(body.data.list[0]).toMatchObject({ refund_fee: 10000, refund_point: 0 })
  })

  it('takes the detail as JSON text from a form post', async () => {
    const { member, order, itemId } = await orderOf()
    const photo = await uploadTestPhoto(app, member.headers)
    const response = await app.inject({
      method: 'POST',
      url: '/api/h5app/wxapp/aftersales',
      headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order_id: order.orderId,
        aftersales_type: 'REFUND_GOODS',
        reason: '质量问题',
        detail: JSON.stringify([{ id: itemId, num: 2 }]),
        evidence_pic: photo,
      }).toString(),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.list[0]).toMatchObject({
      num: 2,
      aftersales_type: 'REFUND_GOODS',
      evidence_pic: [photo],
    })
  })

  it('files one application per line and gives the order’s points deduction back in proportion', async () => {
    const member = await createTestMember(app)
    const a = await createTestGoods(app.db, { price: 10000 })
    const b = await createTestGoods(app.db, { price: 20000 })
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      pointUsed: 900,
      pointFee: 900,
      lines: [
        { goodsId: a, discount: 300 },
        { goodsId: b, discount: 600 },
      ],
    })
    const first = await apply(member, { order_id: order.orderId, detail: [{ id: order.itemIds[0], num: 1 }] })
    expect(first.body.data.list[0]).toMatchObject({ refund_fee: 9700, refund_point: 300 })
    const second = await apply(member, { order_id: order.orderId, detail: [{ id: order.itemIds[1], num: 1 }] })
    expect(second.body.data.list[0]).toMatchObject({ refund_fee: 19400, refund_point: 600 })
  })

  it('never lets parallel applications pass what was bought', async () => {
    const { member, order, itemId } = await orderOf()
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === '该商品已全部申请售后')).toBe(true)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(3)
    const rows = await aftersalesOf(order.orderId)
    expect(rows.reduce((sum, row) => sum + row.refund_fee, 0)).toBe(10000)
  })

  it('refuses more than is left to apply for, with nothing written', async () => {
    const { member, order, itemId } = await orderOf()
    await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 2 }] })
    const { body } = await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 2 }] })
    expect(body).toMatchObject({ status_code: 400, message: '申请数量超过可申请数量，该商品最多还可申请1件' })
    expect(await aftersalesOf(order.orderId)).toHaveLength(1)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(2)
  })

  it('takes applications for 15 days after the order finishes', async () => {
    const recent = await orderOf(finishedDaysAgo(14))
    expect(
      (await apply(recent.member, { order_id: recent.order.orderId, detail: [{ id: recent.itemId, num: 1 }] })).status,
    ).toBe(200)
    const old = await orderOf(finishedDaysAgo(16))
    expect(
      (await apply(old.member, { order_id: old.order.orderId, detail: [{ id: old.itemId, num: 1 }] })).body,
    ).toMatchObject({
      status_code: 400,
      message: '订单已超过售后期限（完成后15天内可申请）',
    })
  })

  it('refuses unpaid and cancelled orders, and returns for goods that never shipped', async () => {
    for (const status of ['NOTPAY', 'CANCEL'] as const) {
      const { member, order, itemId } = await orderOf({ status })
      expect((await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })).body).toMatchObject({
        status_code: 400,
        message: '该订单当前不能申请售后',
      })
    }
    const { member, order, itemId } = await orderOf({ status: 'PAYED' })
    const { body } = await apply(member, {
      order_id: order.orderId,
      aftersales_type: 'REFUND_GOODS',
      reason: '质量问题',
      detail: [{ id: itemId, num: 1 }],
    })
    expect(body).toMatchObject({ status_code: 400, message: '商品尚未发货，请选择仅退款' })
  })

  const invalid: [string, (itemId: number) => Record<string, unknown>, string][] = [
    ['no type', (id) => ({ aftersales_type: undefined, detail: [{ id, num: 1 }] }), '请选择售后类型'],
    [
      'an unknown type',
      (id) => ({ aftersales_type: 'EXCHANGE', detail: [{ id, num: 1 }] }),
      '参数 aftersales_type 的取值无效',
    ],
    ['no reason', (id) => ({ reason: ' ', detail: [{ id, num: 1 }] }), '请选择售后原因'],
    [
      'a reason of the other type',
      (id) => ({ reason: '尺码不合适', detail: [{ id, num: 1 }] }),
      '售后原因无效，请重新选择',
    ],
    [
      'a description over 200 characters',
      (id) => ({ description: '坏'.repeat(201), detail: [{ id, num: 1 }] }),
      '问题描述不能超过200字',
    ],
    [
      'four pictures',
      (id) => ({ evidence_pic: Array(4).fill('/uploads/a.jpg'), detail: [{ id, num: 1 }] }),
      '参数 evidence_pic 无效',
    ],
    [
      'a javascript: picture',
      (id) => ({ evidence_pic: ['javascript:alert(1)'], detail: [{ id, num: 1 }] }),
      '凭证图片地址无效',
    ],
    ['no line', () => ({}), '请选择售后商品'],
    ['a line of another order', () => ({ detail: [{ id: 2_000_000_000, num: 1 }] }), '售后商品不在该订单中'],
    ['a zero quantity', (id) => ({ detail: [{ id, num: 0 }] }), '参数 detail.0.num 不能小于 1'],
    ['a fractional quantity', (id) => ({ detail: [{ id, num: 1.5 }] }), '参数格式错误：detail.0.num'],
    [
      'the same line twice',
      (id) => ({
        detail: [
          { id, num: 1 },
          { id, num: 1 },
        ],
      }),
      '同一商品请合并为一条申请',
    ],
  ]
  for (const [what, payload, message] of invalid) {
    it(`refuses ${what}, writing nothing`, async () => {
      const { member, order, itemId } = await orderOf()
      const { body } = await apply(member, { order_id: order.orderId, ...payload(itemId) })
      expect(body).toMatchObject({ status_code: 400, message })
      expect(await aftersalesOf(order.orderId)).toHaveLength(0)
      expect((await itemRow(app.db, itemId)).aftersales_num).toBe(0)
    })
  }

  it('refuses another member’s photo, an external one, and an upload path nobody uploaded, writing nothing', async () => {
    const { member, order, itemId } = await orderOf()
    const othersPhoto = await uploadTestPhoto(app, (await createTestMember(app)).headers)
    const mine = await uploadTestPhoto(app, member.headers)
    for (const pics of [
      [mine, othersPhoto],
      ['https://img.example.com/1.jpg'],
      ['/uploads/member/1/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.png'],
    ]) {
      const response = await apply(member, {
        order_id: order.orderId,
        detail: [{ id: itemId, num: 1 }],
        evidence_pic: pics,
      })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        status_code: 400,
        code: 'UPLOAD_NOT_OWNED',
        message: '图片不存在或不是您上传的，请重新上传',
      })
    }
    expect(await aftersalesOf(order.orderId)).toHaveLength(0)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(0)
  })

  it('refuses gifts', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db) }, { goodsId: await createTestGoods(app.db), isGift: true }],
    })
    expect(
      (await apply(member, { order_id: order.orderId, detail: [{ id: order.itemIds[1], num: 1 }] })).body.message,
    ).toBe('售后商品不在该订单中')
  })

  it('does not touch another member’s order', async () => {
    const { order, itemId } = await orderOf()
    const stranger = await createTestMember(app)
    expect((await apply(stranger, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })).status).toBe(404)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(0)
  })
})

describe('GET aftersales and aftersales/info', () => {
  it('lists the member’s applications, filtered by status, and shows one', async () => {
    const { member, order, itemId } = await orderOf()
    const filed = await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })
    const bn = filed.body.data.aftersales_bn
    await send(app, member, 'POST', '/aftersales/close', { aftersales_bn: bn })
    await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 2 }] })
    const all = await send(app, member, 'GET', '/aftersales')
    expect(all.body.data.total_count).toBe(2)
    const open = await send(app, member, 'GET', '/aftersales', { aftersales_status: 'open' })
    expect(open.body.data.list.map((a: { num: number }) => a.num)).toEqual([2])
    const closed = await send(app, member, 'GET', '/aftersales', { status: 'CLOSED' })
    expect(closed.body.data.list.map((a: { aftersales_bn: string }) => a.aftersales_bn)).toEqual([bn])
    const info = await send(app, member, 'GET', '/aftersales/info', { aftersales_bn: bn })
    expect(info.body.data).toMatchObject({ aftersales_bn: bn, status: 'CLOSED', status_desc: '已撤销', can_close: 0 })
    expect(info.body.data.progress.map((p: { key: string }) => p.key)).toEqual(['applied', 'closed'])
    expect((await send(app, member, 'GET', '/aftersales', { status: 'LOST' })).status).toBe(400)
  })

  it('shows nothing of another member’s applications', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = (await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })).body.data
      .aftersales_bn
    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'GET', '/aftersales/info', { aftersales_bn: bn })).status).toBe(404)
    expect((await send(app, stranger, 'GET', '/aftersales', { order_id: order.orderId })).body.data).toEqual({
      list: [],
      total_count: 0,
    })
  })
})

describe('POST aftersales/modify', () => {
  it('changes an application before review; the refund follows the quantity', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = (await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })).body.data
      .aftersales_bn
    const { body } = await send(app, member, 'POST', '/aftersales/modify', {
      aftersales_bn: bn,
      num: 3,
      aftersales_type: 'REFUND_GOODS',
      reason: '与描述不符',
      description: '颜色不对',
    })
    expect(body.data).toMatchObject({
      num: 3,
      refund_fee: 10000,
      aftersales_type: 'REFUND_GOODS',
      reason: '与描述不符',
      description: '颜色不对',
    })
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(3)
    const smaller = await send(app, member, 'POST', '/aftersales/modify', { aftersales_bn: bn, num: 1 })
    expect(smaller.body.data.refund_fee).toBe(3333)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(1)
  })

  it('keeps the photos it holds, takes the member’s new ones, and refuses another member’s', async () => {
    const { member, order, itemId } = await orderOf()
    const first = await uploadTestPhoto(app, member.headers)
    const bn = (
      await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }], evidence_pic: [first] })
    ).body.data.aftersales_bn
    // A photo stored before uploads were recorded stays valid on the application it is on.
    await app.db
      .updateTable('aftersales')
      .set({ evidence_pics: JSON.stringify([first, '/uploads/legacy/a.jpg']) })
      .where('aftersales_bn', '=', bn)
      .execute()
    const second = await uploadTestPhoto(app, member.headers)
    const kept = await send(app, member, 'POST', '/aftersales/modify', {
      aftersales_bn: bn,
      evidence_pic: ['/uploads/legacy/a.jpg', second],
    })
    expect(kept.body.data.evidence_pic).toEqual(['/uploads/legacy/a.jpg', second])
    const othersPhoto = await uploadTestPhoto(app, (await createTestMember(app)).headers)
    const refused = await send(app, member, 'POST', '/aftersales/modify', {
      aftersales_bn: bn,
      evidence_pic: [second, othersPhoto],
      description: '改了',
    })
    expect(refused.body).toMatchObject({ status_code: 400, code: 'UPLOAD_NOT_OWNED' })
    const row = await app.db
      .selectFrom('aftersales')
      .select(['evidence_pics', 'description'])
      .where('aftersales_bn', '=', bn)
      .executeTakeFirstOrThrow()
    expect([JSON.parse(row.evidence_pics), row.description]).toEqual([
      ['/uploads/legacy/a.jpg', plainPhotoUrl(second)],
      '',
    ])
  })

  it('refuses a reason that does not fit a changed type, more than bought, and a reviewed application', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = (await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })).body.data
      .aftersales_bn
    expect(
      (await send(app, member, 'POST', '/aftersales/modify', { aftersales_bn: bn, aftersales_type: 'REFUND_GOODS' }))
        .body.message,
    ).toBe('售后原因无效，请重新选择')
    expect((await send(app, member, 'POST', '/aftersales/modify', { aftersales_bn: bn, num: 4 })).body.message).toBe(
      '申请数量超过可申请数量，该商品最多还可申请3件',
    )
    await app.db.updateTable('aftersales').set({ status: 'WAIT_REFUND' }).where('aftersales_bn', '=', bn).execute()
    expect((await send(app, member, 'POST', '/aftersales/modify', { aftersales_bn: bn, num: 2 })).body.message).toBe(
      '商家已处理该申请，不能再修改',
    )
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(1)
  })
})

describe('POST aftersales/close', () => {
  it('withdraws an application and frees its units', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = (await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 3 }] })).body.data
      .aftersales_bn
    const { body } = await send(app, member, 'POST', '/aftersales/close', { aftersales_bn: bn })
    expect(body.data).toMatchObject({ status: 'CLOSED', can_close: 0 })
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(0)
    const again = await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 3 }] })
    expect(again.body.data.list[0].refund_fee).toBe(10000)
  })

  it('frees the units once when withdrawn twice at the same moment', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = (await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 2 }] })).body.data
      .aftersales_bn
    await apply(member, { order_id: order.orderId, detail: [{ id: itemId, num: 1 }] })
    const results = await Promise.all(
      [1, 2, 3].map(() => send(app, member, 'POST', '/aftersales/close', { aftersales_bn: bn })),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(1)
  })

  it('refuses once the goods are on their way back, and another member’s application', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = (
      await apply(member, {
        order_id: order.orderId,
        aftersales_type: 'REFUND_GOODS',
        reason: '质量问题',
        detail: [{ id: itemId, num: 1 }],
      })
    ).body.data.aftersales_bn
    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'POST', '/aftersales/close', { aftersales_bn: bn })).status).toBe(404)
    await app.db
      .updateTable('aftersales')
      .set({ status: 'WAIT_SELLER_CONFIRM_GOODS' })
      .where('aftersales_bn', '=', bn)
      .execute()
    expect((await send(app, member, 'POST', '/aftersales/close', { aftersales_bn: bn })).body.message).toBe(
      '该售后申请当前不能撤销',
    )
    expect((await itemRow(app.db, itemId)).aftersales_num).toBe(1)
  })
})

describe('POST aftersales/sendback', () => {
  it('records the return parcel once the shop agreed', async () => {
    const { member, order, itemId } = await orderOf()
    const bn = (
      await apply(member, {
        order_id: order.orderId,
        aftersales_type: 'REFUND_GOODS',
        reason: '质量问题',
        detail: [{ id: itemId, num: 1 }],
      })
    ).body.data.aftersales_bn
    expect(
      (
        await send(app, member, 'POST', '/aftersales/sendback', {
          aftersales_bn: bn,
          corp_code: 'SF',
          logi_no: 'SF1000000000001',
        })
      ).body.message,
    ).toBe('该售后申请当前不需要寄回商品')
    await app.db
      .updateTable('aftersales')
      .set({ status: 'WAIT_BUYER_RETURN_GOODS' })
      .where('aftersales_bn', '=', bn)
      .execute()
    expect(
      (
        await send(app, member, 'POST', '/aftersales/sendback', {
          aftersales_bn: bn,
          corp_code: 'XX',
          logi_no: 'SF1000000000001',
        })
      ).body.message,
    ).toBe('不支持的物流公司')
    expect(
      (await send(app, member, 'POST', '/aftersales/sendback', { aftersales_bn: bn, corp_code: 'SF', logi_no: '' }))
        .body.message,
    ).toBe('请填写物流单号')
    const { body } = await send(app, member, 'POST', '/aftersales/sendback', {
      aftersales_bn: bn,
      corp_code: 'SF',
      logi_no: 'SF1000000000001',
    })
    expect(body.data).toMatchObject({
      status: 'WAIT_SELLER_CONFIRM_GOODS',
      status_desc: '待商家收货',
      sendback_corp: '顺丰速运',
      sendback_code: 'SF1000000000001',
    })
  })
})
