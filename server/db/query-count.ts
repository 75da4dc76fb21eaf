import { AsyncLocalStorage } from 'node:async_hooks'
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type QueryId,
  type RootOperationNode,
} from 'kysely'

/**
 * Counts the SQL statements a piece of work runs (a request served by a test app), so tests can
 * hold each route to a budget: one batched read per kind of data, never a query per row.
 * Statements are attributed through AsyncLocalStorage, so timers and other requests running
 * meanwhile (the content-version poll) are not counted.
 */

interface Tally {
  statements: string[]
}

const tallies = new AsyncLocalStorage<Tally>()
/** What each compiled query is, kept until its result arrives (a statement that fails is not counted). */
const labels = new WeakMap<QueryId, string>()
/**
 * A query compiled once and run as SQL text (db/prepared.ts) reaches plugins only with its
 * result, so it is counted under this label.
 */
export const PRECOMPILED = 'precompiled'

function tableOf(node: OperationNode | undefined): string {
  if (node === undefined) return '?'
  if (TableNode.is(node)) return node.table.identifier.name
  if (AliasNode.is(node)) return tableOf(node.node)
  // A select from a subquery reads the subquery's table.
  if (SelectQueryNode.is(node)) return tableOf(node.from?.froms[0])
  return '?'
}

/** 'select goods', 'update skus', 'raw' …: the statement's verb and its first table. */
export function statementLabel(node: RootOperationNode): string {
  if (SelectQueryNode.is(node)) return `select ${tableOf(node.from?.froms[0])}`
  if (InsertQueryNode.is(node)) return `insert ${tableOf(node.into)}`
  if (UpdateQueryNode.is(node)) return `update ${tableOf(node.table)}`
  if (DeleteQueryNode.is(node)) return `delete ${tableOf(node.from.froms[0])}`
  return node.kind === 'RawNode' ? 'raw' : node.kind
}

/** The plugin a test database carries; it does nothing outside `countStatements`. */
export const statementCounter: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    if (tallies.getStore()) labels.set(queryId, statementLabel(node))
    return node
  },
  async transformResult({ result, queryId }) {
    tallies.getStore()?.statements.push(labels.get(queryId) ?? PRECOMPILED)
    return result
  },
}

/** Runs `work` and answers the statements it ran, in order, labelled by `statementLabel`. */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const tally: Tally = { statements: [] }
  // Awaited inside the run: app.inject answers a thenable that starts the request when awaited.
  const result = await tallies.run(tally, async () => await work())
  return { result, statements: tally.statements }
}
