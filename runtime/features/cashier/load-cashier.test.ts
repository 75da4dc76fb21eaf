import { describe, expect, it, vi } from 'vitest'
import type { Http } from '../../api/http.ts'
import { loadCashier } from './load-cashier.ts'

const member = (path: string) => new Request(`http://shop.test${path}`, { headers: { cookie: 'customer_token=abc' } })

function httpAnswering(order: Record<string, unknown>) {
  const get = vi.fn(async (path: string) =>
    path.startsWith('order_new/') ? order : [{ pay_type: 'alipay', pay_name: '支付宝' }],
  )
  return { get } as unknown as Http
}

const order = (fields: Record<string, unknown>) => ({
  order_id: '2026112500001',
  order_type: 'normal',
  status: 'NOTPAY',
  total_fee: 1990,
  point_use: 0,
  ...fields,
})

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  )
  return thrown instanceof Response ? thrown.headers.get('location') : null
}

describe('loadCashier', () => {
  it('offers the payment methods for an unpaid order', async () => {
    const data = await loadCashier(httpAnswering(order({})), member('/cashier?order_id=2026112500001'))
    expect(data.order.order_id).toBe('2026112500001')
    expect(data.payTypes).toHaveLength(1)
  })

  it('sends a paid order to the success page', async () => {
    expect(
      await redirectOf(
        loadCashier(httpAnswering(order({ status: 'PAYED' })), member('/cashier?order_id=2026112500001')),
      ),
    ).toBe('/finish/success?order_id=2026112500001')
  })

  it('sends a points order whose points are unpaid to the points cashier', async () => {
    const pointsOnly = order({ order_type: 'point', total_fee: 0 })
    const pointsFirst = order({ order_type: 'point', total_fee: 1990, point_use: 0 })
    expect(await redirectOf(loadCashier(httpAnswering(pointsOnly), member('/cashier?order_id=2026112500001')))).toBe(
      '/pointitems/cashierpoint?order_id=2026112500001',
    )
    expect(await redirectOf(loadCashier(httpAnswering(pointsFirst), member('/cashier?order_id=2026112500001')))).toBe(
      '/pointitems/cashierpoint?order_id=2026112500001',
    )
  })

  it('takes the cash part of a points order once its points are spent', async () => {
    const data = await loadCashier(
      httpAnswering(order({ order_type: 'point', total_fee: 1990, point_use: 800 })),
      member('/cashier?order_id=2026112500001'),
    )
    expect(data.order.total_fee).toBe(1990)
  })
})
