/**
 * A string-based allowlist sanitizer for article HTML. It runs on the server as well as in the
 * browser, so it cannot lean on a DOM: the markup is scanned tag by tag, only known formatting tags
 * and harmless attributes are rebuilt, and everything else is dropped. Scripting containers lose
 * their content too; other unknown tags keep their text.
 */

const ALLOWED_TAGS = new Set([
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong',
  'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
])
const VOID_TAGS = new Set(['br', 'hr', 'img'])
/** Tags whose content is code or foreign markup, never text to show. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'frame', 'frameset', 'applet', 'textarea', 'select', 'title', 'head'])

const GLOBAL_ATTRIBUTES = new Set(['title', 'class', 'align'])
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
}
const URL_ATTRIBUTES = new Set(['href', 'src'])
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i
const HAS_SCHEME = /^[^/?#]*:/

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0' }

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Relative addresses and http(s)/mailto/tel only; browsers ignore whitespace and controls inside a scheme. */
export function isSafeUrl(raw: string): boolean {
  const compact = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  return !HAS_SCHEME.test(compact) || SAFE_SCHEME.test(compact)
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function cleanAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRIBUTES[tag]
  let out = ''
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) continue
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue
    out += ` ${name}="${escapeAttribute(value)}"`
  }
  // Links that open a new tab must not hand the opener to the new page.
  if (tag === 'a' && /\starget="/.test(out)) out = out.replace(/\srel="[^"]*"/, '') + ' rel="noopener noreferrer"'
  return out
}

/** Index just past the '>' closing a tag that starts at `from`, honouring quoted values; -1 when unclosed. */
function tagEnd(html: string, from: number): number {
  let quote = ''
  for (let i = from; i < html.length; i++) {
    const ch = html[i]
    if (quote) {
      if (ch === quote) quote = ''
    } else if (ch === '"' || ch === "'") quote = ch
    else if (ch === '>') return i + 1
  }
  return -1
}

const TAG_START = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/

export function sanitizeHtml(html: string): string {
  let out = ''
  let i = 0
  /** Name of the scripting container being skipped, with its nesting depth. */
  let skipping: { tag: string; depth: number } | null = null
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    const textEnd = lt === -1 ? html.length : lt
    if (!skipping) out += html.slice(i, textEnd).replace(/>/g, '&gt;')
    if (lt === -1) break
    i = lt
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4)
      i = close === -1 ? html.length : close + 3
      continue
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const close = html.indexOf('>', i)
      i = close === -1 ? html.length : close + 1
      continue
    }
    const start = TAG_START.exec(html.slice(i, i + 64))
    if (!start) {
      if (!skipping) out += '&lt;'
      i += 1
      continue
    }
    const end = tagEnd(html, i + start[0].length)
    // An unclosed tag runs to the end of the input: nothing after it is safe to show.
    if (end === -1) break
    const closing = start[1] === '/'
    const tag = start[2]!.toLowerCase()
    const attributes = html.slice(i + start[0].length, end - 1)
    i = end
    if (skipping) {
      if (tag === skipping.tag) skipping.depth += closing ? -1 : 1
      if (skipping.depth === 0) skipping = null
      continue
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && !attributes.trimEnd().endsWith('/')) skipping = { tag, depth: 1 }
      continue
    }
    if (!ALLOWED_TAGS.has(tag)) continue
    if (closing) {
      if (!VOID_TAGS.has(tag)) out += `</${tag}>`
      continue
    }
    out += `<${tag}${cleanAttributes(tag, attributes)}>`
  }
  return out
}
