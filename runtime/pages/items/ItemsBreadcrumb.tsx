import { Link } from 'react-router-dom'
import type { Category } from '../../api/catalogue.ts'
import { categoryHref, mainCategoryHref } from './category-links.ts'
import type { ItemsQuery } from './items-query.ts'

export interface ItemsBreadcrumbProps {
  query: ItemsQuery
  trail: Category[]
}

interface Crumb {
  label: string
  href?: string
}

/** 首页 > 全部商品 > category path > tag > search words; the last step is the current page. */
export function ItemsBreadcrumb({ query, trail }: ItemsBreadcrumbProps) {
  const crumbs: Crumb[] = [
    { label: '首页', href: '/' },
    { label: '全部商品', href: '/items' },
    ...trail.map((category, i) => ({
      label: category.category_name,
      href: i === 0 ? mainCategoryHref(category) : categoryHref(category),
    })),
  ]
  if (query.tag) crumbs.push({ label: query.tag, href: `/items?tag=${encodeURIComponent(query.tag)}` })
  if (query.keywords) crumbs.push({ label: `“${query.keywords}”` })

  return (
    <nav className="mf-items__breadcrumb" aria-label="当前位置">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.href && i < crumbs.length - 1 ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
