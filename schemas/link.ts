import { Type, type Static } from '@sinclair/typebox'
import { Label, MARKUP_URL_PATTERN, SAFE_URL_PATTERN, SafeUrl, optional } from './style.ts'

/**
 * Link data (spec 3 "Link data", 2.9 "Link kinds"): what a designer link picker stores. Widget
 * entries embed it (their `pathData`, `moreLinkData`, `linkPath`) or spread it (goods entries).
 */

export const LINK_KINDS = ['goods', 'page', 'category', 'maincategory', 'customer', 'href'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

/** Stored ids come from the PHP designer as numbers or numeric strings. */
export const Id = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 32, pattern: '^[0-9]*$' })])
export type Id = Static<typeof Id>

export const LinkPage = Type.Union(
  [...LINK_KINDS.map((kind) => Type.Literal(kind)), Type.Literal('')],
  { default: '' },
)

export const LinkData = Type.Object({
  /** '' means "no link". */
  linkPage: LinkPage,
  linkPageLabel: optional(Label()),
  itemId: optional(Id),
  goods_id: optional(Id),
  /** The address of `customer`/`href` links (spec: typed as a full URL). */
  url: optional(SafeUrl()),
  category_id: optional(Id),
  category_name: optional(Label()),
  attribute_name: optional(Label()),
  tag_name: optional(Label()),
  activity_name: optional(Label()),
  theme_pc_template_id: optional(Id),
  template_title: optional(Label()),
  title: optional(Label('', 200)),
  name: optional(Label()),
  href: optional(SafeUrl()),
}, { default: { linkPage: '' } })
export type LinkData = Static<typeof LinkData>

export const emptyLink = (): LinkData => ({ linkPage: '' })

const MAX_URL_LENGTH = 2048
const SAFE_URL = new RegExp(SAFE_URL_PATTERN, 'u')
const MARKUP_URL = new RegExp(MARKUP_URL_PATTERN, 'u')

/**
 * Only http(s) addresses and site paths (the URL rule of style.ts). A whitelist, so every other
 * scheme (javascript:, data:, vbscript:, file:, entity-encoded or split by whitespace) is refused
 * without being named.
 */
export function isSafeUrl(url: unknown): url is string {
  return typeof url === 'string' && url !== '' && url.length <= MAX_URL_LENGTH && SAFE_URL.test(url)
}

/** A safe address that stays on this site ('/items/1'), for links the router follows itself. */
export function isSitePath(url: unknown): url is string {
  return isSafeUrl(url) && url.startsWith('/')
}

/**
 * An href or src inside rich text: the same rule, plus mailto:, tel: and addresses relative to
 * the page. `url` is the attribute's value as the browser reads it (character references decoded).
 */
export function isSafeMarkupUrl(url: unknown): url is string {
  return typeof url === 'string' && url !== '' && url.length <= MAX_URL_LENGTH && MARKUP_URL.test(url)
}

function present(id: unknown): string | null {
  if (typeof id === 'number' && Number.isInteger(id) && id >= 0) return String(id)
  if (typeof id === 'string' && /^[0-9]+$/.test(id)) return id
  return null
}

/** Link kinds whose address is typed by the operator. */
function typedUrl(link: Record<string, unknown>): string | null {
  for (const candidate of [link.url, link.href]) {
    if (isSafeUrl(candidate)) return candidate
  }
  return null
}

/**
 * The storefront address a link points to, or null when the link is empty, incomplete or unsafe.
 * Pure, shared by the server (resolved descriptors carry `href`) and the runtime widgets.
 */
export function linkHref(input: Partial<LinkData> | Record<string, unknown> | null | undefined): string | null {
  if (!input || typeof input !== 'object') return null
  const link = input as Record<string, unknown>
  switch (link.linkPage) {
    case 'goods': {
      const id = present(link.itemId) ?? present(link.goods_id)
      return id ? `/items/${id}` : null
    }
    case 'category': {
      const id = present(link.category_id)
      return id ? `/items?cat_id=${id}` : null
    }
    case 'maincategory': {
      const id = present(link.category_id)
      return id ? `/items?main_category=${id}` : null
    }
    case 'page': {
      // A picked custom page carries its template id; older entries only kept the address.
      const id = present(link.theme_pc_template_id)
      return id ? `/custompage?pageid=${id}` : typedUrl(link)
    }
    case 'customer':
    case 'href':
      return typedUrl(link)
    default:
      return null
  }
}
