/**
 * The LIKE pattern that finds `term` anywhere in a lower-cased column, with LIKE's own
 * characters escaped (use with `escape '\'`).
 */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
