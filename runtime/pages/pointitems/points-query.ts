import type { PointSort } from '../../api/pointitems.ts'

/** Points goods per list page. */
export const POINTS_PAGE_SIZE = 18

export const POINT_SORTS: ReadonlyArray<{ value: PointSort; label: string }> = [
  { value: 'default', label: '综合' },
  { value: 'sales', label: '销量' },
  { value: 'price_asc', label: '积分从低到高' },
  { value: 'price_desc', label: '积分从高到低' },
  { value: 'newest', label: '新品' },
]

export interface PointsQuery {
  sort: PointSort
  page: number
}

/** The list's sort and page as the address states them; anything malformed falls back to its default. */
export function parsePointsQuery(params: URLSearchParams): PointsQuery {
  const sort = params.get('sort')
  const page = params.get('page') ?? ''
  return {
    sort: POINT_SORTS.find((s) => s.value === sort)?.value ?? 'default',
    page: /^[1-9][0-9]{0,8}$/.test(page) ? Number(page) : 1,
  }
}

/** The list address for a sort and page; defaults stay out of it, and a new sort starts at page 1. */
export function pointsHref(query: PointsQuery): string {
  const params = new URLSearchParams()
  if (query.sort !== 'default') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `/pointitems?${search}` : '/pointitems'
}
