/**
 * Content checks no schema pattern can express: stored templates are operator input that ends up
 * in href/src attributes and, for rich text, in markup. Every string anywhere in a widget is
 * inspected, including fields the schema does not know (stored templates may carry extra keys).
 */

export const UNSAFE_MESSAGE = '链接或内容不安全'

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  sol: '/',
  equals: '=',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    const lower = body.toLowerCase()
    if (lower.startsWith('#x')) return codePoint(parseInt(lower.slice(2), 16), whole)
    if (lower.startsWith('#')) return codePoint(parseInt(lower.slice(1), 10), whole)
    return NAMED_ENTITIES[lower] ?? whole
  })
}

function codePoint(value: number, fallback: string): string {
  return Number.isFinite(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback
}

/** Decoded (repeatedly, against double encoding) and lower-cased. */
function decoded(text: string): string {
  let current = text
  for (let round = 0; round < 3; round += 1) {
    const next = decodeEntities(current)
    if (next === current) break
    current = next
  }
  return current.toLowerCase()
}

/** Browsers drop whitespace and control characters inside a scheme ('java\tscript:'). */
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g

const SCRIPT_SCHEME = /(java|vb|live)script:/
const UNSAFE_URL_SCHEME = /^(data|file|blob|filesystem):/
/**
 * Dangerous tags, event-handler attributes written as `onxxx=`, and spaced ones (`onxxx = `)
 * inside a tag; prose such as "online = fun" stays allowed.
 */
const UNSAFE_MARKUP =
  /<\s*\/?\s*(script|iframe|object|embed|frame|svg|math|base|meta|link|style)\b|(^|[\s"'/;<])on[a-z]+=|<[a-z][^>]*[\s"'/]on[a-z]+\s*=/

/** Keys whose values end up in href/src attributes. */
const URLISH_KEY = /url|href|src|img|pic|logo|banner|image|icon|link|path/i

export function isUnsafeString(text: string, key = ''): boolean {
  const plain = decoded(text)
  if (UNSAFE_MARKUP.test(plain)) return true
  const squeezed = plain.replace(INVISIBLE, '')
  if (SCRIPT_SCHEME.test(squeezed)) return true
  return URLISH_KEY.test(key) && UNSAFE_URL_SCHEME.test(squeezed)
}

const MAX_DEPTH = 24

/** JSON-pointer paths of every unsafe string (or too deeply nested value) inside `value`. */
export function findUnsafe(value: unknown, path = '', key = '', depth = 0): string[] {
  if (typeof value === 'string') return isUnsafeString(value, key) ? [path] : []
  if (!value || typeof value !== 'object') return []
  if (depth > MAX_DEPTH) return [path]
  const found: string[] = []
  for (const [childKey, child] of Object.entries(value)) {
    const childPath = `${path}/${childKey.replace(/~/g, '~0').replace(/\//g, '~1')}`
    // Array items inherit their list's key, so `icon_url_list: ['data:...']` counts as a url.
    const nameForChild = Array.isArray(value) ? key : childKey
    found.push(...findUnsafe(child, childPath, nameForChild, depth + 1))
  }
  return found
}
