import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

export interface Crumb {
  label: string
  to?: string
}

/** A page's breadcrumbs, title and page-level actions. */
export function PageHeader({ crumbs, title, actions }: { crumbs: Crumb[]; title: string; actions?: ReactNode }) {
  return (
    <header className="ac-page-head">
      <nav aria-label="面包屑" className="ac-crumbs">
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}</li>
          ))}
        </ol>
      </nav>
      <div className="ac-page-head__row">
        <h1 className="ac-page-head__title">{title}</h1>
        {actions && <div className="ac-page-head__actions">{actions}</div>}
      </div>
    </header>
  )
}
