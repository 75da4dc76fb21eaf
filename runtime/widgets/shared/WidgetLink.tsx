import type { CSSProperties, MouseEvent, ReactNode } from 'react'
import { linkAddress, safeHref, type Linkable } from './link-href.ts'
import type { WidgetMode } from '../types.ts'

export interface WidgetLinkProps {
  mode: WidgetMode
  /** A widget entry or its link data; the `href` computed onto it (or onto its pathData) is used. */
  link?: Linkable
  /** An address computed elsewhere; wins over `link`. */
  href?: string
  className?: string
  style?: CSSProperties
  title?: string
  'aria-label'?: string
  children?: ReactNode
}

const preventNavigation = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()

/**
 * A widget's link. Only render mode navigates (spec 2.9); in design and preview it stays a
 * focusable anchor without an address, marked aria-disabled, so the designer's clicks select
 * the widget instead of leaving the page.
 */
export function WidgetLink({ mode, link, href, className, style, title, children, ...aria }: WidgetLinkProps) {
  const address = href !== undefined ? safeHref(href) : linkAddress(link)
  if (mode !== 'render') {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: in design and preview the anchor stays focusable without an address and only swallows clicks, so the designer selects the widget.
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: in design and preview the anchor stays focusable without an address and only swallows clicks, so the designer selects the widget.
      // biome-ignore lint/a11y/useKeyWithClickEvents: in design and preview the anchor stays focusable without an address and only swallows clicks, so the designer selects the widget.
      <a
        className={className}
        style={style}
        title={title}
        aria-label={aria['aria-label']}
        tabIndex={0}
        aria-disabled="true"
        // biome-ignore lint/a11y/useValidAnchor: in design and preview the anchor stays focusable without an address and only swallows clicks, so the designer selects the widget.
        onClick={preventNavigation}
      >
        {children}
      </a>
    )
  }
  return (
    <a className={className} style={style} title={title} aria-label={aria['aria-label']} href={address}>
      {children}
    </a>
  )
}
