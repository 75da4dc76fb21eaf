// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cartInfoOf, cartLine, fakeCartHttp } from '../../stores/cart-fixtures.ts'
import { renderInFrame } from '../header/test-frame.tsx'
import { toastStore } from '../toast/toast.ts'
import { MiniCart } from './MiniCart.tsx'
import { MINICART_AUTO_CLOSE_MS, showMiniCart } from './show-event.ts'

const member = { signedIn: true, userInfo: { userId: 1 } }

function toasts(): string[] {
  return toastStore.getState().toasts.map((t) => t.message)
}

/** A server holding `lines`, answering the count, list, quantity and delete calls. */
function cartServer(initial: ReturnType<typeof cartLine>[]) {
  let lines = initial
  return fakeCartHttp((path, fields) => {
    if (path === 'cartcount') return { item_count: lines.reduce((n, l) => n + l.quantity, 0), cart_count: lines.length }
    if (path === 'cartupdate/num') {
      lines = lines.map((l) => (l.cart_id === fields?.cart_id ? { ...l, quantity: Number(fields?.num) } : l))
    }
    if (path === 'cartdel') lines = lines.filter((l) => !(fields!.cart_id as number[]).includes(l.cart_id))
    return cartInfoOf(lines)
  })
}

function cartButton() {
  return screen.getByRole('button', { name: /我的购物车/ })
}

async function openByClick() {
  fireEvent.click(cartButton())
  return within(await screen.findByRole('dialog', { name: '迷你购物车' }))
}

beforeEach(() => toastStore.setState({ toasts: [] }))

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('MiniCart', () => {
  it('sends a logged-out visitor to the login page with the way back', async () => {
    renderInFrame(<MiniCart />, { path: '/items?page=2' })
    expect(cartButton().getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(cartButton())
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/auth/login?redirectUrl=%2Fitems%3Fpage%3D2'),
    )
  })

  it('shows no badge until the personal answer brings the count, and asks for nothing itself', async () => {
    const { http, calls } = cartServer([cartLine({ quantity: 2 }), cartLine({ cart_id: 2, quantity: 3 })])
    const { cartStore } = renderInFrame(<MiniCart />, { user: member, http })
    expect(screen.queryByLabelText(/^共\d+件$/)).toBeNull()
    act(() => cartStore.getState().showCount(5))
    expect((await screen.findByLabelText('共5件')).textContent).toBe('5')
    expect(calls.get).not.toHaveBeenCalled()
  })

  it('opens on click, loading the lines once, and closes on Escape', async () => {
    const { http, calls } = cartServer([
      cartLine({ title: '蓝牙耳机', spec_info: { color: '白色', size: '标准版', desc: '' } }),
    ])
    renderInFrame(<MiniCart />, { user: member, http })
    const panel = await openByClick()
    expect(cartButton().getAttribute('aria-expanded')).toBe('true')
    expect(cartButton().getAttribute('aria-controls')).toBe(screen.getByRole('dialog', { hidden: true }).id)
    expect(await panel.findByRole('link', { name: '蓝牙耳机' })).toBeTruthy()
    expect(panel.getByText('白色 标准版')).toBeTruthy()
    expect(panel.getAllByText('¥10.00').length).toBeGreaterThan(0)

    fireEvent.keyDown(cartButton(), { key: 'Escape' })
    expect(cartButton().getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(cartButton())
    expect(calls.get.mock.calls.filter(([path]) => path === 'cart/list')).toHaveLength(1)
  })

  it('opens on hover and closes when the pointer leaves', async () => {
    const { http } = cartServer([])
    renderInFrame(<MiniCart />, { user: member, http })
    fireEvent.mouseEnter(cartButton().parentElement!)
    expect(cartButton().getAttribute('aria-expanded')).toBe('true')
    fireEvent.mouseLeave(cartButton().parentElement!)
    expect(cartButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('shows the empty state with a way to go shopping', async () => {
    const { http } = cartServer([])
    renderInFrame(<MiniCart />, { user: member, http })
    const panel = await openByClick()
    expect(await panel.findByText('购物车中还没有商品，赶紧选购吧！')).toBeTruthy()
    expect(panel.getByRole('link', { name: '去购物' }).getAttribute('href')).toBe('/items')
  })

  it('totals price × quantity minus discount and checks out at /cart', async () => {
    const { http } = cartServer([
      cartLine({ price: 1999, quantity: 2, discount_price: 500 }),
      cartLine({ cart_id: 2, price: 1000, quantity: 1 }),
      cartLine({ cart_id: 3, price: 8800, quantity: 1, valid: false }),
    ])
    renderInFrame(<MiniCart />, { user: member, http })
    const panel = await openByClick()
    expect((await panel.findByText('¥44.98')).className).toContain('mf-mini-cart__subtotal')
    expect(panel.getByRole('link', { name: '去结算' }).getAttribute('href')).toBe('/cart')
  })

  it('tells the limits instead of stepping past them', async () => {
    const { http, calls } = cartServer([
      cartLine({ cart_id: 1, title: '单件', quantity: 1, store: 1 }),
      cartLine({ cart_id: 2, title: '三件', quantity: 3, store: 3 }),
    ])
    renderInFrame(<MiniCart />, { user: member, http })
    const panel = await openByClick()
    const single = within(await panel.findByRole('group', { name: '单件 数量' }))
    const three = within(panel.getByRole('group', { name: '三件 数量' }))

    fireEvent.click(single.getByRole('button', { name: '增加数量' }))
    fireEvent.click(single.getByRole('button', { name: '减少数量' }))
    fireEvent.click(three.getByRole('button', { name: '增加数量' }))
    expect(toasts()).toEqual(['库存不足，最大库存为1件', '此商品的最小购买数量为1件', '库存不足，最大库存为3件'])
    expect(calls.put).not.toHaveBeenCalled()

    fireEvent.click(three.getByRole('button', { name: '减少数量' }))
    await waitFor(() => expect(three.getByText('2')).toBeTruthy())
    expect(calls.put).toHaveBeenCalledWith('cartupdate/num', { cart_id: 2, num: 2 }, undefined)
  })

  it('asks before removing a line, and removes it on 确定', async () => {
    const { http, calls } = cartServer([cartLine({ title: '蓝牙耳机' })])
    renderInFrame(<MiniCart />, { user: member, http })
    const panel = await openByClick()
    const remove = await panel.findByRole('button', { name: '移除 蓝牙耳机' })

    fireEvent.click(remove)
    const confirm = within(panel.getByRole('alertdialog'))
    expect(confirm.getByText('请确认是否移除该商品?')).toBeTruthy()
    fireEvent.click(confirm.getByRole('button', { name: '取消' }))
    expect(panel.queryByRole('alertdialog')).toBeNull()
    expect(calls.delete).not.toHaveBeenCalled()

    fireEvent.click(remove)
    fireEvent.click(within(panel.getByRole('alertdialog')).getByRole('button', { name: '确定' }))
    expect(await panel.findByText('购物车中还没有商品，赶紧选购吧！')).toBeTruthy()
    expect(calls.delete).toHaveBeenCalledWith('cartdel', { cart_id: [1] }, undefined)
    expect(toasts()).toContain('商品删除成功')
  })

  it('opens on the show-minicart event and closes after 3 s', async () => {
    vi.useFakeTimers()
    const { http } = cartServer([cartLine()])
    renderInFrame(<MiniCart />, { user: member, http })
    act(() => showMiniCart())
    expect(cartButton().getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(MINICART_AUTO_CLOSE_MS - 1))
    expect(cartButton().getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(cartButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('stays open after the event while hovered', async () => {
    vi.useFakeTimers()
    const { http } = cartServer([cartLine()])
    renderInFrame(<MiniCart />, { user: member, http })
    act(() => showMiniCart())
    fireEvent.mouseEnter(cartButton().parentElement!)
    act(() => vi.advanceTimersByTime(MINICART_AUTO_CLOSE_MS * 2))
    expect(cartButton().getAttribute('aria-expanded')).toBe('true')
  })

  it('ignores the event for a logged-out visitor', () => {
    renderInFrame(<MiniCart />)
    act(() => showMiniCart())
    expect(cartButton().getAttribute('aria-expanded')).toBe('false')
  })
})
