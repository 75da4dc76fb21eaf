import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { preparedQuery } from './prepared.ts'
import type { Database } from './types.ts'

const pgUrl = process.env.TEST_DATABASE_URL ?? ''

let app: FastifyInstance
let db: Kysely<Database>
const ids: number[] = []

beforeAll(async () => {
  app = await buildTestApp()
  db = app.db
  for (const [i, name] of ['一', '二', '三', '四'].entries()) {
    const row = await db
      .insertInto('vip_grades')
      .values({ name: `等级${name}`, grade_rank: i, discount: i * 5, price: i * 100, is_default: i === 0 ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
})
afterAll(async () => {
  await app?.close()
})

describe('preparedQuery', () => {
  const byRank = preparedQuery((db, rank: number) =>
    db.selectFrom('vip_grades').select(['name', 'discount']).where('grade_rank', '>=', rank).orderBy('grade_rank'),
  )

  it('answers each call with its own arguments, as the query built each time would', async () => {
    for (const rank of [0, 2, 3, 9]) {
      const built = await db
        .selectFrom('vip_grades')
        .select(['name', 'discount'])
        .where('grade_rank', '>=', rank)
        .orderBy('grade_rank')
        .execute()
      expect((await byRank(db, rank)).rows).toEqual(built)
    }
  })

  it('keeps the plans of the 64 list lengths used last: a visitor’s many lengths cannot grow it without end', async () => {
    let compiled = 0
    const named = preparedQuery((db, gradeIds: number[]) => {
      compiled++
      return db.selectFrom('vip_grades').select('name').where('id', 'in', gradeIds).orderBy('id')
    })
    const listOf = (length: number) => Array.from({ length }, (_, i) => ids[i % ids.length]!)
    for (let length = 1; length <= 70; length++) await named(db, listOf(length))
    expect(compiled).toBe(70)
    expect((await named(db, listOf(70))).rows).toHaveLength(4)
    expect(compiled).toBe(70)
    // Length 1 was used longest ago: compiled again, and answered as before.
    expect((await named(db, listOf(1))).rows).toEqual([{ name: '等级一' }])
    expect(compiled).toBe(71)
  })

  it('keeps the constants the builder wrote and compiles each list length apart', async () => {
    const named = preparedQuery((db, gradeIds: number[], minimum: number) =>
      db
        .selectFrom('vip_grades')
        .select('name')
        .where('id', 'in', gradeIds)
        .where('discount', '>=', minimum)
        .where('price', '<', 1000)
        .orderBy('id'),
    )
    expect((await named(db, [ids[1]!, ids[3]!], 0)).rows).toEqual([{ name: '等级二' }, { name: '等级四' }])
    expect((await named(db, [ids[0]!], 0)).rows).toEqual([{ name: '等级一' }])
    expect((await named(db, [ids[0]!, ids[1]!, ids[2]!], 6)).rows).toEqual([{ name: '等级三' }])
  })

  it('takes rows to insert and reports affected rows, inside a transaction and out', async () => {
    const insert = preparedQuery((db, rows: { name: string; grade_rank: number; price: number; is_default: 0 | 1 }[]) =>
      db.insertInto('vip_grades').values(rows.map((row) => ({ ...row, discount: 0 }))),
    )
    const raise = preparedQuery((db, name: string, by: number) =>
      db
        .updateTable('vip_grades')
        .set((eb) => ({ price: eb('price', '+', by) }))
        .where('name', '=', name),
    )
    await db.transaction().execute(async (trx) => {
      await insert(trx, [
        { name: '插入甲', grade_rank: 10, price: 1, is_default: 0 },
        { name: '插入乙', grade_rank: 11, price: 2, is_default: 0 },
      ])
      expect(Number((await raise(trx, '插入甲', 5)).numAffectedRows)).toBe(1)
    })
    await insert(db, [{ name: '插入丙', grade_rank: 12, price: 3, is_default: 0 }])
    expect(Number((await raise(db, '不存在', 5)).numAffectedRows)).toBe(0)
    const rows = await db
      .selectFrom('vip_grades')
      .select(['name', 'price'])
      .where('grade_rank', '>=', 10)
      .orderBy('grade_rank')
      .execute()
    expect(rows).toEqual([
      { name: '插入甲', price: 6 },
      { name: '插入乙', price: 2 },
      { name: '插入丙', price: 3 },
    ])
  })

  it('binds a null argument and an object argument field by field', async () => {
    const find = preparedQuery((db, filter: { name: string; rank: number }) =>
      db.selectFrom('vip_grades').select('id').where('name', '=', filter.name).where('grade_rank', '=', filter.rank),
    )
    expect((await find(db, { name: '等级三', rank: 2 })).rows).toEqual([{ id: ids[2] }])
    expect((await find(db, { name: '等级三', rank: 3 })).rows).toEqual([])
    // A null title matches every grade, a title only its own.
    const titled = preparedQuery((db, title: string | null) =>
      db
        .selectFrom('vip_grades')
        .select('id')
        .where((eb) => eb.or([eb(eb.cast(eb.val(title), 'text'), 'is', null), eb('name', '=', title)]))
        .where('grade_rank', '<', 10)
        .orderBy('id'),
    )
    expect((await titled(db, null)).rows).toEqual(ids.map((id) => ({ id })))
    expect((await titled(db, '等级二')).rows).toEqual([{ id: ids[1] }])
  })
})

// Like every PostgreSQL case of the suite, these run in the PostgreSQL pass (TEST_DATABASE_URL).
if (pgUrl)
  describe('queries on PostgreSQL (pg-prepared.ts)', () => {
    it('are prepared once per connection as named statements and run again by name', async () => {
      const prepared = await db.connection().execute(async (conn) => {
        for (const rank of [1, 2, 3])
          await conn.selectFrom('vip_grades').select('id').where('grade_rank', '=', rank).execute()
        const { rows } = await sql<{
          statement: string
        }>`select statement from pg_prepared_statements where name like 'mallfront_%'`.execute(conn)
        return rows.map((row) => row.statement)
      })
      expect(
        prepared.filter((statement) => statement === 'select "id" from "vip_grades" where "grade_rank" = $1'),
      ).toHaveLength(1)
      // Transaction control and schema changes are not kept as statements.
      expect(prepared.some((statement) => /^(begin|commit|create|alter)/i.test(statement))).toBe(false)
    })
  })
