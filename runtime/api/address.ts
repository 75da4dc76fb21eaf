/**
 * Saved delivery addresses and the region tree (spec 7.2 "Member area", 3 "Saved address" and
 * "Region tree"). Each call takes the client first so server loaders can pass their own.
 */
import type { Address } from '../../schemas/api/address.ts'
import type { County, Province } from '../../schemas/api/region.ts'
import type { CallOptions, Http } from './http.ts'
import { call, callPaged } from './call.ts'

export type { Address }

/** What the address form sends; the server completes names from codes and checks spec 5's rules. */
export interface AddressInput {
  name: string
  mobile: string
  province: string
  city: string
  county: string
  province_code: string
  city_code: string
  county_code: string
  addr: string
  is_def: boolean
}

/** Any level of the region tree, as the cascading selector walks it (counties have no children). */
export type RegionNode = County & { children?: RegionNode[] }

/** The member allows up to 20 addresses, so one page holds them all. */
const ADDRESS_PAGE_SIZE = 20

export async function listAddresses(http: Http, options?: CallOptions): Promise<Address[]> {
  const page = await callPaged(http, 'GET /member/addresslist', { page_no: 1, page_size: ADDRESS_PAGE_SIZE }, options)
  return page.list
}

function addressFields(input: AddressInput) {
  const { is_def, ...rest } = input
  return { ...rest, is_def: is_def ? '1' : '0' }
}

export function createAddress(http: Http, input: AddressInput, options?: CallOptions): Promise<Address> {
  return call(http, 'POST /member/address', addressFields(input), options)
}

export function updateAddress(
  http: Http,
  addressId: number,
  input: AddressInput,
  options?: CallOptions,
): Promise<Address> {
  return call(http, 'PUT /member/address/:address_id', { address_id: addressId }, addressFields(input), options)
}

let regionTree: Promise<Province[]> | null = null

/**
 * The province > city > county tree (spec 4 "Region list") is the same for everyone and never
 * changes while the process runs, so it is fetched once and shared, also by callers that ask while
 * the first request is still out (this replaces the spec's retry-every-second wait). A failed fetch
 * is forgotten so the next caller tries again.
 */
export function getRegionTree(http: Http): Promise<Province[]> {
  regionTree ??= call(http, 'GET /espier/address').catch((error: unknown) => {
    regionTree = null
    throw error
  })
  return regionTree
}
