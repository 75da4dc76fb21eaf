import type { VipGradeOption } from '../../../schemas/api/admin/goods.ts'
import type { SkuDraft } from './form-model.ts'

/** The SKU fields typed per row (member prices aside), in the table's column order. */
export type SkuField = 'price' | 'market_price' | 'staff_price' | 'store' | 'bn' | 'weight'

export interface SkuColumn {
  field: SkuField
  label: string
  placeholder?: string
  numeric: boolean
}

/** The columns for the goods' type: a points goods' price is the optional cash part paid beside the points. */
export function skuColumns({ points }: { points: boolean }): SkuColumn[] {
  return [
    {
      field: 'price',
      label: points ? '现金(元)' : '售价(元)',
      placeholder: points ? '0.00' : undefined,
      numeric: true,
    },
    { field: 'market_price', label: '划线价(元)', placeholder: '选填', numeric: true },
    { field: 'staff_price', label: '员工价(元)', placeholder: '选填', numeric: true },
    { field: 'store', label: '库存', numeric: true },
    { field: 'bn', label: '货号', numeric: false },
    { field: 'weight', label: '重量(克)', placeholder: '选填', numeric: true },
  ]
}

/** '9.8折' for a grade taking 2% off; '' for a grade without a discount. */
export function gradeFold(grade: VipGradeOption): string {
  return grade.discount ? `${Number(((100 - grade.discount) / 10).toFixed(1))}折` : ''
}

/** What a blank member price comes to: the grade's discount on the typed sale price ('原价' without one). */
export function memberPlaceholder(grade: VipGradeOption, price: string): string {
  if (!grade.discount) return '原价'
  const yuan = Number(price)
  return price.trim() && Number.isFinite(yuan) ? ((yuan * (100 - grade.discount)) / 100).toFixed(2) : gradeFold(grade)
}

/** Values typed in the 批量设置 row; blank ones leave the column as it is. */
export interface BulkValues {
  fields: Partial<Record<SkuField, string>>
  member: Record<string, string>
}

export function fillRow(row: SkuDraft, bulk: BulkValues): SkuDraft {
  const next: SkuDraft = { ...row, member_prices: { ...row.member_prices } }
  for (const [field, value] of Object.entries(bulk.fields) as [SkuField, string][])
    if (value.trim() !== '') next[field] = value.trim()
  for (const [grade, value] of Object.entries(bulk.member))
    if (value.trim() !== '') next.member_prices[grade] = value.trim()
  return next
}
