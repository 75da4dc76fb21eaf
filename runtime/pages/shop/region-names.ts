import type { RegionNode } from '../../api/address.ts'
import type { RegionCodes } from '../../components/form/RegionSelect.tsx'
import { childrenOf } from '../../components/form/use-region-tree.ts'

/** The application keeps region names (北京市, 朝阳区); RegionSelect works with codes. */
export interface RegionNames {
  province: string
  city: string
  area: string
}

const EMPTY: RegionCodes = { province_code: '', city_code: '', county_code: '' }

export function namesOf(tree: readonly RegionNode[] | null, codes: RegionCodes): RegionNames {
  const province = tree?.find((node) => node.id === codes.province_code)
  const city = province?.children?.find((node) => node.id === codes.city_code)
  const area = city?.children?.find((node) => node.id === codes.county_code)
  return { province: province?.label ?? '', city: city?.label ?? '', area: area?.label ?? '' }
}

/** The codes of saved names, as far as the tree knows them (an unknown name leaves the rest empty). */
export function codesOf(tree: readonly RegionNode[] | null, names: RegionNames): RegionCodes {
  if (!tree || !names.province) return EMPTY
  const province = tree.find((node) => node.label === names.province)
  if (!province) return EMPTY
  const city = childrenOf(tree, province.id).find((node) => node.label === names.city)
  if (!city) return { ...EMPTY, province_code: province.id }
  const area = (city.children ?? []).find((node) => node.label === names.area)
  return { province_code: province.id, city_code: city.id, county_code: area?.id ?? '' }
}
