import { ERRORS, type ErrorEntry } from '../../schemas/api/errors.ts'

/** The document that carries the error table (README points to it). */
export const ERROR_TABLE_DOC = new URL('../../docs/error-codes.md', import.meta.url)

/** The table lies between these two lines; `npm run docs:errors` rewrites what is between. */
export const ERROR_TABLE_START =
  '<!-- error-catalogue:start (npm run docs:errors writes this table from schemas/api/errors.ts) -->'
export const ERROR_TABLE_END = '<!-- error-catalogue:end -->'

const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The catalogue as a markdown table: code, HTTP status, message (and when needed, what it means). */
export function errorTable(): string {
  const rows = Object.entries(ERRORS as Record<string, ErrorEntry>).map(
    ([code, entry]) =>
      `| \`${code}\` | ${entry.status} | ${cell(entry.message)}${entry.description ? `（${cell(entry.description)}）` : ''} |`,
  )
  return ['| code | HTTP | message |', '|---|---|---|', ...rows].join('\n')
}

/** The document's text with the section between the markers replaced by the current table. */
export function withErrorTable(doc: string): string {
  const start = doc.indexOf(ERROR_TABLE_START)
  const end = doc.indexOf(ERROR_TABLE_END)
  if (start < 0 || end < start) throw new Error('docs/error-codes.md has no error catalogue markers')
  return `${doc.slice(0, start)}${ERROR_TABLE_START}\n\n${errorTable()}\n\n${doc.slice(end)}`
}
