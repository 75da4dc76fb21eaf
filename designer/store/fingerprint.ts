/**
 * A short fingerprint of a document's JSON. Keys are sorted first: the server may hand the draft
 * back with its keys in another order (PostgreSQL's jsonb sorts them), which is the same draft.
 */

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .filter((key) => record[key] !== undefined)
        .map((key) => [key, canonical(record[key])]),
    )
  }
  return value
}

const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value)) ?? ''

/** cyrb53: a fast 53-bit string hash; with the length, a collision is not a practical concern. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

export function fingerprint(value: unknown): string {
  const text = canonicalJson(value)
  return `${text.length}:${hash53(text)}`
}
