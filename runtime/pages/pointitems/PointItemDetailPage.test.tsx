// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { PointItemDetail } from '../../api/pointitems.ts'
import { pointItemDetail } from '../../api/test-item-detail.ts'
import { rememberSession } from '../../lib/auth-storage.ts'
import PointItemDetailPage from './PointItemDetailPage.tsx'

const item: PointItemDetail = pointItemDetail({
  item_id: 131,
  item_name: '不锈钢保温杯',
  distributor_id: 0,
  pics: ['/a.svg', '/b.svg'],
  point: 1800,
  price: 0,
  store: 3,
  approve_status: 'onsale',
  default_sku_id: 310,
  item_spec_desc: [],
  spec_items: [{ item_id: 310, sku_id: 310, store: 3, point: 1800, price: 0, item_spec: [] }],
})

const fetchMock = vi.fn<typeof fetch>()
beforeAll(() => vi.stubGlobal('fetch', fetchMock))
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: { cart_id: 1 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  )
})
afterEach(() => {
  cleanup()
  rememberSession('customer', false)
  localStorage.clear()
})

function Probe() {
  const location = useLocation()
  return <p>到达 {location.pathname + location.search}</p>
}

function renderDetail(detail: PointItemDetail = item) {
  const router = createMemoryRouter(
    [
      { path: '/pointitems/:id', loader: () => detail, Component: PointItemDetailPage, HydrateFallback: () => null },
      { path: '/pointitems/checkout', Component: Probe },
      { path: '*', Component: Probe },
    ],
    { initialEntries: ['/pointitems/131'] },
  )
  render(<RouterProvider router={router} />)
}

describe('PointItemDetailPage', () => {
  it('shows the points price, stock and keeps the quantity within stock', async () => {
    renderDetail()
    // The unit price and, at one unit, the total.
    expect(await screen.findAllByText('1,800积分')).toHaveLength(2)
    expect(screen.getByText('库存 3件')).toBeTruthy()
    const plus = screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement
    fireEvent.click(plus)
    fireEvent.click(plus)
    expect((screen.getByRole('textbox', { name: '数量' }) as HTMLInputElement).value).toBe('3')
    expect(plus.disabled).toBe(true)
    expect(screen.getByText('5,400积分')).toBeTruthy()
  })

  it('shows a cash part beside the points', async () => {
    renderDetail({ ...item, price: 1990, spec_items: item.spec_items.map((sku) => ({ ...sku, price: 1990 })) })
    expect(await screen.findAllByText('1,800积分 + ¥19.90')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }))
    expect(screen.getByText('3,600积分 + ¥39.80')).toBeTruthy()
  })

  it('sends a guest to the login page', async () => {
    renderDetail()
    fireEvent.click(await screen.findByRole('button', { name: '立即兑换' }))
    expect(await screen.findByText('到达 /auth/login?redirectUrl=%2Fpointitems%2F131')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('opens the points checkout of the variant and quantity chosen', async () => {
    rememberSession('customer', true)
    renderDetail()
    fireEvent.click(await screen.findByRole('button', { name: '增加数量' }))
    fireEvent.click(screen.getByRole('button', { name: '立即兑换' }))
    expect(await screen.findByText('到达 /pointitems/checkout?item_id=131&sku_id=310&num=2')).toBeTruthy()
  })

  it('cannot be exchanged when sold out', async () => {
    renderDetail({ ...item, store: 0, spec_items: [{ ...item.spec_items[0]!, store: 0 }] })
    expect(((await screen.findByRole('button', { name: '已兑完' })) as HTMLButtonElement).disabled).toBe(true)
  })
})
