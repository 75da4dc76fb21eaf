import { Link } from 'react-router-dom'
import './breadcrumb.css'

export interface BreadcrumbItem {
  title: string
  /** Omitted for the current page (the last step). */
  href?: string
}

/** 首页 > … > current page; the last step is marked as the current page and is not a link. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav className="mf-breadcrumb" aria-label="面包屑">
      <ol className="mf-breadcrumb__list">
        {items.map((item, i) => (
          <li key={`${i}-${item.title}`} className="mf-breadcrumb__item">
            {item.href && i < items.length - 1 ? (
              <Link className="mf-breadcrumb__link" to={item.href}>
                {item.title}
              </Link>
            ) : (
              <span className="mf-breadcrumb__current" aria-current={i === items.length - 1 ? 'page' : undefined}>
                {item.title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
