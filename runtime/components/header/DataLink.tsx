import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { isSafeUrl, isSitePath } from '../../../schemas/url-rules.ts'

export interface DataLinkProps {
  /** An address from server data (header navs, footer columns). */
  href: string
  className?: string
  children: ReactNode
}

/**
 * A link whose address comes from configuration: site paths go through the router, http(s)
 * addresses are plain anchors, and anything the site's URL rule refuses (e.g. `javascript:`,
 * '/\host') is rendered as text.
 */
export function DataLink({ href, className, children }: DataLinkProps) {
  if (isSitePath(href)) {
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    )
  }
  if (isSafeUrl(href)) {
    return (
      <a className={className} href={href} rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return <span className={className}>{children}</span>
}
