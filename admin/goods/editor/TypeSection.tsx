import { ITEM_TYPE_LABELS } from '../../../schemas/api/admin/goods.ts'
import { FormField } from '../../kit/FormField.tsx'
import { EditorSection } from './EditorSection.tsx'
import type { SectionProps } from './section-props.ts'

/** 商品类型: 普通商品, or 积分商品 paid with points (积分价) and an optional cash part (the SKUs' 现金). */
export function TypeSection({ form, change, messages }: SectionProps) {
  return (
    <EditorSection id="gd-type" title="商品类型">
      <div className="gd-radios" role="radiogroup" aria-label="商品类型">
        {(['normal', 'point'] as const).map((type) => (
          <label key={type} className="gd-radio">
            <input
              type="radio"
              name="gd-item-type"
              checked={form.item_type === type}
              onChange={() => change({ item_type: type }, 'item_type', 'point_price')}
            />
            {ITEM_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
      {form.item_type === 'point' && (
        <div className="gd-grid">
          <div className="gd-req">
            <FormField
              label="积分价"
              value={form.point_price}
              inputMode="numeric"
              placeholder="每件所需积分"
              help="在积分商城兑换；现金部分在规格的“现金”中填写，可为0"
              error={messages.error('point_price')}
              onChange={(point_price) => change({ point_price }, 'point_price')}
              onBlur={() => messages.touch('point_price')}
            />
          </div>
        </div>
      )}
    </EditorSection>
  )
}
