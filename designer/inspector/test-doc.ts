import { pageDefaults } from '../../schemas/page.ts'
import { createWidget, type WidgetByType, type WidgetType } from '../../schemas/widgets/index.ts'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'

/** Test helpers: load the real editor store with a document, read widgets back from it. */

let templateId = 1000

export function loadWidgets(widgets: DraftWidget[], selected: string | null = null): void {
  localStorage.clear()
  editorStore.getState().load(templateId++, { page: pageDefaults(), widgets }, 1)
  editorStore.getState().select(selected)
}

export function newDraft<T extends WidgetType>(type: T, overrides: Partial<WidgetByType[T]> = {}): DraftWidget {
  return createWidget(type, overrides) as unknown as DraftWidget
}

/** Loads one new widget of `type`, selected. */
export function selectNew<T extends WidgetType>(type: T, overrides: Partial<WidgetByType[T]> = {}): DraftWidget {
  const widget = newDraft(type, overrides)
  loadWidgets([widget], widget.uuid)
  return widget
}

export function current(uuid: string): DraftWidget {
  const found = findWidget(editorStore.getState().doc, uuid)
  if (!found) throw new Error(`no widget ${uuid}`)
  return found.widget
}

export const historyLength = () => editorStore.getState().past.length
