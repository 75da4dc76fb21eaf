import type { TSchema } from '@sinclair/typebox'
import { ENV_VARIABLES } from '../config/variables.ts'

/** README's configuration table lies between these two lines; `npm run docs:config` rewrites what is between. */
export const CONFIG_TABLE_START =
  '<!-- configuration:start (npm run docs:config writes this table from server/config/variables.ts) -->'
export const CONFIG_TABLE_END = '<!-- configuration:end -->'

const cell = (text: string) => text.replace(/\|/g, '\\|')

/** One row per variable; consecutive variables that mean the same share a row. */
export function configTable(): string {
  const rows: { names: string[]; schema: TSchema }[] = []
  for (const [name, schema] of ENV_VARIABLES) {
    const last = rows.at(-1)
    if (last && last.schema.description === schema.description) last.names.push(name)
    else rows.push({ names: [name], schema })
  }
  const lines = rows.map(
    ({ names, schema }) =>
      `| ${names.map((name) => `\`${name}\``).join(', ')} | ${cell(schema.docDefault)} | ${cell(schema.description ?? '')} |`,
  )
  return ['| variable | default | meaning |', '|---|---|---|', ...lines].join('\n')
}

/** README text with the section between the markers replaced by the current table. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(CONFIG_TABLE_START)
  const end = readme.indexOf(CONFIG_TABLE_END)
  if (start < 0 || end < start) throw new Error('README has no configuration table markers')
  return `${readme.slice(0, start)}${CONFIG_TABLE_START}\n\n${configTable()}\n\n${readme.slice(end)}`
}
