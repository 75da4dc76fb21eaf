import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { cachingStatements } from './statement-cache.ts'

describe('cachingStatements', () => {
  it('prepares each SQL text once and starts over past its capacity', () => {
    const sqlite = new SQLite(':memory:')
    const db = cachingStatements(sqlite, 2)
    const first = db.prepare('select 1 as n')
    expect(db.prepare('select 1 as n')).toBe(first)
    db.prepare('select 2 as n')
    db.prepare('select 3 as n')
    expect(db.prepare('select 1 as n')).not.toBe(first)
    expect(db.prepare('select 1 as n').all([])).toEqual([{ n: 1 }])
    db.close()
  })

  it('keeps answering right after the schema changes under a cached statement', () => {
    const sqlite = new SQLite(':memory:')
    const db = cachingStatements(sqlite)
    db.prepare('create table t (a integer)').run([])
    db.prepare('insert into t (a) values (?)').run([1])
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }])
    db.prepare('alter table t add column b text').run([])
    db.prepare('insert into t (a, b) values (?, ?)').run([2, 'x'])
    expect(db.prepare('select * from t').all([])).toEqual([
      { a: 1, b: null },
      { a: 2, b: 'x' },
    ])
    db.close()
  })

  it('prepares another statement while the cached one is still being iterated', () => {
    const sqlite = new SQLite(':memory:')
    const db = cachingStatements(sqlite)
    const rows = db.prepare('select value from json_each(?)').iterate(['[1, 2, 3]'])
    expect(rows.next().value).toEqual({ value: 1 })
    expect(db.prepare('select value from json_each(?)').all(['[7]'])).toEqual([{ value: 7 }])
    expect([...rows]).toEqual([{ value: 2 }, { value: 3 }])
    db.close()
  })
})
