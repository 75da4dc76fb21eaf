/**
 * Saved delivery addresses and the region tree (spec 7.2 "Member area", 3 "Saved address" and
 * "Region tree"). Each call takes the client first so server loaders can pass their own.
 */
import type { CallOptions, Http } from './http.ts'

/** A saved address as member/addresslist answers it; the default one comes first. */
export interface Address {
  address_id: number
  addr_id: number
  name: string
  mobile: string
  province: string
  city: string
  county: string
  province_code: string
  city_code: string
  county_code: string
  addr: string
  postcode: string
  is_def: 0 | 1
  /** "province city county". */
  area: string
}

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

export interface RegionNode {
  id: string
  label: string
  children?: RegionNode[]
}

/** The member allows up to 20 addresses, so one page holds them all. */
const ADDRESS_PAGE_SIZE = 20

export async function listAddresses(http: Http, options?: CallOptions): Promise<Address[]> {
  const page = await http.paged<Address>('member/addresslist', { page_no: 1, page_size: ADDRESS_PAGE_SIZE }, options)
  return page.list
}

function addressFields(input: AddressInput) {
  const { is_def, ...rest } = input
  return { ...rest, is_def: is_def ? '1' : '0' }
}

export function createAddress(http: Http, input: AddressInput, options?: CallOptions): Promise<Address> {
  return http.post<Address>('member/address', addressFields(input), options)
}

export function updateAddress(http: Http, addressId: number, input: AddressInput, options?: CallOptions): Promise<Address> {
  return http.put<Address>(`member/address/${addressId}`, addressFields(input), options)
}

let regionTree: Promise<RegionNode[]> | null = null

/**
 * The province > city > county tree, fetched once and shared (spec 4 "Region list"). A failed
 * fetch is forgotten so the next caller tries again.
 */
export function getRegionTree(http: Http): Promise<RegionNode[]> {
  regionTree ??= http.get<RegionNode[]>('espier/address').catch((error: unknown) => {
    regionTree = null
    throw error
  })
  return regionTree
}
