import { useId } from 'react'
import '../../components/form/form.css'

/** The server keeps up to 200 characters of 订单备注. */
export const REMARK_MAX = 200

/** 订单备注: free text for the shop, up to REMARK_MAX characters, with a counter. */
export function RemarkSection({
  value,
  disabled,
  onChange,
}: {
  value: string
  disabled: boolean
  onChange: (text: string) => void
}) {
  const id = useId()
  return (
    <section className="mf-checkout-section" aria-labelledby="mf-checkout-remark">
      <div className="mf-checkout-section__head">
        <h2 className="mf-checkout-section__title" id="mf-checkout-remark">
          <label htmlFor={id}>订单备注</label>
        </h2>
      </div>
      <div className="mf-remark">
        <textarea
          id={id}
          className="mf-form__input mf-remark__input"
          value={value}
          rows={2}
          maxLength={REMARK_MAX}
          disabled={disabled}
          placeholder="选填，请先和商家协商一致"
          aria-describedby={`${id}-count`}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="mf-remark__count" id={`${id}-count`}>
          {value.length}/{REMARK_MAX}
        </span>
      </div>
    </section>
  )
}
