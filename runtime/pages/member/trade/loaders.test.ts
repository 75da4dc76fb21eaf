import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/api-error.ts'
import type { Http } from '../../../api/http.ts'
import { loadUserInfo } from '../user-info/load-user-info.ts'
import { ORDERS_BY_STATUS, countsFixture, detailFixture } from '../orders/test-orders.ts'
import { loadTradeDetail } from './detail/load-trade-detail.ts'
import { loadTrade } from './load-trade.ts'

const member = (path: string) => new Request(`http://shop.test${path}`, { headers: { cookie: 'customer_token=abc' } })
const guest = (path: string) => new Request(`http://shop.test${path}`)

function fakeHttp(answers: Record<string, unknown>) {
  const reply = async (path: string) => {
    // The exact path, else the longest prefix ('order/' for 'order/123').
    const key =
      path in answers
        ? path
        : Object.keys(answers)
            .filter((prefix) => prefix.endsWith('/') && path.startsWith(prefix))
            .sort((a, b) => b.length - a.length)[0]
    const value = key === undefined ? undefined : answers[key]
    if (value instanceof Error) throw value
    return value
  }
  const get = vi.fn(reply)
  const paged = vi.fn(reply)
  return { http: { get, paged } as unknown as Http, get, paged }
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('loadTrade', () => {
  it('sends a guest to the login page, asking nothing', async () => {
    const { http, get, paged } = fakeHttp({})
    const thrown = (await thrownBy(loadTrade(http, guest('/member/trade?status=notpay')))) as Response
    expect(thrown.status).toBe(302)
    expect(thrown.headers.get('location')).toBe('/auth/login?redirectUrl=%2Fmember%2Ftrade%3Fstatus%3Dnotpay')
    expect(get).not.toHaveBeenCalled()
    expect(paged).not.toHaveBeenCalled()
  })

  it('asks for the tab and page of the address, with the counts and shop names', async () => {
    const shipped = { ...ORDERS_BY_STATUS.shipped, distributor_id: 3 }
    const { http, paged, get } = fakeHttp({
      orders: { list: [shipped], total: 11 },
      orderscount: countsFixture(),
      'distributor/info': { name: 'mallfront 北京西单店' },
    })
    const data = await loadTrade(http, member('/member/trade?status=wait_confirm&page=2'))
    expect(paged).toHaveBeenCalledWith('orders', { status: '3', page_no: 2, page_size: 10 }, undefined)
    expect(get).toHaveBeenCalledWith('orderscount', { order_type: 'normal' }, { silent: true })
    expect(data).toMatchObject({ tab: 'wait_confirm', page: 2, total: 11, shopNames: { 3: 'mallfront 北京西单店' } })
  })

  it('goes to the last page when the address is past it', async () => {
    const { http } = fakeHttp({ orders: { list: [], total: 12 }, orderscount: countsFixture() })
    const thrown = (await thrownBy(loadTrade(http, member('/member/trade?status=notpay&page=9')))) as Response
    expect(thrown.headers.get('location')).toBe('/member/trade?status=notpay&page=2')
  })

  it('shows the list without counts when they cannot be read', async () => {
    const { http } = fakeHttp({ orders: { list: [], total: 0 }, orderscount: new Error('offline') })
    expect((await loadTrade(http, member('/member/trade'))).counts).toBeNull()
  })
})

describe('loadTradeDetail', () => {
  it('reads the parcel’s tracking for a shipped order', async () => {
    const order = detailFixture(ORDERS_BY_STATUS.shipped, {
      logistics: {
        delivery_corp: 'SF',
        delivery_corp_name: '顺丰速运',
        delivery_code: 'SF1',
        delivered_at: 1,
        state: 'collected',
        state_desc: '已揽收',
        latest: null,
      },
    })
    const tracking = { order_id: order.order_id, list: [{ time: 2, context: '已揽收', state: 'collected' }] }
    const { http, get } = fakeHttp({ 'order/': order, trackerpull: tracking })
    const data = await loadTradeDetail(http, member(`/member/trade/${order.order_id}`), order.order_id)
    expect(get).toHaveBeenCalledWith('trackerpull', { order_id: order.order_id }, { silent: true })
    expect(data.tracking).toEqual(tracking)
  })

  it('asks no tracking before shipping', async () => {
    const order = detailFixture(ORDERS_BY_STATUS.notpay)
    const { http, get } = fakeHttp({ 'order/': order })
    expect((await loadTradeDetail(http, member('/member/trade/1'), order.order_id)).tracking).toBeNull()
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('is the 404 page for an order the server does not know, or a malformed number', async () => {
    const { http } = fakeHttp({ 'order/': new ApiError(404, 'ORDER_NOT_FOUND', '订单不存在') })
    expect(((await thrownBy(loadTradeDetail(http, member('/member/trade/99'), '99'))) as Response).status).toBe(404)
    expect(((await thrownBy(loadTradeDetail(http, member('/member/trade/abc'), 'abc'))) as Response).status).toBe(404)
  })

  it('sends a guest to the login page', async () => {
    const { http } = fakeHttp({})
    const thrown = (await thrownBy(loadTradeDetail(http, guest('/member/trade/12'), '12'))) as Response
    expect(thrown.headers.get('location')).toBe('/auth/login?redirectUrl=%2Fmember%2Ftrade%2F12')
  })
})

describe('loadUserInfo', () => {
  it('gathers the profile, the counters and the three latest orders', async () => {
    const profile = { memberInfo: { mobile: '13800000000' }, vipgrade: { grade_name: '黄金会员' }, point: 5000 }
    const { http, paged } = fakeHttp({
      member: profile,
      orderscount: countsFixture(),
      'user/getUserCardList': { list: [], total: 4 },
      'member/collect/item': { list: [], total: 7 },
      orders: { list: [ORDERS_BY_STATUS.done], total: 9 },
    })
    const data = await loadUserInfo(http, member('/member/user-info'))
    expect(paged).toHaveBeenCalledWith('orders', { status: '0', page_no: 1, page_size: 3 }, { silent: true })
    expect(data).toMatchObject({ profile, coupons: 4, collected: 7, recent: [ORDERS_BY_STATUS.done] })
  })

  it('shows unknown counters instead of failing', async () => {
    const { http } = fakeHttp({
      member: { point: 1 },
      orderscount: new Error('x'),
      'user/getUserCardList': new Error('x'),
      'member/collect/item': new Error('x'),
      orders: new Error('x'),
    })
    expect(await loadUserInfo(http, member('/member/user-info'))).toMatchObject({
      counts: null,
      coupons: null,
      collected: null,
      recent: [],
    })
  })
})
