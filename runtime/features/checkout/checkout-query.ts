import type { CheckoutSource } from '../../api/checkout.ts'
import { notFound } from '../../routing/params.ts'

const ID = /^[1-9]\d{0,9}$/
const SHOP_ID = /^\d{1,10}$/
const TICKET = /^[\x21-\x7e]{1,64}$/

/**
 * Where the page's lines come from, read from its address (spec 2.1): mode=cart (optionally one
 * shop's lines, id = distributor id), or mode=fastbuy with id = distributor id and, for seckill,
 * seckill_id, ticket and order_type=normal_seckill. Anything else is the 404 page.
 */
export function checkoutSource(url: URL): CheckoutSource {
  const query = url.searchParams
  const mode = query.get('mode') ?? 'cart'
  if (mode !== 'cart' && mode !== 'fastbuy') throw notFound()
  const id = query.get('id')
  if (id !== null && id !== '' && !SHOP_ID.test(id)) throw notFound()
  if (mode === 'cart') return id ? { mode, distributor_id: Number(id) } : { mode }

  const orderType = query.get('order_type')
  const seckillId = query.get('seckill_id')
  const ticket = query.get('ticket')
  const seckill = orderType === 'normal_seckill' || seckillId !== null || ticket !== null
  if (!seckill) {
    if (orderType !== null && orderType !== 'normal') throw notFound()
    return { mode }
  }
  if (seckillId === null || !ID.test(seckillId) || ticket === null || !TICKET.test(ticket)) throw notFound()
  return { mode, order_type: 'normal_seckill', seckill_id: Number(seckillId), ticket }
}

/** The query key carrying the delivery address chosen on /cart/address or added on /cart/addAddress. */
export const ADDRESS_QUERY = 'address_id'

/** The address the shopper came back with (a positive id), or undefined; anything else is ignored. */
export function chosenAddressId(url: URL): number | undefined {
  const id = url.searchParams.get(ADDRESS_QUERY)
  return id !== null && ID.test(id) ? Number(id) : undefined
}
