import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './index.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-dialect-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('SQLite transactions', () => {
  it('hold the write lock from their start, before their first write', async () => {
    const file = path.join(dir, 'lock.sqlite')
    const handle = await openDatabase({ databaseUrl: '', sqliteFile: file })
    // Another process's connection, which would rather fail than wait.
    const other = new SQLite(file)
    other.pragma('busy_timeout = 0')
    try {
      await handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx)
        expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i)
      })
      other.exec('begin immediate')
      other.exec('commit')
    } finally {
      other.close()
      await handle.destroy()
    }
  })
})
