import xss, { FilterXSS, type IFilterXSSOptions, type IWhiteList } from 'xss'
import { isSafeMarkupUrl } from '../../schemas/url-rules.ts'

/**
 * Article and goods-description HTML made safe to insert, with the xss library (js-xss): it
 * needs no DOM, so the server renders the same markup the browser hydrates. Only known formatting
 * tags and harmless attributes are rebuilt; everything else is dropped or shown as text, and every
 * href/src must pass the site's URL rule (schemas/link.ts).
 */

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]
const GLOBAL_ATTRIBUTES = ['title', 'class', 'align']
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
}
const WHITE_LIST: IWhiteList = Object.fromEntries(
  ALLOWED_TAGS.map((tag) => [tag, [...GLOBAL_ATTRIBUTES, ...(TAG_ATTRIBUTES[tag] ?? [])]]),
)

/** Tags whose content is code or foreign markup, never text to show. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'frame',
  'frameset',
  'applet',
  'textarea',
  'select',
  'title',
  'head',
])

/** The library's attribute decoding (character references, &colon;, controls); its typings leave it off the default export. */
const { friendlyAttrValue } = xss as unknown as { friendlyAttrValue(value: string): string }

/** Every character the browser would decode again is escaped, so it reads exactly the value that was checked. */
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A tag, a closing tag or a declaration ('<p', '</p', '<!doctype'); a lone '<' ('1 < 2') is text. */
const TAG_START = /^<(?:\/?[a-zA-Z]|[!?])/

function cleanAttribute(tag: string, name: string, value: string, isWhiteAttr: boolean): string | undefined {
  if (!isWhiteAttr) return undefined
  if (name === 'href' || name === 'src') {
    // Named references it does not decode ('&Tab;', '&sol;') stay text: the '&' is escaped on the way out.
    const url = friendlyAttrValue(value).replace(/&amp;/gi, '&')
    return isSafeMarkupUrl(url) ? `${name}="${escapeAttribute(url)}"` : ''
  }
  // Links that open a new tab must not hand the opener to the new page; the author's rel is replaced.
  if (tag === 'a' && name === 'rel') return ''
  if (tag === 'a' && name === 'target')
    return `target="${escapeAttribute(friendlyAttrValue(value))}" rel="noopener noreferrer"`
  return undefined
}

/**
 * Drops the scripting containers with all they hold, nested ones included, and everything after
 * one left unclosed (a browser would not show it as text either). The library's own
 * stripIgnoreTagBody does neither.
 */
function contentDropper() {
  const ranges: [number, number][] = []
  let open: { tag: string; depth: number; start: number } | null = null
  return {
    onIgnoreTag(tag: string, html: string, position: number, isClosing: boolean): string | undefined {
      if (open) {
        if (tag === open.tag) open.depth += isClosing ? -1 : 1
        if (open.depth === 0) {
          ranges.push([open.start, position])
          open = null
        }
        return ''
      }
      if (DROPPED_WITH_CONTENT.has(tag)) {
        if (!isClosing && !/\/\s*>$/.test(html)) open = { tag, depth: 1, start: position }
        return ''
      }
      // Unknown tags go, their text stays; a '<' that starts no tag is escaped as text.
      return TAG_START.test(html) ? '' : undefined
    },
    remove(html: string): string {
      let out = ''
      let from = 0
      for (const [start, end] of ranges) {
        out += html.slice(from, start)
        from = end
      }
      return out + (open ? html.slice(from, open.start) : html.slice(from))
    },
  }
}

const BASE_OPTIONS: IFilterXSSOptions = {
  whiteList: WHITE_LIST,
  onTagAttr: cleanAttribute,
  // Text between tags; a tag still open at the end of the input runs to its end: nothing after it is safe to show.
  escapeHtml: (text) =>
    text
      .replace(/<(?:\/?[a-zA-Z]|[!?])[\s\S]*$/, '')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;'),
  css: false,
}

export function sanitizeHtml(html: string): string {
  const dropper = contentDropper()
  const filter = new FilterXSS({
    ...BASE_OPTIONS,
    onIgnoreTag: (tag, tagHtml, { position = 0, isClosing = false }) =>
      dropper.onIgnoreTag(tag, tagHtml, position, isClosing),
  })
  return dropper.remove(filter.process(html))
}
