import type { RegionNode } from '../../api/address.ts'
import './form.css'
import { childrenOf } from './use-region-tree.ts'

export interface RegionCodes {
  province_code: string
  city_code: string
  county_code: string
}

export interface RegionSelectProps {
  /** The region tree (useRegionTree); null while it loads. */
  tree: RegionNode[] | null
  value: RegionCodes
  invalid?: boolean
  describedBy?: string
  /** The id of the visible label naming the group; without it the group is named 所在地区. */
  labelledBy?: string
  /** Only province and city (the county box is left out and the county code kept ''). */
  hideCounty?: boolean
  /** The boxes stacked rather than side by side. */
  vertical?: boolean
  disabled?: boolean
  onChange: (value: RegionCodes) => void
  onBlur?: () => void
}

/**
 * Province, city and county boxes (spec 2.8 region selector, spec 4 address selector): placeholders
 * 请选择省, 请选择市, 区; a new province clears the city and county, a new city clears the county,
 * and the county box is disabled for a city without counties. `onBlur` fires when the focus leaves
 * the whole group, not between its boxes.
 */
export function RegionSelect({
  tree,
  value,
  invalid = false,
  describedBy,
  labelledBy,
  hideCounty = false,
  vertical = false,
  disabled = false,
  onChange,
  onBlur,
}: RegionSelectProps) {
  const cities = childrenOf(tree ?? undefined, value.province_code)
  const counties = childrenOf(cities, value.city_code)
  const loading = tree === null
  const off = loading || disabled
  const common = {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    className: 'mf-region__select',
  }
  return (
    <div
      className={`mf-region${vertical ? ' mf-region--vertical' : ''}`}
      role="group"
      aria-label={labelledBy ? undefined : '所在地区'}
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.()
      }}
    >
      <select
        {...common}
        aria-label="省份"
        value={value.province_code}
        disabled={off}
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
        disabled={off || cities.length === 0}
        onChange={(event) => onChange({ ...value, city_code: event.target.value, county_code: '' })}
      >
        <option value="">请选择市</option>
        {cities.map((node) => (
          <option key={node.id} value={node.id}>
            {node.label}
          </option>
        ))}
      </select>
      {!hideCounty && (
        <select
          {...common}
          aria-label="区县"
          value={value.county_code}
          disabled={off || counties.length === 0}
          onChange={(event) => onChange({ ...value, county_code: event.target.value })}
        >
          <option value="">区</option>
          {counties.map((node) => (
            <option key={node.id} value={node.id}>
              {node.label}
            </option>
          ))}
        </select>
      )}
    </div>
  )
}

/** The names of the chosen codes, for the address the server stores. */
export function regionNames(
  tree: readonly RegionNode[],
  value: RegionCodes,
): { province: string; city: string; county: string } {
  const province = tree.find((node) => node.id === value.province_code)
  const city = province?.children?.find((node) => node.id === value.city_code)
  const county = city?.children?.find((node) => node.id === value.county_code)
  return { province: province?.label ?? '', city: city?.label ?? '', county: county?.label ?? '' }
}
