import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

export interface DataLinkProps {
  /** An address from server data (header navs, footer columns). */
  href: string
  className?: string
  children: ReactNode
}

const EXTERNAL = /^https?:\/\//i

/**
 * A link whose address comes from configuration: site paths go through the router, http(s)
 * addresses are plain anchors, and anything else (e.g. `javascript:`) is rendered as text.
 */
export function DataLink({ href, className, children }: DataLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    )
  }
  if (EXTERNAL.test(href)) {
    return (
      <a className={className} href={href} rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return <span className={className}>{children}</span>
}
