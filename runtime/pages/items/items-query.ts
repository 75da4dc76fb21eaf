/** How the goods list can be ordered; the values are the API's `sort` parameter. */
export const SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const
export type Sort = (typeof SORTS)[number]

/** Goods per list page (spec 4). */
export const ITEMS_PAGE_SIZE = 18

export interface ItemsQuery {
  keywords: string
  cat_id?: number
  main_category?: number
  tag: string
  sort: Sort
  page: number
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value.trim())) return undefined
  return Number(value.trim())
}

/** The list's filters as the address states them; anything malformed falls back to its default. */
export function parseItemsQuery(params: URLSearchParams): ItemsQuery {
  const sort = params.get('sort')
  return {
    keywords: (params.get('keywords') ?? '').trim(),
    cat_id: positiveInt(params.get('cat_id')),
    main_category: positiveInt(params.get('main_category')),
    tag: (params.get('tag') ?? '').trim(),
    sort: SORTS.find((s) => s === sort) ?? 'default',
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/**
 * The list address with a new sort or page, keeping the filters. A new sort starts again at
 * page 1; defaults (page 1, sort default) are left out of the address.
 */
export function itemsHref(params: URLSearchParams, changes: { sort?: Sort; page?: number }): string {
  const next = new URLSearchParams(params)
  if (changes.sort !== undefined) {
    next.delete('page')
    if (changes.sort === 'default') next.delete('sort')
    else next.set('sort', changes.sort)
  }
  if (changes.page !== undefined) {
    if (changes.page <= 1) next.delete('page')
    else next.set('page', String(changes.page))
  }
  const search = next.toString()
  return search ? `/items?${search}` : '/items'
}
