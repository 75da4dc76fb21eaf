import { pageDefaults } from '../../schemas/page.ts'
import { createWidget, type WidgetType } from '../../schemas/widgets/index.ts'
import { createEditorStore } from './editor-store.ts'
import type { Doc, DraftWidget } from './types.ts'

/** Documents and stores for the store's tests. */

export const widget = (type: WidgetType, overrides: Record<string, unknown> = {}): DraftWidget =>
  ({ ...(createWidget(type) as unknown as DraftWidget), ...overrides }) as DraftWidget

/** A page with a carousel, a text, a search and a free panel holding a text and an image wall. */
export function sampleDoc(): Doc {
  const panel = widget('W0006', { uuid: 'panel', x: 100, y: 400, width: 600, height: 300 })
  panel.childWidgets = [
    widget('W0011', { uuid: 'child-text', x: 10, y: 10, leaf: true }),
    widget('W0004', { uuid: 'child-logos', x: 100, y: 50, leaf: true }),
  ]
  return {
    page: pageDefaults(),
    widgets: [
      widget('W0001', { uuid: 'carousel', x: 0, y: 0, width: 1190, height: 300 }),
      widget('W0011', { uuid: 'text', x: 20, y: 320 }),
      widget('W0008', { uuid: 'search', x: 400, y: 320 }),
      panel,
    ],
  }
}

/** A fresh store loaded with `doc`. */
export function loadedStore(doc: Doc = sampleDoc(), templateId = 7) {
  const store = createEditorStore()
  store.getState().load(templateId, doc, 1)
  return store
}

export const json = (doc: Doc) => JSON.stringify(doc)
