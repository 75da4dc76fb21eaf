import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopTestApp, createTestMember, type TestMember } from '../test-helpers.ts'
import { cartCall, createPromotion, createSimpleGoods, linesOf, storedLines } from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
})
afterAll(() => app?.close())

/** A member with lines of fresh goods (price 1000 × i, stock 10 unless told); answers their cart ids in goods order. */
async function cartWith(
  goods: { price?: number; store?: number; num?: number }[],
): Promise<{ member: TestMember; cartIds: number[]; goodsIds: number[] }> {
  const member = await createTestMember(app)
  const cartIds: number[] = []
  const goodsIds: number[] = []
  for (const [i, g] of goods.entries()) {
    const { goodsId } = await createSimpleGoods(app.db, { price: g.price ?? 1000 * (i + 1), store: g.store ?? 10 })
    const { body } = await cartCall(app, member, 'POST', '/cart', { item_id: goodsId, num: g.num ?? 1 })
    cartIds.push(linesOf(body.data).find((l) => l.item_id === goodsId)!.cart_id)
    goodsIds.push(goodsId)
  }
  return { member, cartIds, goodsIds }
}

const quantities = async (memberId: number) => (await storedLines(app.db, memberId)).map((l) => l.quantity)

describe('PUT cartupdate/num', () => {
  it('sets the quantity and answers the cart', async () => {
    const { member, cartIds } = await cartWith([{ price: 1500, store: 10 }])
    const { status, body } = await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: cartIds[0], num: 4 })
    expect(status).toBe(200)
    expect(linesOf(body.data)[0]).toMatchObject({ quantity: 4, item_fee: 6000 })
    expect(body.data.cartInfo.totalCart.total_fee).toBe(6000)
    expect(await quantities(member.id)).toEqual([4])
  })

  it('takes the parameters from the query string as ECShopX clients send them', async () => {
    const { member, cartIds } = await cartWith([{}])
    const { status } = await cartCall(app, member, 'PUT', '/cartupdate/num', undefined, {
      cart_id: String(cartIds[0]),
      num: '3',
      shop_type: 'distributor',
    })
    expect(status).toBe(200)
    expect(await quantities(member.id)).toEqual([3])
  })

  it('refuses going below one unit with the spec message', async () => {
    const { member, cartIds } = await cartWith([{ num: 2 }])
    for (const num of [0, -1]) {
      const { status, body } = await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: cartIds[0], num })
      expect(status).toBe(400)
      expect(body.message).toBe('此商品的最小购买数量为1件')
    }
    expect(await quantities(member.id)).toEqual([2])
  })

  it('refuses going above the stock with the spec message', async () => {
    const { member, cartIds } = await cartWith([{ store: 1 }])
    const { status, body } = await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: cartIds[0], num: 2 })
    expect(status).toBe(409)
    expect(body.message).toBe('库存不足，最大库存为1件')
    expect(await quantities(member.id)).toEqual([1])
  })

  it('refuses fractional, non-numeric and huge quantities', async () => {
    const { member, cartIds } = await cartWith([{ num: 2 }])
    for (const num of ['1.5', 'two', '100000', '1e2']) {
      const { status, body } = await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: cartIds[0], num })
      expect(status).toBe(400)
      expect(body.message).toBe('购买数量无效')
    }
    expect(await quantities(member.id)).toEqual([2])
  })

  it('refuses a line whose goods went off the shelf', async () => {
    const { member, cartIds, goodsIds } = await cartWith([{}])
    await app.db.updateTable('goods').set({ approve_status: 'instock' }).where('id', '=', goodsIds[0]!).execute()
    const { status, body } = await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: cartIds[0], num: 2 })
    expect(status).toBe(400)
    expect(body.message).toBe('商品已下架')
  })

  it('names what is missing and answers 404 for an unknown line', async () => {
    const { member, cartIds } = await cartWith([{}])
    expect((await cartCall(app, member, 'PUT', '/cartupdate/num', { num: 2 })).body.message).toBe(
      '缺少必填参数：cart_id',
    )
    expect((await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: cartIds[0] })).body.message).toBe(
      '缺少必填参数：num',
    )
    expect((await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: 999_999, num: 2 })).status).toBe(404)
    expect((await cartCall(app, member, 'PUT', '/cartupdate/num', { cart_id: 'x', num: 2 })).status).toBe(400)
  })
})

describe('PUT cartupdate/checkstatus', () => {
  it('unchecks and checks one line, with 0/1 and true/false', async () => {
    const { member, cartIds } = await cartWith([{ price: 1000 }, { price: 2000 }])
    let res = await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: cartIds[0], is_checked: 0 })
    expect(res.status).toBe(200)
    expect(res.body.data.cartInfo.totalCart).toMatchObject({ number: 1, total_fee: 2000 })
    res = await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: cartIds[0], is_checked: 'true' })
    expect(res.body.data.cartInfo.totalCart).toMatchObject({ number: 2, total_fee: 3000 })
    res = await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', undefined, {
      cart_id: String(cartIds[1]),
      is_checked: 'false',
    })
    expect(res.body.data.cartInfo.totalCart).toMatchObject({ number: 1, total_fee: 1000 })
  })

  it('takes a list of lines', async () => {
    const { member, cartIds } = await cartWith([{}, {}, {}])
    const { status } = await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', {
      cart_id: [cartIds[0], cartIds[2]],
      is_checked: false,
    })
    expect(status).toBe(200)
    expect((await storedLines(app.db, member.id)).map((l) => l.is_checked)).toEqual([0, 1, 0])
    await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', undefined, {
      'cart_id[]': [String(cartIds[0]), String(cartIds[1])],
      is_checked: '1',
    })
    expect((await storedLines(app.db, member.id)).map((l) => l.is_checked)).toEqual([1, 1, 0])
  })

  it('checks or unchecks every line when no cart_id is sent', async () => {
    const { member } = await cartWith([{}, {}])
    let res = await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { is_checked: 0 })
    expect(res.body.data.cartInfo.totalCart).toMatchObject({ number: 0, total_fee: 0 })
    res = await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { is_checked: 1 })
    expect(res.body.data.cartInfo.totalCart).toMatchObject({ number: 2 })
  })

  it('refuses a missing or odd is_checked and an unknown line, changing nothing', async () => {
    const { member, cartIds } = await cartWith([{}])
    expect((await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: cartIds[0] })).status).toBe(400)
    expect(
      (await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', { cart_id: cartIds[0], is_checked: 'maybe' }))
        .status,
    ).toBe(400)
    const unknown = await cartCall(app, member, 'PUT', '/cartupdate/checkstatus', {
      cart_id: [cartIds[0], 999_999],
      is_checked: 0,
    })
    expect(unknown.status).toBe(404)
    expect((await storedLines(app.db, member.id)).map((l) => l.is_checked)).toEqual([1])
  })
})

describe('POST cartupdate/batch', () => {
  it('applies quantities, checks and promotion picks together', async () => {
    const { member, cartIds, goodsIds } = await cartWith([{ price: 1000 }, { price: 2000 }])
    const promotionId = await createPromotion(app.db, 'discount', { discount: 50 }, [goodsIds[1]!])
    const params = [
      { cart_id: cartIds[0], num: 3, is_checked: false },
      { cart_id: cartIds[1], num: 2, is_checked: true, selected_promotion: promotionId },
    ]
    const { status, body } = await cartCall(app, member, 'POST', '/cartupdate/batch', {
      cart_params: JSON.stringify(params),
      totalQuantity: 99,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect((await storedLines(app.db, member.id)).map((l) => [l.quantity, l.is_checked, l.selected_promotion])).toEqual(
      [
        [3, 0, null],
        [2, 1, promotionId],
      ],
    )
    expect(body.data.cartInfo.totalCart).toEqual({
      totalQuantity: 2,
      number: 1,
      item_fee: 4000,
      discount_fee: 2000,
      total_fee: 2000,
    })
  })

  it('takes cart_params as a JSON array through PUT cartupdate', async () => {
    const { member, cartIds } = await cartWith([{}])
    const { status } = await cartCall(app, member, 'PUT', '/cartupdate', {
      cart_params: [{ cart_id: cartIds[0], num: '4', sku_id: undefined }],
    })
    expect(status).toBe(200)
    expect(await quantities(member.id)).toEqual([4])
  })

  it('changes nothing when one line is refused', async () => {
    const { member, cartIds } = await cartWith([
      { store: 10, num: 1 },
      { store: 2, num: 1 },
    ])
    const before = await storedLines(app.db, member.id)
    const cases: [unknown, number, string | undefined][] = [
      [
        [
          { cart_id: cartIds[0], num: 5, is_checked: 0 },
          { cart_id: cartIds[1], num: 3 },
        ],
        409,
        '库存不足，最大库存为2件',
      ],
      [
        [
          { cart_id: cartIds[0], num: 5 },
          { cart_id: cartIds[1], num: 0 },
        ],
        400,
        '此商品的最小购买数量为1件',
      ],
      [
        [
          { cart_id: cartIds[0], num: 5 },
          { cart_id: cartIds[1], num: 'abc' },
        ],
        400,
        '购买数量无效',
      ],
      [
        [
          { cart_id: cartIds[0], num: 5 },
          { cart_id: 999_999, num: 1 },
        ],
        404,
        undefined,
      ],
      [
        [
          { cart_id: cartIds[0], num: 5 },
          { cart_id: cartIds[1], selected_promotion: 999_999 },
        ],
        400,
        '该促销活动不适用于此商品',
      ],
      [
        [
          { cart_id: cartIds[0], num: 5 },
          { cart_id: cartIds[0], num: 6 },
        ],
        400,
        undefined,
      ],
      [[{ cart_id: cartIds[0], num: 5, sku_id: 999_999 }], 404, undefined],
      [[{ cart_id: cartIds[0], is_checked: 'sometimes' }], 400, undefined],
      [[], 400, undefined],
      ['not json', 400, undefined],
    ]
    for (const [params, status, message] of cases) {
      const res = await cartCall(app, member, 'POST', '/cartupdate/batch', {
        cart_params: typeof params === 'string' ? params : JSON.stringify(params),
      })
      expect(res.status, JSON.stringify(params)).toBe(status)
      if (message) expect(res.body.message).toBe(message)
      expect(await storedLines(app.db, member.id)).toEqual(before)
    }
    expect((await cartCall(app, member, 'POST', '/cartupdate/batch', {})).status).toBe(400)
  })

  it('clears a promotion pick with 0 or an empty value', async () => {
    const { member, cartIds, goodsIds } = await cartWith([{}])
    const promotionId = await createPromotion(app.db, 'discount', { discount: 10 }, [goodsIds[0]!])
    await cartCall(app, member, 'POST', '/cartupdate/batch', {
      cart_params: JSON.stringify([{ cart_id: cartIds[0], selected_promotion: promotionId }]),
    })
    expect((await storedLines(app.db, member.id))[0]!.selected_promotion).toBe(promotionId)
    await cartCall(app, member, 'POST', '/cartupdate/batch', {
      cart_params: JSON.stringify([{ cart_id: cartIds[0], selected_promotion: '' }]),
    })
    expect((await storedLines(app.db, member.id))[0]!.selected_promotion).toBeNull()
  })
})

describe('DELETE cartdel', () => {
  it('removes one line or several and answers the cart', async () => {
    const { member, cartIds, goodsIds } = await cartWith([{}, {}, {}])
    let res = await cartCall(app, member, 'DELETE', '/cartdel', { cart_id: cartIds[0] })
    expect(res.status).toBe(200)
    expect(linesOf(res.body.data).map((l) => l.item_id)).toEqual([goodsIds[2], goodsIds[1]])
    res = await cartCall(app, member, 'DELETE', '/cartdel', undefined, { cart_id: `${cartIds[1]},${cartIds[2]}` })
    expect(res.status).toBe(200)
    expect(linesOf(res.body.data)).toEqual([])
    expect(await storedLines(app.db, member.id)).toEqual([])
  })

  it('refuses an empty request and unknown lines, deleting nothing', async () => {
    const { member, cartIds } = await cartWith([{}, {}])
    const empty = await cartCall(app, member, 'DELETE', '/cartdel', {})
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('请选择要删除的商品')
    expect((await cartCall(app, member, 'DELETE', '/cartdel', { cart_id: [cartIds[0], 999_999] })).status).toBe(404)
    expect((await cartCall(app, member, 'DELETE', '/cartdel', { cart_id: '1;drop' })).status).toBe(400)
    expect(await storedLines(app.db, member.id)).toHaveLength(2)
  })
})
