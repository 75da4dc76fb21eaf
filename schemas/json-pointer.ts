/**
 * JSON pointers (RFC 6901): the path syntax the designer's field edits and the draft patches
 * (json-patch.ts) share, parsed and written the same way on both sides of the wire.
 */

export function parsePointer(path: string): string[] {
  if (path === '') return []
  if (!path.startsWith('/')) throw new Error(`JSON pointer must start with "/": ${path}`)
  return path
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
}

export function formatPointer(tokens: readonly string[]): string {
  return tokens.map((token) => `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
}

/** The array index a token names ('-' is one past the end), or null when it names none. */
export function arrayIndex(token: string, length: number): number | null {
  if (token === '-') return length
  return /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : null
}
