import { readFileSync, writeFileSync } from 'node:fs'
import { ERROR_TABLE_DOC, withErrorTable } from './error-table.ts'

/** `npm run docs:errors`: rewrites the error table of docs/error-codes.md from the catalogue. */
writeFileSync(ERROR_TABLE_DOC, withErrorTable(readFileSync(ERROR_TABLE_DOC, 'utf8')))
