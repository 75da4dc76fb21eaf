// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { ApiError } from '../../../api/api-error.ts'
import type { Http } from '../../../api/http.ts'
import type { OrderCard } from '../../../api/orders.ts'
import { OrderActions } from '../orders/OrderActions.tsx'
import { ORDERS_BY_STATUS, detailFixture, lineFixture, orderFixture } from '../orders/test-orders.ts'
import TradeDetailPage from '../trade/detail/TradeDetailPage.tsx'
import { loadAftersalesDetail, loadAftersalesList, loadApply } from './load-aftersales.ts'
import { REASONS, aftersalesFixture } from './test-aftersales.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'

afterEach(cleanup)

function renderActions(order: OrderCard) {
  const router = createMemoryRouter([{ path: '/', Component: () => <OrderActions order={order} /> }])
  render(<RouterProvider router={router} />)
}

describe('the order pages’ ways in', () => {
  it('offers 评价 on a finished order not yet rated', () => {
    renderActions({ ...ORDERS_BY_STATUS.done, can_rate: 1 })
    expect(screen.getByRole('link', { name: '评价：订单100000000000000004' }).getAttribute('href')).toBe(
      '/member/trade/rate?order_id=100000000000000004',
    )
  })

  it('offers 申请售后 while the server allows it, straight to the line when only one qualifies', () => {
    renderActions({ ...ORDERS_BY_STATUS.done, can_aftersales: 1, items: [lineFixture({ id: 5, can_aftersales: 1 })] })
    expect(screen.getByRole('link', { name: '申请售后：订单100000000000000004' }).getAttribute('href')).toBe(
      '/member/aftersales/apply-refund?order_id=100000000000000004&item_id=5',
    )
    cleanup()
    renderActions({
      ...ORDERS_BY_STATUS.done,
      can_aftersales: 1,
      items: [lineFixture({ id: 5, can_aftersales: 1 }), lineFixture({ id: 6, can_aftersales: 1 })],
    })
    expect(screen.getByRole('link', { name: '申请售后：订单100000000000000004' }).getAttribute('href')).toBe(
      '/member/aftersales/apply-refund?order_id=100000000000000004',
    )
    cleanup()
    renderActions(ORDERS_BY_STATUS.done)
    expect(screen.queryByRole('link', { name: /申请售后/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /评价/ })).toBeNull()
  })

  it('puts 申请售后 on each eligible line of the order detail', async () => {
    const order = detailFixture(
      orderFixture({ order_id: '100000000000000009', status: 'DONE', status_desc: '已完成', can_aftersales: 1 }),
      {
        items: [
          lineFixture({ id: 5, can_aftersales: 1 }),
          lineFixture({ id: 6, item_id: 8, title: '云感记忆棉护颈枕', aftersales_num: 1, num: 1 }),
        ],
      },
    )
    renderSignedIn(
      [pageRoute('/member/trade/:id', TradeDetailPage, () => ({ order, tracking: null, shopNames: {} }))],
      '/member/trade/100000000000000009',
    )
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(
      within(rows[1]!).getByRole('link', { name: '申请售后：星河 67W 氮化镓快充充电器套装' }).getAttribute('href'),
    ).toBe('/member/aftersales/apply-refund?order_id=100000000000000009&item_id=5')
    expect(within(rows[2]!).queryByRole('link', { name: /申请售后/ })).toBeNull()
    expect(within(rows[2]!).getByText('售后中')).toBeTruthy()
    // Per line on this page, not once more for the whole order.
    expect(screen.queryByRole('link', { name: '申请售后：订单100000000000000009' })).toBeNull()
  })
})

/** An API stub answering by path. */
function stubHttp(answers: Record<string, unknown>): Http {
  const reply = async (path: string) => {
    const value = answers[path]
    if (value instanceof Error) throw value
    if (value === undefined) throw new Error(`unexpected call ${path}`)
    return value
  }
  return {
    get: vi.fn((path: string) => reply(path)),
    post: vi.fn((path: string) => reply(path)),
    put: vi.fn((path: string) => reply(path)),
    delete: vi.fn((path: string) => reply(path)),
    paged: vi.fn((path: string) => reply(path)),
  } as unknown as Http
}

const member = (path: string) => new Request(`http://shop.test${path}`, { headers: { cookie: 'customer_token=t' } })

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

describe('after-sales loaders', () => {
  const order = detailFixture(ORDERS_BY_STATUS.done, { items: [lineFixture({ id: 5, can_aftersales: 1 })] })

  it('reads the order and the reasons for a new application, keeping a line of the order only', async () => {
    const http = stubHttp({ [`order/${order.order_id}`]: order, 'aftersales/reason/list': REASONS })
    expect(
      await loadApply(http, member(`/member/aftersales/apply-refund?order_id=${order.order_id}&item_id=5`)),
    ).toEqual({
      order,
      reasons: REASONS,
      lineId: 5,
      editing: null,
    })
    expect(
      (await loadApply(http, member(`/member/aftersales/apply-refund?order_id=${order.order_id}&item_id=99`))).lineId,
    ).toBeNull()
  })

  it('reads the application being changed, and sends one already reviewed to its page', async () => {
    const editing = aftersalesFixture({ order_id: order.order_id, order_item_id: 5 })
    const http = stubHttp({
      'aftersales/info': editing,
      [`order/${order.order_id}`]: order,
      'aftersales/reason/list': REASONS,
    })
    const data = await loadApply(http, member(`/member/aftersales/apply-refund?aftersales_bn=${editing.aftersales_bn}`))
    expect(data.editing).toBe(editing)
    expect(data.lineId).toBe(5)

    const reviewed = stubHttp({ 'aftersales/info': { ...editing, can_modify: 0 } })
    const moved = await thrownBy(() =>
      loadApply(reviewed, member(`/member/aftersales/apply-refund?aftersales_bn=${editing.aftersales_bn}`)),
    )
    expect(moved.headers.get('location')).toBe(`/member/aftersales/${editing.aftersales_bn}`)
  })

  it('answers a missing, malformed or unknown number with the 404 page', async () => {
    const http = stubHttp({ 'aftersales/info': new ApiError(404, 'AFTERSALES_NOT_FOUND', '售后单不存在') })
    expect((await thrownBy(() => loadApply(http, member('/member/aftersales/apply-refund')))).status).toBe(404)
    expect((await thrownBy(() => loadAftersalesDetail(http, member('/member/aftersales/abc'), 'abc'))).status).toBe(404)
    expect((await thrownBy(() => loadAftersalesDetail(http, member('/member/aftersales/1'), '1'))).status).toBe(404)
    expect(
      (await thrownBy(() => loadAftersalesDetail(http, member('/member/trade/aftersale'), undefined))).status,
    ).toBe(404)
  })

  it('reads the application named by either address', async () => {
    const view = aftersalesFixture()
    const http = stubHttp({ 'aftersales/info': view })
    expect(
      await loadAftersalesDetail(
        http,
        member(`/member/trade/aftersale?aftersales_bn=${view.aftersales_bn}`),
        undefined,
      ),
    ).toEqual({ aftersales: view })
    expect(http.get).toHaveBeenCalledWith('aftersales/info', { aftersales_bn: view.aftersales_bn }, { silent: true })
  })

  it('sends a guest to the login page and a page past the end to the last page', async () => {
    const http = stubHttp({ aftersales: { list: [aftersalesFixture()], total: 11 } })
    const guest = await thrownBy(() => loadAftersalesList(http, new Request('http://shop.test/member/aftersales')))
    expect(guest.headers.get('location')).toBe('/auth/login?redirectUrl=%2Fmember%2Faftersales')
    const past = await thrownBy(() => loadAftersalesList(http, member('/member/trade/aftersale-list?page=7')))
    expect(past.headers.get('location')).toBe('/member/trade/aftersale-list?page=2')
    expect(await loadAftersalesList(http, member('/member/aftersales?page=2'))).toMatchObject({ page: 2, total: 11 })
  })
})
