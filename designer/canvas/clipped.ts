import { create } from 'zustand'
import type { ClipReport } from '../../schemas/problems/types.ts'
import { editorStore } from '../store/editor-store.ts'

/**
 * Content that does not fit its widget on the design canvas (contract 3 of issue 27): a report
 * per widget uuid, kept current by the frames' measurements (clip-watch.ts). The problems panel
 * turns each into a warning, with 适应内容高度 where the report knows the height that fits. A
 * widget that fits has no entry. Reports stay while the canvas is hidden (the preview) and are
 * dropped when another page loads.
 */
export const useClipped = create<Record<string, ClipReport>>()(() => ({}))

export const clippedStore = useClipped

const same = (a: ClipReport | undefined, b: ClipReport | null) =>
  a === undefined ? b === null : b !== null && a.kind === b.kind && a.fitHeight === b.fitHeight

/** Records what the canvas measured for a widget: its report, or null when its content fits. */
export function reportClip(uuid: string, report: ClipReport | null): void {
  const reports = clippedStore.getState()
  if (same(reports[uuid], report)) return
  const { [uuid]: _gone, ...rest } = reports
  clippedStore.setState(report ? { ...rest, [uuid]: report } : rest, true)
}

// Another page: its canvas measures its own widgets.
editorStore.subscribe((state, previous) => {
  if (state.templateId !== previous.templateId && Object.keys(clippedStore.getState()).length > 0)
    clippedStore.setState({}, true)
})
