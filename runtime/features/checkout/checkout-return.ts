import { ADDRESS_QUERY } from './checkout-query.ts'

/** The checkout's own query keys (spec 2.1 /cart/checkout); everything else is dropped on the way. */
const CHECKOUT_KEYS = ['mode', 'id', 'seckill_id', 'ticket', 'order_type'] as const

export const CHECKOUT_PATH = '/cart/checkout'
export const ADDRESS_PICKER_PATH = '/cart/address'
export const ADD_ADDRESS_PATH = '/cart/addAddress'
export const ADDRESS_BOOK_PATH = '/member/address'

/** The checkout query carried through /cart/address and /cart/addAddress, without an address. */
export function checkoutQuery(search: string | URLSearchParams): URLSearchParams {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search
  const kept = new URLSearchParams()
  for (const key of CHECKOUT_KEYS) {
    const value = from.get(key)
    if (value !== null) kept.set(key, value)
  }
  return kept
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** Back to the checkout the shopper came from, with `addressId` chosen (none: the checkout's default). */
export function checkoutHref(search: string | URLSearchParams, addressId?: number): string {
  const query = checkoutQuery(search)
  if (addressId !== undefined) query.set(ADDRESS_QUERY, String(addressId))
  return withQuery(CHECKOUT_PATH, query)
}

/** The address picker for this checkout, the current choice marked. */
export function addressPickerHref(search: string | URLSearchParams, addressId?: number): string {
  const query = checkoutQuery(search)
  if (addressId !== undefined) query.set(ADDRESS_QUERY, String(addressId))
  return withQuery(ADDRESS_PICKER_PATH, query)
}

/** The new-address page that comes back to this checkout. */
export function addAddressHref(search: string | URLSearchParams): string {
  return withQuery(ADD_ADDRESS_PATH, checkoutQuery(search))
}
