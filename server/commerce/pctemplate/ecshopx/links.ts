import { linkHref } from '../../../../schemas/link.ts'
import type { Entry } from '../../../pages/resolvers/types.ts'
import type { ProjectionContext } from './context.ts'
import { ecshopxTarget } from './urls.ts'

/**
 * A link as ECShopX follows it (its `handleLinkPage`: `href` whenever the key exists, else its own
 * map by kind). Every link with a target carries `href`, the address our storefront resolves, as an
 * ECShopX route; a picked custom page is its `customer` kind (theme_pc_template_id), a typed address
 * its `href` kind. A link with nothing to follow is `linkPage: ''` with no `href` (inert there).
 */
export function projectLink(link: Entry, ctx: ProjectionContext): Entry {
  const { href: resolved, ...rest } = link
  const href = typeof resolved === 'string' && resolved !== '' ? resolved : linkHref(link)
  if (!href) return { ...rest, linkPage: '' }
  const target = ecshopxTarget(href, ctx)
  if (link.linkPage === 'page' && href.startsWith('/custompage?pageid='))
    return {
      ...rest,
      linkPage: 'customer',
      theme_pc_template_id: Number(href.slice('/custompage?pageid='.length)),
      href: target,
    }
  if (link.linkPage === 'page' || link.linkPage === 'customer' || link.linkPage === 'href')
    return { ...rest, linkPage: 'href', href: target }
  return { ...link, href: target }
}

/** An empty link, where ECShopX reads one that the widget has no setting for. */
export const NO_LINK: Entry = Object.freeze({ linkPage: '' })
