import { PRODUCT_TYPE_LABELS } from '../../../schemas/api/admin/goods.ts'
import { EditorSection } from './EditorSection.tsx'
import type { SectionProps } from './section-props.ts'

/** 员工内购: whether staff may buy the goods at the 员工价, and as what (普通, 员工特卖, 员工福袋). */
export function StaffSection({ form, change, messages }: SectionProps) {
  const error = messages.error('product_type') ?? messages.error('staff_goods')
  return (
    <EditorSection id="gd-staff" title="员工内购">
      <label className="gd-check">
        <input
          type="checkbox"
          checked={form.staff_goods}
          onChange={(event) => change({ staff_goods: event.target.checked }, 'staff_goods', 'product_type')}
        />
        员工商品
        <span className="dz-muted">（员工登录后按员工价购买；员工价在规格中填写）</span>
      </label>
      {form.staff_goods && (
        <div className="gd-radios gd-radios--sub" role="radiogroup" aria-label="内购类型">
          {(['normal', 'sale', 'bag'] as const).map((type) => (
            <label key={type} className="gd-radio">
              <input
                type="radio"
                name="gd-product-type"
                checked={form.product_type === type}
                onChange={() => change({ product_type: type }, 'product_type')}
              />
              {PRODUCT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      )}
      {error && <p className="dz-field__error">{error}</p>}
    </EditorSection>
  )
}
