import { Link } from 'react-router-dom'
import type { CategoryFacets } from './category-facets.ts'

/** The category filter row above the sort bar; the filtered category is marked as current. */
export function CategoryFacetBar({ facets }: { facets: CategoryFacets }) {
  if (facets.links.length === 0) return null
  return (
    <nav className="mf-items__facets" aria-label="分类筛选">
      <span className="mf-items__facets-label">{facets.label}：</span>
      <ul className="mf-items__facet-list">
        {facets.links.map((link) => (
          <li key={link.category_id}>
            <Link
              className={`mf-items__facet${link.current ? ' is-active' : ''}`}
              to={link.href}
              aria-current={link.current ? 'true' : undefined}
            >
              {link.category_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
