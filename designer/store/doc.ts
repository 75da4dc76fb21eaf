import type { DraftConfig } from '../../schemas/api/designer.ts'
import type { Doc, DraftWidget } from './types.ts'

/**
 * A server draft as the editor's document. The server checks only the outline of a draft (a
 * draft may break its widgets' schemas while being edited; the problems panel lists why), so the
 * widgets are taken as draft widgets as they are.
 */
export function asDoc(config: DraftConfig): Doc {
  const doc: Doc = { page: config.page, widgets: config.widgets as DraftWidget[] }
  // A header or footer template: its config is edited as the document's frame.
  return config.frame ? { ...doc, frame: config.frame } : doc
}
