/** A JSON array of strings stored as text; anything else reads as empty. */
export function parseStringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** A JSON array of integers stored as text; anything else reads as empty. */
export function parseNumberList(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : []
  } catch {
    return []
  }
}
