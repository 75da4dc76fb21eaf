import { useState } from 'react'
import type { VipGradeOption } from '../../../schemas/api/admin/goods.ts'
import { FormField } from '../../kit/FormField.tsx'
import type { SkuDraft } from './form-model.ts'
import { gradeFold, memberPlaceholder, type SkuColumn } from './sku-columns.ts'
import type { FieldMessages } from './use-field-errors.ts'

/** 单规格: the one SKU's price, 划线价, 员工价, stock, 货号 and weight as form fields, member prices on request. */
export function SingleSkuFields({
  sku,
  columns,
  grades,
  messages,
  onChange,
}: {
  sku: SkuDraft
  columns: SkuColumn[]
  grades: VipGradeOption[]
  messages: FieldMessages
  onChange: (sku: SkuDraft) => void
}) {
  const memberError = grades.some((grade) => messages.error(`skus.0.member.${grade.id}`))
  const [open, setOpen] = useState(false)
  const expanded = open || memberError
  const set = (next: SkuDraft, field: string) => {
    onChange(next)
    messages.edited(`skus.0.${field}`)
  }
  return (
    <>
      <div className="gd-grid">
        {columns.map((column) => (
          <FormField
            key={column.field}
            label={column.label}
            value={sku[column.field]}
            placeholder={column.placeholder}
            inputMode={
              column.field === 'bn'
                ? undefined
                : column.field === 'store' || column.field === 'weight'
                  ? 'numeric'
                  : 'decimal'
            }
            error={messages.error(`skus.0.${column.field}`)}
            onChange={(value) => set({ ...sku, [column.field]: value }, column.field)}
            onBlur={() => messages.touch(`skus.0.${column.field}`)}
          />
        ))}
      </div>
      {grades.length > 0 && (
        <div className="gd-members">
          <button type="button" className="dz-link" aria-expanded={expanded} onClick={() => setOpen(!expanded)}>
            {expanded ? '收起会员价 ▴' : '设置会员价 ▾'}
          </button>
          {expanded && (
            <div className="gd-grid">
              {grades.map((grade) => (
                <FormField
                  key={grade.id}
                  label={`${grade.name}价(元)`}
                  value={sku.member_prices[grade.id] ?? ''}
                  placeholder={memberPlaceholder(grade, sku.price)}
                  inputMode="decimal"
                  help={gradeFold(grade) ? `留空按${gradeFold(grade)}计算` : '留空按原价'}
                  error={messages.error(`skus.0.member.${grade.id}`)}
                  onChange={(value) =>
                    set({ ...sku, member_prices: { ...sku.member_prices, [grade.id]: value } }, `member.${grade.id}`)
                  }
                  onBlur={() => messages.touch(`skus.0.member.${grade.id}`)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </>
  )
}
