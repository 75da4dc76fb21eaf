import type { Address } from '../../api/address.ts'
import { listAddresses } from '../../api/address.ts'
import type { Http } from '../../api/http.ts'
import { requireMember } from '../member/require-member.ts'

/** The server keeps at most this many addresses per member (its ADDRESS_LIMIT refusal, 收货地址最多20个). */
export const MAX_ADDRESSES = 20

export const ADDRESS_PATH = '/member/address'

export interface AddressBookData {
  addresses: Address[]
}

/** The default first, the rest in the server's order (newest first). */
export function defaultFirst(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => b.is_def - a.is_def)
}

/** /member/address (收货地址): every saved address of the member. */
export async function loadAddressBook(http: Http, request: Request): Promise<AddressBookData> {
  requireMember(request)
  return { addresses: defaultFirst(await listAddresses(http)) }
}
