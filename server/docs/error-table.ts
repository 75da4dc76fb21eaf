import { ERRORS, type ErrorEntry } from '../../schemas/api/errors.ts'

/** README's error section lies between these two lines; `npm run docs:errors` rewrites what is between. */
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

/** README text with the section between the markers replaced by the current table. */
export function withErrorTable(readme: string): string {
  const start = readme.indexOf(ERROR_TABLE_START)
  const end = readme.indexOf(ERROR_TABLE_END)
  if (start < 0 || end < start) throw new Error('README has no error catalogue markers')
  return `${readme.slice(0, start)}${ERROR_TABLE_START}\n\n${errorTable()}\n\n${readme.slice(end)}`
}
