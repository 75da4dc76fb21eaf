/** A plain object (not null, not an array): the shape JSON objects arrive in before a schema checks them. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
