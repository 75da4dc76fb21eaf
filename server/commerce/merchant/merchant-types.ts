/**
 * Merchant types (经营类目) an applicant picks in step 1 of the settlement form. A fixed table:
 * the mall's categories change rarely and the ids are stored in applications, so they must not move.
 */
export const MERCHANT_TYPES = [
  { id: 1, name: '服饰鞋包' },
  { id: 2, name: '美妆个护' },
  { id: 3, name: '食品生鲜' },
  { id: 4, name: '数码电器' },
  { id: 5, name: '电脑办公' },
  { id: 6, name: '家居家装' },
  { id: 7, name: '母婴玩具' },
  { id: 8, name: '运动户外' },
  { id: 9, name: '图书文娱' },
  { id: 10, name: '其他' },
] as const

export function merchantTypeName(id: number): string | undefined {
  return MERCHANT_TYPES.find((t) => t.id === id)?.name
}

/** Who is applying (入驻类型); a 'personal' applicant has no business licence. */
export const SETTLED_TYPES = {
  enterprise: '企业',
  soletrader: '个体工商户',
  personal: '个人',
} as const

export type SettledType = keyof typeof SETTLED_TYPES

export function isSettledType(value: string): value is SettledType {
  return Object.hasOwn(SETTLED_TYPES, value)
}
