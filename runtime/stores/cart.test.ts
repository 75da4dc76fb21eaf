import { describe, expect, it } from 'vitest'
import { createCartStore } from './cart.ts'
import { cartInfoOf, cartLine, fakeCartHttp } from './cart-fixtures.ts'

describe('cart store', () => {
  it('starts empty and loads the cart list', async () => {
    const info = cartInfoOf([cartLine({ quantity: 2 }), cartLine({ cart_id: 2, quantity: 3 })])
    const { http, calls } = fakeCartHttp(() => info)
    const store = createCartStore(() => http)
    expect(store.getState()).toMatchObject({ cartInfo: null, count: 0 })

    await store.getState().load()

    expect(calls.get).toHaveBeenCalledWith('cart/list', { cart_type: 'cart' }, undefined)
    expect(store.getState().cartInfo).toEqual(info.cartInfo)
    expect(store.getState().count).toBe(5)
  })

  it('replaces the stored cart with the answer when adding to the cart', async () => {
    const answer = cartInfoOf([cartLine({ cart_id: 9, quantity: 4 })])
    const { http, calls } = fakeCartHttp(() => answer)
    const store = createCartStore(() => http, { cartInfo: cartInfoOf([cartLine()]).cartInfo, count: 1 })

    await store.getState().add({ item_id: 101, sku_id: 11, num: 3, cart_type: 'cart' })

    expect(calls.post).toHaveBeenCalledWith('cart', { item_id: 101, sku_id: 11, num: 3, cart_type: 'cart' }, undefined)
    expect(store.getState().cartInfo).toEqual(answer.cartInfo)
    expect(store.getState().count).toBe(4)
    expect(calls.get).not.toHaveBeenCalled()
  })

  it('keeps the stored cart after a fastbuy, whose answer is a single buy-now line', async () => {
    const before = cartInfoOf([cartLine()]).cartInfo
    const { http } = fakeCartHttp(() => ({
      cart_id: 5,
      cart_type: 'fastbuy',
      item_id: 101,
      sku_id: 11,
      num: 1,
      distributor_id: 0,
    }))
    const store = createCartStore(() => http, { cartInfo: before, count: 1 })

    await store.getState().add({ item_id: 101, sku_id: 11, num: 1, cart_type: 'fastbuy' })

    expect(store.getState().cartInfo).toBe(before)
  })

  it('reloads after deleting a line', async () => {
    const after = cartInfoOf([])
    const { http, calls } = fakeCartHttp((path) =>
      path === 'cart/list' ? after : cartInfoOf([cartLine({ cart_id: 7 })]),
    )
    const store = createCartStore(() => http, { cartInfo: cartInfoOf([cartLine()]).cartInfo, count: 1 })

    await store.getState().remove([1])

    expect(calls.delete).toHaveBeenCalledWith('cartdel', { cart_id: [1] }, undefined)
    expect(calls.get).toHaveBeenCalledWith('cart/list', { cart_type: 'cart' }, undefined)
    expect(store.getState().cartInfo).toEqual(after.cartInfo)
    expect(store.getState().count).toBe(0)
  })

  it('does not reload after deleting when refresh is explicitly false', async () => {
    const { http, calls } = fakeCartHttp(() => cartInfoOf([]))
    const before = cartInfoOf([cartLine()]).cartInfo
    const store = createCartStore(() => http, { cartInfo: before, count: 1 })

    await store.getState().remove([1], false)

    expect(calls.delete).toHaveBeenCalledTimes(1)
    expect(calls.get).not.toHaveBeenCalled()
    expect(store.getState().cartInfo).toBe(before)
  })

  it('reloads after adding a gift unless refresh is explicitly false', async () => {
    const { http, calls } = fakeCartHttp(() => cartInfoOf([cartLine({ is_gift: true, price: 0 })]))
    const store = createCartStore(() => http)
    const gift = { rel_promotion_id: 3, sku_id: 30, quantity: 1 }

    await store.getState().addGift(gift)
    expect(calls.post).toHaveBeenCalledWith('cart/gift', gift, undefined)
    expect(calls.get).toHaveBeenCalledTimes(1)

    await store.getState().addGift(gift, false)
    expect(calls.post).toHaveBeenCalledTimes(2)
    expect(calls.get).toHaveBeenCalledTimes(1)
  })

  it('shows the count it is given, without a call', () => {
    const { http, calls } = fakeCartHttp(() => undefined)
    const store = createCartStore(() => http)

    store.getState().showCount(6)

    expect(store.getState().count).toBe(6)
    expect(calls.get).not.toHaveBeenCalled()
  })

  it('stores the answer of a quantity change', async () => {
    const answer = cartInfoOf([cartLine({ quantity: 2 })])
    const { http, calls } = fakeCartHttp(() => answer)
    const store = createCartStore(() => http)

    await store.getState().setQuantity(1, 2)

    expect(calls.put).toHaveBeenCalledWith('cartupdate/num', { cart_id: 1, num: 2 }, undefined)
    expect(store.getState()).toMatchObject({ cartInfo: answer.cartInfo, count: 2 })
  })
})
