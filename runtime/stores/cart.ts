import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  addCartGift,
  addToCart,
  deleteCartLines,
  getCartList,
  updateCartNum,
  type AddGiftInput,
  type AddToCartInput,
  type CartInfo,
} from '../api/cart.ts'
import type { CallOptions, Http } from '../api/http.ts'
import { createStoreContext } from './store-context.tsx'

export interface CartSnapshot {
  /** null until the cart list has been fetched. */
  cartInfo: CartInfo['cartInfo'] | null
  /** Pieces in the cart, for the header badge (the personal call brings it, cart writes update it). */
  count: number
}

export interface CartState extends CartSnapshot {
  /** Fetches the cart list (spec 4 "Cart store"). */
  load(): Promise<void>
  /** Adding with cart_type cart replaces the stored cart with the answer; fastbuy leaves it alone. */
  add(input: AddToCartInput, options?: CallOptions): Promise<void>
  setQuantity(cartId: number, num: number): Promise<void>
  /** Reloads the cart afterwards unless `refresh` is explicitly false. */
  remove(cartIds: number[], refresh?: boolean): Promise<void>
  /** Reloads the cart afterwards unless `refresh` is explicitly false. */
  addGift(input: AddGiftInput, refresh?: boolean): Promise<void>
  /** Shows the badge count the personal call answered (stores/personal.tsx). */
  showCount(count: number): void
  /** Stores a cart the server answered with (every cart write answers with the whole cart). */
  replace(cartInfo: CartInfo['cartInfo']): void
  /** Forgets the cart, e.g. after logging out. */
  reset(): void
}

export type CartStore = StoreApi<CartState>

/** Every piece of every line, the number the mini cart's badge shows. */
export function cartPieces(cartInfo: CartSnapshot['cartInfo']): number {
  if (!cartInfo) return 0
  return cartInfo.resultCartData.reduce(
    (sum, group) => sum + group.cartitemlist.reduce((n, line) => n + line.quantity, 0),
    0,
  )
}

/**
 * A fresh store: one per request on the server, one per page in the browser. The client is passed
 * in (the browser's getApi, or a fake in tests) so no call runs at construction.
 */
export function createCartStore(http: () => Http, initial: Partial<CartSnapshot> = {}): CartStore {
  return createStore<CartState>()((set, get) => ({
    cartInfo: initial.cartInfo ?? null,
    count: initial.count ?? 0,
    async load() {
      const info = await getCartList(http())
      set({ cartInfo: info.cartInfo, count: cartPieces(info.cartInfo) })
    },
    async add(input, options) {
      const answer = await addToCart(http(), input, options)
      if (input.cart_type === 'cart') {
        const { cartInfo } = answer as CartInfo
        set({ cartInfo, count: cartPieces(cartInfo) })
      }
    },
    async setQuantity(cartId, num) {
      const { cartInfo } = await updateCartNum(http(), { cart_id: cartId, num })
      set({ cartInfo, count: cartPieces(cartInfo) })
    },
    async remove(cartIds, refresh) {
      await deleteCartLines(http(), cartIds)
      if (refresh !== false) await get().load()
    },
    async addGift(input, refresh) {
      await addCartGift(http(), input)
      if (refresh !== false) await get().load()
    },
    showCount(count) {
      set({ count })
    },
    replace(cartInfo) {
      set({ cartInfo, count: cartPieces(cartInfo) })
    },
    reset() {
      set({ cartInfo: null, count: 0 })
    },
  }))
}

const cartContext = createStoreContext<CartState>('cart')

export const CartStoreProvider = cartContext.StoreProvider
export const useCartStoreApi = cartContext.useStoreApi
/** Reads from the cart store of the nearest provider. */
export const useCartStore = cartContext.useSelected
