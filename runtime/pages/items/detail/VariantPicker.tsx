import type { DetailSku, DetailSpecGroup } from './item-detail-types.ts'
import { isValueEnabled, toggleValue, type Selection } from './variant.ts'

export interface VariantPickerProps {
  groups: DetailSpecGroup[]
  skus: DetailSku[]
  selection: Selection
  onChange: (selection: Selection) => void
}

/** One row of value buttons per spec group; sold-out combinations are disabled (spec 4). */
export function VariantPicker({ groups, skus, selection, onChange }: VariantPickerProps) {
  return (
    <div className="mf-item-variants">
      {groups.map((group, groupIndex) => (
        <div className="mf-item-row" key={group.spec_id ?? group.spec_name} role="group" aria-label={group.spec_name}>
          <span className="mf-item-row__label">{group.spec_name}</span>
          <div className="mf-item-variants__values">
            {group.spec_values.map((value) => {
              const selected = selection[groupIndex] === value.spec_value_id
              const enabled = isValueEnabled(groups, skus, selection, groupIndex, value.spec_value_id)
              return (
                <button
                  key={value.spec_value_id}
                  type="button"
                  className={`mf-item-variants__value${selected ? ' is-selected' : ''}${enabled ? '' : ' is-disabled'}`}
                  aria-pressed={selected}
                  aria-disabled={!enabled && !selected}
                  title={enabled ? undefined : '该规格已售罄'}
                  onClick={() => onChange(toggleValue(groups, skus, selection, groupIndex, value.spec_value_id))}
                >
                  {value.spec_image_url && <img src={value.spec_image_url} alt="" width={24} height={24} />}
                  {value.spec_value_name}
                </button>
              )
            })}
          </div>
        </div>
      ))}
    </div>
  )
}
