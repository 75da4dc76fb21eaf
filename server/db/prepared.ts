import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely'
import type { Database } from './types.ts'

/** Stands for an argument, one element of a list argument, or one field of a row, while the query is built. */
class Slot {
  constructor(
    readonly arg: number,
    readonly element: number,
    readonly key?: string,
  ) {}

  valueIn(args: readonly unknown[]): unknown {
    const arg = args[this.arg]
    const value = this.element < 0 ? arg : (arg as unknown[])[this.element]
    return this.key === undefined ? value : (value as Record<string, unknown>)[this.key]
  }
}

/** A compiled query and, per parameter, the argument it takes or the constant the builder put there. */
interface Plan {
  sql: string
  parameters: ({ slot: Slot } | { value: unknown })[]
}

/**
 * Plans kept per query and database: list lengths a visitor chooses (search terms, ids) could
 * otherwise make a plan each; past this many, the least recently used goes.
 */
const PLANS_PER_QUERY = 64

/** Scalar arguments share one shape; a list argument's length is part of the shape (`in (?, ?)`). */
function shapeOf(args: readonly unknown[]): string {
  let shape = ''
  for (const arg of args) shape += Array.isArray(arg) ? `${arg.length},` : ','
  return shape
}

function standIn(value: unknown, arg: number, element: number): unknown {
  if (value === null || typeof value !== 'object') return new Slot(arg, element)
  return Object.fromEntries(Object.keys(value).map((key) => [key, new Slot(arg, element, key)]))
}

function standIns(args: readonly unknown[]): unknown[] {
  return args.map((arg, i) =>
    Array.isArray(arg) ? arg.map((element, j) => standIn(element, i, j)) : standIn(arg, i, -1),
  )
}

/**
 * A query built and compiled by kysely once per database and argument shape, then run with fresh
 * argument values. Building and compiling a query costs kysely several times what SQLite takes to
 * run a short indexed one, and the order path runs dozens per order.
 *
 * `build` receives stand-ins for its arguments: it must use each only as a value the query sends
 * (a where operand, a set value, an `in` list, rows to insert), never inspect it. An object
 * argument is a row, an array argument a list of values or rows; rows keep the keys they had
 * when the query was compiled and hold no undefined field. A query is compiled per list length.
 */
export function preparedQuery<A extends unknown[], O>(build: (db: Kysely<Database>, ...args: A) => Compilable<O>) {
  // Keyed by the dialect's adapter: a transaction shares its database's adapter.
  const plans = new WeakMap<object, Map<string, Plan>>()

  function plan(db: Kysely<Database>, args: A): Plan {
    const adapter = db.getExecutor().adapter
    let byShape = plans.get(adapter)
    if (!byShape) {
      byShape = new Map()
      plans.set(adapter, byShape)
    }
    const shape = shapeOf(args)
    let found = byShape.get(shape)
    if (found) {
      byShape.delete(shape)
      byShape.set(shape, found)
    } else {
      const compiled = build(db, ...(standIns(args) as A)).compile()
      found = {
        sql: compiled.sql,
        parameters: compiled.parameters.map((value) => (value instanceof Slot ? { slot: value } : { value })),
      }
      byShape.set(shape, found)
      if (byShape.size > PLANS_PER_QUERY) byShape.delete(byShape.keys().next().value!)
    }
    return found
  }

  return function run(db: Kysely<Database>, ...args: A): Promise<QueryResult<O>> {
    const { sql, parameters } = plan(db, args)
    const values = parameters.map((parameter) =>
      'value' in parameter ? parameter.value : parameter.slot.valueIn(args),
    )
    return db.executeQuery(CompiledQuery.raw(sql, values) as CompiledQuery<O>)
  }
}
