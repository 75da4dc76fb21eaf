import { readFileSync, writeFileSync } from 'node:fs'
import { withConfigTable } from './config-table.ts'

/** `npm run docs:config`: rewrites README's configuration table from the declared variables. */
const path = new URL('../../README.md', import.meta.url)
writeFileSync(path, withConfigTable(readFileSync(path, 'utf8')))
