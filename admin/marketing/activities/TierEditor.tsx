import { useId } from 'react'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { PROMOTION_LIMITS } from '../../../schemas/promotion-rules.ts'
import type { TierDraft } from './promotion-form.ts'

/**
 * 满减 tiers: 满 X 元 减 Y 元 per row, thresholds ascending. Each input's message sits under it
 * (tiers.N.full / tiers.N.minus); a message about the whole list under the list.
 */
export function TierEditor({
  tiers,
  errors,
  onChange,
}: {
  tiers: TierDraft[]
  errors: FieldErrors
  onChange: (tiers: TierDraft[]) => void
}) {
  const id = useId()
  const set = (index: number, part: Partial<TierDraft>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...part } : tier)))
  return (
    <fieldset className="pm-tiers">
      <legend className="dz-field__label">优惠档位</legend>
      {tiers.map((tier, i) => {
        const n = i + 1
        const fullError = errors[`tiers.${i}.full`]
        const minusError = errors[`tiers.${i}.minus`]
        return (
          <div className="pm-tier" key={i}>
            <span className="pm-tier__n">第{n}档</span>
            <label className="pm-tier__part">
              <span>满</span>
              <input
                className="dz-input pm-amount"
                inputMode="decimal"
                aria-label={`第${n}档 满（元）`}
                aria-invalid={fullError ? true : undefined}
                aria-describedby={fullError || minusError ? `${id}-${i}` : undefined}
                value={tier.full}
                onChange={(event) => set(i, { full: event.target.value })}
              />
              <span>元</span>
            </label>
            <label className="pm-tier__part">
              <span>减</span>
              <input
                className="dz-input pm-amount"
                inputMode="decimal"
                aria-label={`第${n}档 减（元）`}
                aria-invalid={minusError ? true : undefined}
                aria-describedby={fullError || minusError ? `${id}-${i}` : undefined}
                value={tier.minus}
                onChange={(event) => set(i, { minus: event.target.value })}
              />
              <span>元</span>
            </label>
            {tiers.length > 1 && (
              <button
                type="button"
                className="dz-link dz-link--danger"
                aria-label={`删除第${n}档`}
                onClick={() => onChange(tiers.filter((_, k) => k !== i))}
              >
                删除
              </button>
            )}
            {(fullError || minusError) && (
              <p id={`${id}-${i}`} className="dz-field__error pm-tier__error">
                {[fullError, minusError].filter(Boolean).join('；')}
              </p>
            )}
          </div>
        )
      })}
      {errors.tiers && <p className="dz-field__error">{errors.tiers}</p>}
      <button
        type="button"
        className="dz-btn"
        disabled={tiers.length >= PROMOTION_LIMITS.tiersMax}
        onClick={() => onChange([...tiers, { full: '', minus: '' }])}
      >
        添加一档
      </button>
    </fieldset>
  )
}
