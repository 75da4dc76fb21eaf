import type { Problem } from '../../schemas/api/designer.ts'
import {
  draftProblems,
  memoPageProblems,
  memoSchemaProblems,
  type ProblemContext,
  type SchemaMemo,
} from '../../schemas/draft-problems.ts'
import type { Doc } from '../store/types.ts'

/**
 * A page's problems as the designer checks them. Checking widgets against their schemas is most
 * of the cost (compiling a widget type's schema the first time ~20 ms, then ~1.5 ms a widget), so
 * it happens once per widget object (the store replaces every widget it edits: after an edit only
 * the replaced widgets are checked again), before the check proper, in a worker
 * (schema-check.worker.ts) where the browser has one, else a slice at a time between the
 * browser's own tasks. The editor never holds still for it.
 */

const schemaMemo: SchemaMemo = new WeakMap()

export const pageProblems = (doc: Doc, context: ProblemContext = {}): Problem[] =>
  draftProblems(doc, context, schemaMemo)

export interface SchemaCheckRequest {
  id: number
  /** The page settings, when they are to be checked too. */
  page?: unknown
  widgets: unknown[]
}

export interface SchemaCheckAnswer {
  id: number
  page?: Problem[]
  /** Each widget's schema problems, in the request's order. */
  widgets: Problem[][]
}

/** undefined: not started yet; null: this browser has none, or it failed. */
let worker: Worker | null | undefined
let lastId = 0
const waiting = new Map<number, { resolve: (answer: SchemaCheckAnswer) => void; reject: (error: Error) => void }>()

function schemaWorker(): Worker | null {
  if (worker !== undefined) return worker
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./schema-check.worker.ts', import.meta.url), { type: 'module' })
  } catch {
    worker = null
  }
  worker?.addEventListener('message', (event: MessageEvent<SchemaCheckAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data)
    waiting.delete(event.data.id)
  })
  worker?.addEventListener('error', () => {
    worker = null
    for (const request of waiting.values()) request.reject(new Error('schema worker failed'))
    waiting.clear()
  })
  return worker
}

function checkInWorker(request: Omit<SchemaCheckRequest, 'id'>): Promise<SchemaCheckAnswer> | null {
  const target = schemaWorker()
  if (!target) return null
  const id = ++lastId
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    target.postMessage({ ...request, id } satisfies SchemaCheckRequest)
  })
}

/** Longest stretch of checking on the editor's thread before the browser gets a turn (paint, input). */
const SLICE_MS = 30

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function checkSliced(doc: Doc, widgets: unknown[], cancelled: () => boolean): Promise<void> {
  memoPageProblems(doc.page, schemaMemo)
  let sliceStart = performance.now()
  for (const widget of widgets) {
    memoSchemaProblems(widget, schemaMemo)
    if (performance.now() - sliceStart < SLICE_MS) continue
    await nextTask()
    if (cancelled()) return
    sliceStart = performance.now()
  }
}

/**
 * Checks the page settings and widgets of `doc` not checked before against their schemas, so that
 * `pageProblems` then finds every one of them checked. Stops early when `cancelled` says so.
 */
export async function prepareProblems(doc: Doc, cancelled: () => boolean): Promise<void> {
  const page = schemaMemo.has(doc.page) ? undefined : doc.page
  const widgets = doc.widgets.filter((widget) => !schemaMemo.has(widget))
  if (page === undefined && widgets.length === 0) return
  const answer = await checkInWorker({ page, widgets })?.catch(() => null)
  if (!answer) return checkSliced(doc, widgets, cancelled)
  if (page !== undefined && answer.page) schemaMemo.set(doc.page, answer.page)
  widgets.forEach((widget, index) => {
    schemaMemo.set(widget, answer.widgets[index] ?? [])
  })
}
