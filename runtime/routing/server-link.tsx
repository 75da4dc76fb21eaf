import { Link as RouterLink, type LinkProps } from 'react-router-dom'
import type { Ref } from 'react'

/**
 * An address react-router would write back unchanged: from the root, no `.` or empty segment, no
 * trailing slash, a non-empty query or none, no fragment. Resolving it (useResolvedPath, useHref)
 * against any route and the static router's basename '/' gives the same string.
 */
const PLAIN_PATH = /^\/(?:[^/?#.][^/?#]*(?:\/[^/?#.][^/?#]*)*)?(?:\?[^#]+)?$/

export type ServerLinkProps = LinkProps & { ref?: Ref<HTMLAnchorElement> }

/**
 * react-router's Link as the server renders it, for the server build only (vite.config.ts): a page
 * has dozens of links, and react-router's resolves each address against the route, reads four
 * contexts and sets up prefetching and a click handler the server never uses. A link to a plain
 * path renders here the markup react-router's would (same attributes, same order;
 * server-link.test.tsx compares the two); any other link is react-router's own.
 */
export function Link(props: ServerLinkProps) {
  const {
    onClick,
    discover = 'render',
    prefetch = 'none',
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask,
    state: _state,
    target,
    to,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ref: _ref,
    ...rest
  } = props
  if (typeof to !== 'string' || prefetch !== 'none' || mask !== undefined || !PLAIN_PATH.test(to))
    return <RouterLink {...props} />
  return (
    <a
      {...rest}
      href={to}
      onClick={onClick}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  )
}
