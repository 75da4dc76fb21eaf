/**
 * The mall's freight table (运费模板). Provinces are grouped into zones by the first two digits of
 * their area code (the province level of GB/T 2260); names are a fallback for addresses saved
 * without codes. Fees are per order, in cents; an order whose goods amount reaches `freeOver`
 * ships free (包邮). `freeOver: null` means the zone never ships free by amount.
 */
export interface FreightZone {
  name: string
  /** Two-digit province prefixes, e.g. '31' for 上海市 (310000). */
  prefixes: readonly string[]
  /** Short province names, matched at the start of the saved province text. */
  provinces: readonly string[]
  fee: number
  freeOver: number | null
}

export const FREIGHT_ZONES: readonly FreightZone[] = [
  {
    name: '江浙沪皖',
    prefixes: ['31', '32', '33', '34'],
    provinces: ['上海', '江苏', '浙江', '安徽'],
    fee: 600,
    freeOver: 9900,
  },
  {
    name: '偏远地区',
    prefixes: ['54', '65'],
    provinces: ['西藏', '新疆'],
    fee: 2000,
    freeOver: 49900,
  },
  {
    name: '西北及内蒙古',
    prefixes: ['15', '62', '63', '64'],
    provinces: ['内蒙古', '甘肃', '青海', '宁夏'],
    fee: 1500,
    freeOver: 29900,
  },
  { name: '港澳台', prefixes: ['71', '81', '82'], provinces: ['台湾', '香港', '澳门'], fee: 3000, freeOver: null },
]

/** Every other mainland province. */
export const DEFAULT_ZONE: FreightZone = {
  name: '国内其他地区',
  prefixes: [],
  provinces: [],
  fee: 1000,
  freeOver: 19900,
}

/** The zone of a delivery province, by code when there is one, else by name. */
export function zoneOf(region: { provinceCode?: string; province?: string }): FreightZone {
  const code = region.provinceCode?.trim() ?? ''
  if (/^\d{6}$/.test(code))
    return FREIGHT_ZONES.find((zone) => zone.prefixes.includes(code.slice(0, 2))) ?? DEFAULT_ZONE
  const name = region.province?.trim() ?? ''
  return FREIGHT_ZONES.find((zone) => zone.provinces.some((p) => name.startsWith(p))) ?? DEFAULT_ZONE
}
