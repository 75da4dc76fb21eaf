import type { Query } from '../api.ts'

/** The order list's filters as the address keeps them (the server's OrderFilters names). */
export const ORDER_FILTER_NAMES = [
  'order_id',
  'mobile',
  'keywords',
  'distributor_id',
  'created_from',
  'created_to',
  'pay_type',
  'order_type',
] as const

export type OrderFilterName = (typeof ORDER_FILTER_NAMES)[number]
export type OrderFilterDraft = Record<OrderFilterName, string>

export const EMPTY_FILTERS: OrderFilterDraft = {
  order_id: '',
  mobile: '',
  keywords: '',
  distributor_id: '',
  created_from: '',
  created_to: '',
  pay_type: '',
  order_type: 'all',
}

/** The filters read from the address. */
export function filtersFrom(text: (name: string, fallback?: string) => string): OrderFilterDraft {
  return Object.fromEntries(
    ORDER_FILTER_NAMES.map((name) => [name, text(name, EMPTY_FILTERS[name])]),
  ) as OrderFilterDraft
}

/** The draft, trimmed, as the address and the server take it. */
export function cleaned(draft: OrderFilterDraft): OrderFilterDraft {
  return Object.fromEntries(ORDER_FILTER_NAMES.map((name) => [name, draft[name].trim()])) as OrderFilterDraft
}

/** The filters (and the status tab) as a query: empty ones left out. */
export function filterQuery(filters: OrderFilterDraft, status: string): Query {
  const query: Query = {}
  for (const name of ORDER_FILTER_NAMES) if (filters[name] && filters[name] !== 'all') query[name] = filters[name]
  if (status) query.status = status
  return query
}

/** A date range whose start is after its end, in the console's words; '' when fine. */
export function dateRangeError(draft: OrderFilterDraft): string {
  return draft.created_from && draft.created_to && draft.created_from > draft.created_to
    ? '开始日期不能晚于结束日期'
    : ''
}
