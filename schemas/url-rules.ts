import type { LinkData } from './link.ts'

/**
 * The site's URL rules as plain code, without TypeBox: the schemas (style.ts, link.ts) build their
 * string formats from these patterns, and the storefront's browser bundle checks addresses with
 * these functions without carrying the schema builder.
 */

/*
 * The one URL rule of the site (the schemas' URL formats and the checks below apply it): every
 * address that stored or typed content puts into an href or src passes it. A whitelist, so every other scheme (javascript:,
 * data:, vbscript:) is refused without being named. No whitespace or control characters anywhere,
 * so tricks like ' javascript:' or 'java\tscript:' cannot pass.
 */
const VISIBLE = '[^\\s\\u0000-\\u001f\\u007f-\\u009f]'
/**
 * A path on this site: '/x', never '//host' or '/\host' (browsers read '\' as '/'). No '\' later
 * in the path, and no '.' or '..' segments either, which would turn '/.//host' into '//host'
 * once the router or the browser has removed them.
 */
const SITE_PATH = '(?![^?#]*/(?:\\.|%2[eE]){1,2}(?:[/?#]|$))/(?![/\\\\])[^\\s\\u0000-\\u001f\\u007f-\\u009f\\\\]*'
const WEB_URL = `[hH][tT][tT][pP][sS]?://${VISIBLE}+`
/** Rich text may also link to mail and phone. */
const CONTACT_URL = `(?:[mM][aA][iI][lL][tT][oO]|[tT][eE][lL]):${VISIBLE}+`
/** Rich text may also point relative to its page ('#top', '?page=2', 'a/b'): no scheme before the first '/', '?' or '#'. */
const RELATIVE_URL = `(?![/\\\\])(?![^/?#]*:)${VISIBLE}+`

/** Stored links and images: http(s) addresses and site paths, or '' for "no link". */
export const SAFE_URL_PATTERN = `^(|${SITE_PATH}|${WEB_URL})$`

/** Links and images inside rich text (articles, goods descriptions): the same rule, plus mail, phone and relative addresses. */
export const MARKUP_URL_PATTERN = `^(${SITE_PATH}|${WEB_URL}|${CONTACT_URL}|${RELATIVE_URL})$`

const MAX_URL_LENGTH = 2048
const SAFE_URL = new RegExp(SAFE_URL_PATTERN, 'u')
const MARKUP_URL = new RegExp(MARKUP_URL_PATTERN, 'u')

/**
 * Only http(s) addresses and site paths (the URL rule above). A whitelist, so every other
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
