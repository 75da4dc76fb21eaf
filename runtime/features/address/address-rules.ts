import type { AddressInput } from '../../api/address.ts'
import { isMissing, isMobile, messages, fieldErrors } from '../../lib/validators.ts'

/** The address form's fields as typed; the region is picked by code from the tree. */
export interface AddressDraft {
  name: string
  mobile: string
  province_code: string
  city_code: string
  county_code: string
  addr: string
  is_def: boolean
}

export type AddressField = 'name' | 'mobile' | 'region' | 'addr'
export type AddressErrors = Partial<Record<AddressField, string>>

/** The server's limits on a saved address (收货人 up to 20 characters, 详细地址 5 to 100). */
export const ADDRESS_LIMITS = { name: 20, addrMin: 5, addrMax: 100 } as const

export const addressMessages = {
  nameRequired: '请填写收货人姓名',
  nameTooLong: `收货人姓名不能超过${ADDRESS_LIMITS.name}个字`,
  mobileRequired: '请输入手机号码',
  mobile: messages.mobile,
  region: '请选择省市区',
  addrRequired: '请填写详细地址',
  addrLength: `详细地址长度应为${ADDRESS_LIMITS.addrMin}-${ADDRESS_LIMITS.addrMax}个字`,
} as const

const length = (text: string) => [...text].length

/** Whether the chosen city has counties to pick from (the county box is disabled otherwise). */
export type NeedsCounty = (cityCode: string) => boolean

/** The message for one field, or null; text fields are judged trimmed (spec 5). */
export function checkAddressField(field: AddressField, draft: AddressDraft, needsCounty: NeedsCounty): string | null {
  switch (field) {
    case 'name': {
      const name = draft.name.trim()
      if (isMissing(name)) return addressMessages.nameRequired
      return length(name) > ADDRESS_LIMITS.name ? addressMessages.nameTooLong : null
    }
    case 'mobile': {
      const mobile = draft.mobile.trim()
      if (isMissing(mobile)) return addressMessages.mobileRequired
      return isMobile(mobile) ? null : addressMessages.mobile
    }
    case 'region':
      if (!draft.province_code || !draft.city_code) return addressMessages.region
      return needsCounty(draft.city_code) && !draft.county_code ? addressMessages.region : null
    case 'addr': {
      const addr = draft.addr.trim()
      if (isMissing(addr)) return addressMessages.addrRequired
      const n = length(addr)
      return n < ADDRESS_LIMITS.addrMin || n > ADDRESS_LIMITS.addrMax ? addressMessages.addrLength : null
    }
  }
}

export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'mobile', 'region', 'addr']

export function checkAddress(draft: AddressDraft, needsCounty: NeedsCounty): AddressErrors {
  return fieldErrors(ADDRESS_FIELDS, (field) => checkAddressField(field, draft, needsCounty))
}

/** What is sent: trimmed text, the region by code and name. */
export function toAddressInput(
  draft: AddressDraft,
  names: { province: string; city: string; county: string },
): AddressInput {
  return {
    name: draft.name.trim(),
    mobile: draft.mobile.trim(),
    province_code: draft.province_code,
    city_code: draft.city_code,
    county_code: draft.county_code,
    ...names,
    addr: draft.addr.trim(),
    is_def: draft.is_def,
  }
}
