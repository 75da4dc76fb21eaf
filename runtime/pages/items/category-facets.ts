import type { Category } from '../../api/catalogue.ts'

export interface CategoryFacet {
  category_id: number
  category_name: string
  href: string
  current: boolean
}

export interface CategoryFacets {
  /** The category whose children are offered, or 分类 for the top level. */
  label: string
  links: CategoryFacet[]
}

/**
 * The row of category filters above the list: the children of the filtered category, its siblings
 * when it has none, or the top categories without a filter. Keywords, tag and sort are kept; the
 * page starts again at 1. A top category filters by main_category (everything under it), lower
 * levels by cat_id, as the breadcrumb does.
 */
export function categoryFacets(tree: Category[], trail: Category[], params: URLSearchParams): CategoryFacets {
  const current = trail.at(-1)
  let label = '分类'
  let options = tree
  let depth = 0
  if (current?.children?.length) {
    label = current.category_name
    options = current.children
    depth = trail.length
  } else if (trail.length >= 2) {
    label = trail.at(-2)!.category_name
    options = trail.at(-2)!.children ?? []
    depth = trail.length - 1
  }
  return {
    label,
    links: options.map((category) => ({
      category_id: category.category_id,
      category_name: category.category_name,
      href: facetHref(params, category.category_id, depth === 0),
      current: category.category_id === current?.category_id,
    })),
  }
}

function facetHref(params: URLSearchParams, categoryId: number, top: boolean): string {
  const next = new URLSearchParams(params)
  next.delete('page')
  next.delete('cat_id')
  next.delete('main_category')
  next.set(top ? 'main_category' : 'cat_id', String(categoryId))
  return `/items?${next.toString()}`
}
