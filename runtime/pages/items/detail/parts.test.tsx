// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemCoupon } from '../../../api/item.ts'
import { coupon as couponOf } from '../../../api/test-coupon.ts'
import { toast } from '../../../components/toast/toast.ts'
import { BuyToolbar, SHOW_MINICART_EVENT } from './BuyToolbar.tsx'
import { CollectButton } from './CollectButton.tsx'
import { CouponList } from './CouponList.tsx'
import type { DetailSku } from './item-detail-types.ts'

const api = { get: vi.fn(), post: vi.fn(), delete: vi.fn(), put: vi.fn(), paged: vi.fn() }
vi.mock('../../../api/index.ts', () => ({ getApi: () => api }))

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'warning').mockImplementation(() => undefined)
  for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue({})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.pathname + location.search}</output>
}

function inRouter(ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/items/1']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

const coupon = (card_id: number, getted: 0 | 1 | 2 = 0): ItemCoupon =>
  couponOf({ card_id, title: `券${card_id}`, begin_date: 0, end_date: 0, getted })

describe('CouponList', () => {
  it('shows the first 4 and expands to all, then collapses', () => {
    render(<CouponList coupons={[1, 2, 3, 4, 5, 6].map((id) => coupon(id))} onClaim={() => undefined} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    fireEvent.click(screen.getByRole('button', { name: '展开' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    fireEvent.click(screen.getByRole('button', { name: '收起' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
  })

  it('has no toggle with 4 or fewer coupons', () => {
    render(<CouponList coupons={[coupon(1), coupon(2)]} onClaim={() => undefined} />)
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull()
  })

  it('labels by getted and only lets a receivable coupon be claimed', () => {
    const onClaim = vi.fn()
    render(<CouponList coupons={[coupon(1, 0), coupon(2, 1), coupon(3, 2)]} onClaim={onClaim} />)
    const buttons = screen.getAllByRole<HTMLButtonElement>('button')
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['领取', false],
      ['已领取', true],
      ['已抢光', true],
    ])
    fireEvent.click(buttons[0]!)
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ card_id: 1 }))
  })
})

describe('CollectButton', () => {
  it('collects, then removes, with the spec toasts', async () => {
    inRouter(<CollectButton itemId={7} distributorId={0} collected={false} loggedIn returnPath="/items/7" />)
    fireEvent.click(screen.getByRole('button', { name: '收藏' }))
    await screen.findByRole('button', { name: '已收藏' })
    expect(api.post).toHaveBeenCalledWith('member/collect/item/7', { distributor_id: 0 })
    expect(toast.success).toHaveBeenLastCalledWith('商品收藏成功')

    fireEvent.click(screen.getByRole('button', { name: '已收藏' }))
    await screen.findByRole('button', { name: '收藏' })
    expect(api.delete).toHaveBeenCalledWith('member/collect/item', { item_ids: [7] })
    expect(toast.success).toHaveBeenLastCalledWith('商品移除收藏成功')
  })

  it('keeps the state when the call fails', async () => {
    api.post.mockRejectedValue(new Error('x'))
    inRouter(<CollectButton itemId={7} distributorId={0} collected={false} loggedIn returnPath="/items/7" />)
    fireEvent.click(screen.getByRole('button', { name: '收藏' }))
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '收藏' }).disabled).toBe(false))
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('sends a guest to log in and back', () => {
    inRouter(
      <CollectButton
        itemId={7}
        distributorId={0}
        collected={false}
        loggedIn={false}
        returnPath="/items/7?distributor_id=2"
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: '收藏' }))
    expect(api.post).not.toHaveBeenCalled()
    expect(screen.getByTestId('where').textContent).toBe('/auth/login?redirectUrl=%2Fitems%2F7%3Fdistributor_id%3D2')
  })
})

const sku: DetailSku = { item_id: 11, sku_id: 11, store: 5, price: 100, item_spec: [] }
const toolbar = (props: Partial<Parameters<typeof BuyToolbar>[0]> = {}) => (
  <BuyToolbar
    itemId={1}
    distributorId={3}
    purchase={{ kind: 'buy', addToCart: true }}
    sku={sku}
    seckillId={undefined}
    loggedIn
    returnPath="/items/1"
    {...props}
  />
)

describe('BuyToolbar', () => {
  it('asks to choose a variant before adding to the cart or buying', () => {
    inRouter(toolbar({ sku: undefined }))
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }))
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }))
    expect(toast.warning).toHaveBeenCalledTimes(2)
    expect(toast.warning).toHaveBeenCalledWith('请选择规格')
    expect(api.post).not.toHaveBeenCalled()
  })

  it('adds to the cart, toasts and opens the mini cart', async () => {
    const shown = vi.fn()
    window.addEventListener(SHOW_MINICART_EVENT, shown)
    inRouter(toolbar())
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }), { detail: 0 })
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('成功加入购物车'))
    expect(api.post).toHaveBeenCalledWith(
      'cart',
      { item_id: 1, sku_id: 11, num: 2, cart_type: 'cart', distributor_id: 3 },
      undefined,
    )
    expect(shown).toHaveBeenCalledOnce()
    window.removeEventListener(SHOW_MINICART_EVENT, shown)
  })

  it('buys now through a fastbuy cart and goes to checkout', async () => {
    inRouter(toolbar())
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart/checkout?mode=fastbuy&id=3'))
    expect(api.post).toHaveBeenCalledWith(
      'cart',
      expect.objectContaining({ cart_type: 'fastbuy', sku_id: 11 }),
      undefined,
    )
  })

  it('takes a seckill ticket first and hides 加入购物车', async () => {
    api.get.mockResolvedValue({ ticket: 'T1', seckill_id: 9 })
    inRouter(toolbar({ purchase: { kind: 'buy', addToCart: false }, seckillId: 9 }))
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }))
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/cart/checkout?mode=fastbuy&id=3&seckill_id=9&ticket=T1&order_type=normal_seckill',
      ),
    )
    expect(api.get).toHaveBeenCalledWith('promotion/seckillactivity/geticket', { seckill_id: 9, item_id: 11, num: 1 })
  })

  it('sends a guest with a chosen variant to log in', () => {
    inRouter(toolbar({ loggedIn: false }))
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }))
    expect(screen.getByTestId('where').textContent).toBe('/auth/login?redirectUrl=%2Fitems%2F1')
  })

  it('shows the disabled reason instead of the buttons', () => {
    inRouter(toolbar({ purchase: { kind: 'blocked', text: '商品已下架' } }))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '商品已下架' }).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
  })
})
