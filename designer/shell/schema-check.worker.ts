/// <reference lib="webworker" />
import { pageSchemaProblems, widgetSchemaProblems } from '../../schemas/problems/schema.ts'
import type { SchemaCheckAnswer, SchemaCheckRequest } from './page-problems.ts'

/**
 * Checks widgets (and page settings) against their schemas off the editor's thread: compiling the schemas of a big
 * page's widget types and checking a few hundred widgets takes the better part of a second, which
 * the canvas, inspector and keyboard never wait for.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope
scope.addEventListener('message', (event: MessageEvent<SchemaCheckRequest>) => {
  const { id, page, widgets } = event.data
  const answer: SchemaCheckAnswer = {
    id,
    page: page === undefined ? undefined : pageSchemaProblems(page),
    widgets: widgets.map((widget) => widgetSchemaProblems(widget)),
  }
  scope.postMessage(answer)
})
