import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { draftProblems } from '../../schemas/draft-problems.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { pageSchemaProblems, widgetSchemaProblems } from '../../schemas/problems/schema.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { pageProblems, prepareProblems, type SchemaCheckAnswer, type SchemaCheckRequest } from './page-problems.ts'

/** A worker as the browser runs schema-check.worker.ts: answers each request in a later task. */
const requests: SchemaCheckRequest[] = []
class FakeWorker {
  private listeners = new Map<string, ((event: { data: SchemaCheckAnswer }) => void)[]>()
  addEventListener(type: string, listener: (event: { data: SchemaCheckAnswer }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  postMessage(request: SchemaCheckRequest) {
    requests.push(request)
    const data: SchemaCheckAnswer = {
      id: request.id,
      page: request.page === undefined ? undefined : pageSchemaProblems(request.page),
      widgets: request.widgets.map((widget) => widgetSchemaProblems(widget)),
    }
    setTimeout(() => {
      for (const listener of this.listeners.get('message') ?? []) listener({ data })
    }, 20)
  }
}

beforeAll(() => vi.stubGlobal('Worker', FakeWorker))
afterAll(() => vi.unstubAllGlobals())

const text = (uuid: string, y: number, width = 300) =>
  ({ ...createWidget('W0011'), uuid, y, height: 40, width }) as unknown as DraftWidget

describe('page problems with a worker', () => {
  it('asks the worker once per widget object, however often the check restarts', async () => {
    const doc: Doc = { page: pageDefaults(), widgets: [text('a', 0), text('b', 100, 2000), text('c', 200)] }
    // The check restarts (a clip report) while the first request is out: the second waits for it.
    let cancelledFirst = false
    const first = prepareProblems(doc, () => cancelledFirst)
    cancelledFirst = true
    await Promise.all([first, prepareProblems(doc, () => false)])
    expect(requests).toHaveLength(1)
    expect(requests[0]!.widgets).toHaveLength(3)
    expect(requests[0]!.page).toEqual(doc.page)
    expect(pageProblems(doc)).toEqual(draftProblems(doc))

    // An edit replaces one widget: only that one is asked about.
    const edited: Doc = { ...doc, widgets: [doc.widgets[0]!, { ...doc.widgets[1]!, width: 500 }, doc.widgets[2]!] }
    await prepareProblems(edited, () => false)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.widgets).toEqual([edited.widgets[1]])
    expect(requests[1]!.page).toBeUndefined()
    expect(pageProblems(edited)).toEqual([])
  })
})
