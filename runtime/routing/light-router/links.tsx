import type { AnchorHTMLAttributes, FormHTMLAttributes, MouseEvent, Ref } from 'react'
import type { To } from 'react-router-dom'
import { hrefOf, isPlainClick, loadPage } from './navigation.ts'

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/** react-router marks links to its own routes so; the same attribute keeps the server's markup. */
const discoverMark = (href: string | undefined) => (href && !ABSOLUTE.test(href) ? 'true' : undefined)

export interface LightLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  replace?: boolean
  state?: unknown
  reloadDocument?: boolean
  preventScrollReset?: boolean
  relative?: 'route' | 'path'
  discover?: 'render' | 'none'
  prefetch?: 'none' | 'intent' | 'render' | 'viewport'
  viewTransition?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link to a storefront address: a plain anchor, as every route change is a full page load
 * (spec 2.5); `replace` loads the page in place of the current history entry.
 */
export function Link({
  to,
  replace,
  state: _state,
  reloadDocument: _reloadDocument,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  discover = 'render',
  prefetch: _prefetch,
  viewTransition: _viewTransition,
  onClick,
  ...anchor
}: LightLinkProps) {
  const href = hrefOf(to)
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!replace || event.defaultPrevented || !isPlainClick(event) || anchor.target) return
    event.preventDefault()
    loadPage(to, { replace: true })
  }
  return (
    <a {...anchor} href={href} onClick={click} data-discover={discover === 'render' ? discoverMark(href) : undefined} />
  )
}

export interface LightFormProps extends FormHTMLAttributes<HTMLFormElement> {
  replace?: boolean
  reloadDocument?: boolean
  preventScrollReset?: boolean
  discover?: 'render' | 'none'
  ref?: Ref<HTMLFormElement>
}

/** A form the browser submits itself: a GET search form loads the results page. */
export function Form({
  replace: _replace,
  reloadDocument: _reloadDocument,
  preventScrollReset: _preventScrollReset,
  discover = 'render',
  method = 'get',
  ...form
}: LightFormProps) {
  return (
    <form
      {...form}
      method={method.toLowerCase()}
      data-discover={discover === 'render' && typeof form.action === 'string' ? discoverMark(form.action) : undefined}
    />
  )
}
