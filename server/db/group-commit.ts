import { AsyncResource } from 'node:async_hooks'
import { CompiledQuery, type Kysely, type Transaction } from 'kysely'
import { dialectOf } from './dialect.ts'
import type { Database } from './types.ts'

type Work<T> = (trx: Transaction<Database>) => Promise<T>

interface Unit {
  work: Work<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** Units one transaction takes at most, so reads waiting for the connection are not held up long. */
const MAX_UNITS = 64

const savepoint = CompiledQuery.raw('savepoint write_unit')
const release = CompiledQuery.raw('release write_unit')
const rollbackTo = CompiledQuery.raw('rollback to write_unit')

/**
 * SQLite group commit. A commit writes every page the transaction touched to the WAL, and for a
 * short order that costs more than all its statements. Units of work that arrive while a
 * transaction is running wait and then share the next one, each inside its own savepoint: a unit
 * that throws is rolled back alone, and every unit is answered only once the shared commit has
 * succeeded (or all fail with it). Units run one after another, so each sees the writes of those
 * before it, exactly as separate transactions would.
 */
class GroupCommit {
  private readonly queue: Unit[] = []
  private running = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // Each unit runs in its own request's async context, whichever request's turn commits it.
      this.queue.push({ work: AsyncResource.bind(work), resolve: resolve as (value: unknown) => void, reject })
      if (this.running) return
      this.running = true
      // Better-sqlite3 runs a whole transaction within one turn of the event loop: committing at
      // once would never find company. The turn's other requests reach this point first.
      setImmediate(() => void this.drain())
    })
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) await this.commit(this.queue.splice(0, MAX_UNITS))
    this.running = false
  }

  private async commit(units: Unit[]): Promise<void> {
    const outcomes: { unit: Unit; ok: boolean; value: unknown }[] = []
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const unit of units) {
          await trx.executeQuery(savepoint)
          try {
            const value = await unit.work(trx)
            await trx.executeQuery(release)
            outcomes.push({ unit, ok: true, value })
          } catch (error) {
            await trx.executeQuery(rollbackTo)
            await trx.executeQuery(release)
            outcomes.push({ unit, ok: false, value: error })
          }
        }
      })
    } catch (error) {
      for (const unit of units) unit.reject(error)
      return
    }
    for (const { unit, ok, value } of outcomes) (ok ? unit.resolve : unit.reject)(value)
  }
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>()

/**
 * Runs `work` atomically: all of its writes or none. On PostgreSQL that is a transaction of its
 * own; on SQLite, whose single writer makes every commit wait for the one before, a savepoint in
 * a transaction shared with the writes that arrive meanwhile (see GroupCommit).
 */
export function writeAtomically<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>)
  if (!dialectOf(db).singleWriter) return db.transaction().execute(work)
  let group = groups.get(db)
  if (!group) {
    group = new GroupCommit(db)
    groups.set(db, group)
  }
  return group.run(work)
}
