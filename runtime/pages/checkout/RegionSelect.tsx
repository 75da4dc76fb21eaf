import type { RegionNode } from '../../api/address.ts'
import { childrenOf } from './use-region-tree.ts'

export interface RegionCodes {
  province_code: string
  city_code: string
  county_code: string
}

interface RegionSelectProps {
  tree: RegionNode[] | null
  value: RegionCodes
  invalid: boolean
  describedBy?: string
  onChange: (value: RegionCodes) => void
  onBlur: () => void
}

/**
 * Province, city and county boxes (spec 2.8 region selector, spec 4 address selector): a new
 * province clears the city and county, a new city clears the county, and the county box is
 * disabled for a city without counties.
 */
export function RegionSelect({ tree, value, invalid, describedBy, onChange, onBlur }: RegionSelectProps) {
  const cities = childrenOf(tree ?? undefined, value.province_code)
  const counties = childrenOf(cities, value.city_code)
  const loading = tree === null
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, className: 'mf-region__select' }
  return (
    <div
      className="mf-region"
      role="group"
      aria-label="所在地区"
      aria-busy={loading || undefined}
      // Judged when the focus leaves all three boxes, not between them.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur()
      }}
    >
      <select
        {...common}
        aria-label="省份"
        value={value.province_code}
        disabled={loading}
        onChange={(event) => onChange({ province_code: event.target.value, city_code: '', county_code: '' })}
      >
        <option value="">{loading ? '加载中…' : '请选择省'}</option>
        {(tree ?? []).map((node) => (
          <option key={node.id} value={node.id}>
            {node.label}
          </option>
        ))}
      </select>
      <select
        {...common}
        aria-label="城市"
        value={value.city_code}
        disabled={loading || cities.length === 0}
        onChange={(event) => onChange({ ...value, city_code: event.target.value, county_code: '' })}
      >
        <option value="">请选择市</option>
        {cities.map((node) => (
          <option key={node.id} value={node.id}>
            {node.label}
          </option>
        ))}
      </select>
      <select
        {...common}
        aria-label="区县"
        value={value.county_code}
        disabled={loading || counties.length === 0}
        onChange={(event) => onChange({ ...value, county_code: event.target.value })}
      >
        <option value="">区</option>
        {counties.map((node) => (
          <option key={node.id} value={node.id}>
            {node.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The names of the chosen codes, for the address the server stores. */
export function regionNames(tree: readonly RegionNode[], value: RegionCodes): { province: string; city: string; county: string } {
  const province = tree.find((node) => node.id === value.province_code)
  const city = province?.children?.find((node) => node.id === value.city_code)
  const county = city?.children?.find((node) => node.id === value.county_code)
  return { province: province?.label ?? '', city: city?.label ?? '', county: county?.label ?? '' }
}
