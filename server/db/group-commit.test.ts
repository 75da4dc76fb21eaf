import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { writeAtomically } from './group-commit.ts'
import type { Database } from './types.ts'

let app: FastifyInstance
let db: Kysely<Database>
beforeAll(async () => {
  app = await buildTestApp()
  db = app.db
})
afterAll(async () => {
  await app?.close()
})

/** A grade whose price stands for a stock of `units`; returns its id. */
async function stock(units: number): Promise<number> {
  const row = await db
    .insertInto('vip_grades')
    .values({ name: `库存${units}-${Math.random()}`, grade_rank: 1, price: units })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('writeAtomically', () => {
  it('writes all of a unit or none of it, however many units arrive together', async () => {
    const gradeId = await stock(10)
    // 25 buyers at once each take a unit and record it; the record is written before the take,
    // so a refused take must roll back its own record, and only its own.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        writeAtomically(db, async (trx) => {
          await trx
            .insertInto('settings')
            .values({ name: `take-${gradeId}-${i}`, value: '1' })
            .execute()
          const taken = await trx
            .updateTable('vip_grades')
            .set((eb) => ({ price: eb('price', '-', 1) }))
            .where('id', '=', gradeId)
            .where('price', '>=', 1)
            .executeTakeFirst()
          if (Number(taken.numUpdatedRows) === 0) throw new Error('sold out')
          return i
        }),
      ),
    )
    const placed = outcomes
      .filter((outcome) => outcome.status === 'fulfilled')
      .map((outcome) => (outcome as PromiseFulfilledResult<number>).value)
    expect(placed).toHaveLength(10)
    expect(
      outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome) => String((outcome as PromiseRejectedResult).reason)),
    ).toEqual(Array(15).fill('Error: sold out'))
    const records = await db.selectFrom('settings').select('name').where('name', 'like', `take-${gradeId}-%`).execute()
    expect(records.map((record) => Number(record.name.split('-').pop())).sort((a, b) => a - b)).toEqual(
      [...placed].sort((a, b) => a - b),
    )
    expect(
      (await db.selectFrom('vip_grades').select('price').where('id', '=', gradeId).executeTakeFirstOrThrow()).price,
    ).toBe(0)
  })

  it('lets each unit see what the units before it wrote', async () => {
    const gradeId = await stock(0)
    const seen = await Promise.all(
      Array.from({ length: 5 }, () =>
        writeAtomically(db, async (trx) => {
          const row = await trx
            .updateTable('vip_grades')
            .set((eb) => ({ price: eb('price', '+', 1) }))
            .where('id', '=', gradeId)
            .returning('price')
            .executeTakeFirstOrThrow()
          return row.price
        }),
      ),
    )
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('runs inside a transaction it is given, whose rollback undoes it', async () => {
    const gradeId = await stock(3)
    await expect(
      db.transaction().execute(async (trx) => {
        await writeAtomically(trx, (inner) =>
          inner.updateTable('vip_grades').set({ price: 0 }).where('id', '=', gradeId).execute(),
        )
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(
      (await db.selectFrom('vip_grades').select('price').where('id', '=', gradeId).executeTakeFirstOrThrow()).price,
    ).toBe(3)
  })

  it('runs each unit in the async context it was started from', async () => {
    const requests = new AsyncLocalStorage<string>()
    const unit = async (trx: Parameters<Parameters<typeof writeAtomically>[1]>[0]) => {
      await trx.selectFrom('vip_grades').select('id').limit(1).execute()
      return requests.getStore()
    }
    const seen = await Promise.all(
      ['甲', '乙', '丙'].map((name) => requests.run(name, () => writeAtomically(db, unit))),
    )
    expect(seen).toEqual(['甲', '乙', '丙'])
  })
})
