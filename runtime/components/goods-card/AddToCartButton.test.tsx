// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ApiError } from '../../api/api-error.ts'
import { cartInfoOf, cartLine, fakeCartHttp } from '../../stores/cart-fixtures.ts'
import { renderInFrame } from '../header/test-frame.tsx'
import { SHOW_MINICART_EVENT } from '../mini-cart/show-event.ts'
import { toastStore } from '../toast/toast.ts'
import { AddToCartButton } from './AddToCartButton.tsx'
import type { GoodsCardItem } from './GoodsCard.tsx'

const member = { signedIn: true, userInfo: { userId: 1 } }
const goods: GoodsCardItem = { item_id: 42, title: '蓝牙耳机', price: 9900 }

const button = () => screen.getByRole('button', { name: '加入购物车 蓝牙耳机' })
const location = () => screen.getByTestId('location').textContent

beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(cleanup)

describe('AddToCartButton', () => {
  it('adds one piece, stores the answered cart, says so and opens the mini cart', async () => {
    const answer = cartInfoOf([cartLine({ item_id: 42 })])
    const { http, calls } = fakeCartHttp(() => answer)
    const shown = vi.fn()
    window.addEventListener(SHOW_MINICART_EVENT, shown)
    const { cartStore } = renderInFrame(<AddToCartButton goods={goods} />, { user: member, http })

    fireEvent.click(button())

    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1))
    window.removeEventListener(SHOW_MINICART_EVENT, shown)
    expect(calls.post).toHaveBeenCalledWith(
      'cart',
      { item_id: 42, num: 1, cart_type: 'cart', shop_type: 'distributor' },
      { silent: true },
    )
    expect(cartStore.getState().cartInfo).toEqual(answer.cartInfo)
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['成功加入购物车'])
  })

  it('sends goods with variants to their detail page without calling the server', async () => {
    const { http, calls } = fakeCartHttp(() => ({}))
    renderInFrame(<AddToCartButton goods={{ ...goods, nospec: 0 }} />, { user: member, http, path: '/items' })
    fireEvent.click(button())
    await waitFor(() => expect(location()).toBe('/items/42'))
    expect(calls.post).not.toHaveBeenCalled()
  })

  it('goes to the detail page when the server asks for a variant', async () => {
    const { http } = fakeCartHttp(() => {
      throw new ApiError(400, 'SPEC_REQUIRED', '请选择规格')
    })
    renderInFrame(<AddToCartButton goods={goods} />, { user: member, http, path: '/items' })
    fireEvent.click(button())
    await waitFor(() => expect(location()).toBe('/items/42'))
    expect(toastStore.getState().toasts).toEqual([])
  })

  it('shows any other failure', async () => {
    const { http } = fakeCartHttp(() => {
      throw new ApiError(409, 'STOCK_CHANGED', '库存不足')
    })
    renderInFrame(<AddToCartButton goods={goods} />, { user: member, http, path: '/items' })
    fireEvent.click(button())
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['库存不足']))
    expect(location()).toBe('/items')
  })

  it('sends a logged-out visitor to log in first', async () => {
    const { http, calls } = fakeCartHttp(() => ({}))
    renderInFrame(<AddToCartButton goods={goods} />, { http, path: '/items?sort=sales' })
    fireEvent.click(button())
    await waitFor(() => expect(location()).toBe('/auth/login?redirectUrl=%2Fitems%3Fsort%3Dsales'))
    expect(calls.post).not.toHaveBeenCalled()
  })

  it('is disabled for greyed goods', () => {
    renderInFrame(<AddToCartButton goods={{ ...goods, valid_lucky: 1 }} />, { user: member })
    expect((button() as HTMLButtonElement).disabled).toBe(true)
  })
})
