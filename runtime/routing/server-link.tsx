import { Link as RouterLink, type LinkProps } from 'react-router-dom'
import type { Ref } from 'react'
import { jsx } from 'react/jsx-runtime'

/**
 * An address react-router would write back unchanged: from the root, no `.` or empty segment, no
 * trailing slash, a non-empty query or none, no fragment. Resolving it (useResolvedPath, useHref)
 * against any route and the static router's basename '/' gives the same string.
 */
const PLAIN_PATH = /^\/(?:[^/?#.][^/?#]*(?:\/[^/?#.][^/?#]*)*)?(?:\?[^#]+)?$/

/** react-router's own props of a Link: none is written to the anchor as an attribute. */
const ROUTER_PROPS = new Set([
  'onClick',
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'mask',
  'state',
  'target',
  'to',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
  'ref',
])

export type ServerLinkProps = LinkProps & { ref?: Ref<HTMLAnchorElement> }

/**
 * react-router's Link as the server renders it, for the server build only (vite.config.ts): a page
 * has dozens of links, and react-router's resolves each address against the route, reads four
 * contexts and sets up prefetching and a click handler the server never uses. A link to a plain
 * path renders here the markup react-router's would (same attributes, same order;
 * server-link.test.tsx compares the two); any other link is react-router's own.
 */
export function Link(props: ServerLinkProps) {
  const { to, prefetch = 'none', mask, discover = 'render' } = props
  if (typeof to !== 'string' || prefetch !== 'none' || mask !== undefined || !PLAIN_PATH.test(to))
    return <RouterLink {...props} />
  // The anchor's props built in place: a rest pattern leaving out fourteen names, or spreading an
  // object into JSX, cost V8 more than the rest of a link's render (2 µs a link, against 0.05 µs).
  const anchor: Record<string, unknown> = {}
  for (const name in props) if (!ROUTER_PROPS.has(name)) anchor[name] = props[name as keyof ServerLinkProps]
  anchor.href = to
  anchor.onClick = props.onClick
  anchor.target = props.target
  anchor['data-discover'] = discover === 'render' ? 'true' : undefined
  return jsx('a', anchor)
}
