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

/** Objects a worker request is checking now, with the request: a later check waits for it rather than asking again. */
const inWorker = new WeakMap<object, Promise<unknown>>()

/** Asks the worker about the page settings (when not checked) and `widgets`; false when there is no worker. */
function askWorker(doc: Doc, widgets: object[]): boolean {
  const page = schemaMemo.has(doc.page) || inWorker.has(doc.page) ? undefined : doc.page
  const request = checkInWorker({ page, widgets })
  if (!request) return false
  /** Takes the answer in (none when the worker failed) and lets later checks ask again. */
  const settle = (answer: SchemaCheckAnswer | null) => {
    if (page !== undefined) {
      inWorker.delete(page)
      if (answer?.page) schemaMemo.set(page, answer.page)
    }
    widgets.forEach((widget, index) => {
      inWorker.delete(widget)
      if (answer) schemaMemo.set(widget, answer.widgets[index] ?? [])
    })
  }
  const done = request.then(settle, () => settle(null))
  if (page !== undefined) inWorker.set(page, done)
  for (const widget of widgets) inWorker.set(widget, done)
  return true
}

/**
 * Checks the page settings and widgets of `doc` not checked before against their schemas, so that
 * `pageProblems` then finds every one of them checked. A widget a check still running asked the
 * worker about is waited for, not asked about again (the canvas's clip reports restart the check
 * many times while a big page opens). Where the worker is missing or failed, what is left is
 * checked here a slice at a time. Stops early when `cancelled` says so.
 */
export async function prepareProblems(doc: Doc, cancelled: () => boolean): Promise<void> {
  const unchecked = [doc.page, ...doc.widgets].filter((value) => !schemaMemo.has(value))
  if (unchecked.length === 0) return
  const fresh = doc.widgets.filter((widget) => !schemaMemo.has(widget) && !inWorker.has(widget))
  const asked =
    fresh.length === 0 && (schemaMemo.has(doc.page) || inWorker.has(doc.page)) ? true : askWorker(doc, fresh)
  if (asked) await Promise.all(new Set(unchecked.map((value) => inWorker.get(value))))
  if (cancelled()) return
  const left = doc.widgets.filter((widget) => !schemaMemo.has(widget))
  if (left.length > 0 || !schemaMemo.has(doc.page)) await checkSliced(doc, left, cancelled)
}
