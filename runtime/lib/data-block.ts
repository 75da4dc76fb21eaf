const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON that is safe as the text of a <script> element: no `</script>` or `<!--` can close or
 * confuse the element, whatever the data holds, and JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c)
}

/**
 * A data block: a script element the browser never executes, so the page carries no inline
 * script at all (no nonce, and the same bytes can be served to every guest).
 */
export function dataBlock(id: string, value: unknown): string {
  return jsonDataBlock(id, scriptSafeJson(value))
}

/** A data block of JSON already made safe (`scriptSafeJson`). */
export function jsonDataBlock(id: string, safeJson: string): string {
  return `<script type="application/json" id="${id}">${safeJson}</script>`
}

/** The parsed text of a data block, or undefined when the page has none (or it is not JSON). */
export function readDataBlock(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
