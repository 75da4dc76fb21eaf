import { readFileSync, writeFileSync } from 'node:fs'
import { withErrorTable } from './error-table.ts'

/** `npm run docs:errors`: rewrites README's error table from the catalogue. */
const path = new URL('../../README.md', import.meta.url)
writeFileSync(path, withErrorTable(readFileSync(path, 'utf8')))
