/**
 * The legacy form encoding the API accepts (spec 7.1): arrays as `key[]=a&key[]=b`, nested
 * objects as JSON text, null as an empty value, undefined left out.
 */
export function encodeForm(fields: Record<string, unknown>): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    const name = encodeURIComponent(key)
    if (Array.isArray(value)) {
      for (const item of value) pairs.push(`${name}[]=${encodeURIComponent(fieldText(item))}`)
    } else {
      pairs.push(`${name}=${encodeURIComponent(fieldText(value))}`)
    }
  }
  return pairs.join('&')
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}
