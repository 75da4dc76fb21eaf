import { listAddresses, type Address } from '../../api/address.ts'
import type { Http } from '../../api/http.ts'
import { chosenAddressId, checkoutSource } from '../../features/checkout/checkout-query.ts'
import { defaultFirst } from '../../features/address/load-address.ts'
import { requireMember } from '../../features/member/require-member.ts'

export interface AddressPickerData {
  /** The default first, then the rest in the server's order. */
  addresses: Address[]
  /** The address marked when the page opens: the checkout's current one, else the default. */
  selectedId: number | undefined
}

/**
 * /cart/address: members only; its query is the checkout's (spec 2.1), so a mode the checkout
 * would not accept is the 404 page here too, plus the address the checkout has chosen.
 */
export async function loadAddressPicker(http: Http, request: Request): Promise<AddressPickerData> {
  requireMember(request)
  const url = new URL(request.url)
  checkoutSource(url)
  const addresses = defaultFirst(await listAddresses(http))
  const wanted = chosenAddressId(url)
  const selected =
    addresses.find((a) => a.address_id === wanted) ?? addresses.find((a) => a.is_def === 1) ?? addresses[0]
  return { addresses, selectedId: selected?.address_id }
}

/** /cart/addAddress: members only, for a checkout the shopper can return to. */
export function checkAddAddress(request: Request): null {
  requireMember(request)
  checkoutSource(new URL(request.url))
  return null
}
