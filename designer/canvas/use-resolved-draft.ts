import { useEffect } from 'react'
import type { DraftConfig } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'
import { editorStore } from '../store/editor-store.ts'
import type { DraftWidget } from '../store/types.ts'
import { clearResolved, rebaseResolved, resolvedStore, takeResolved, widgetsByUuid } from './resolved-data.ts'
import { planResolution } from './resolve-plan.ts'

/** Edits come in bursts (typing, nudging); the server resolves the draft once they pause. */
export const RESOLVE_DELAY_MS = 500

/** Widgets whose resolution is drawn per task: a page's first answer redraws its widgets in short tasks. */
const TAKEN_PER_TURN = 12

/**
 * Takes an answer a few widgets at a time, top of the page first, each in a task of its own, then
 * `done`; it stops when the answer is no longer `wanted` (another page opened, the canvas closed).
 */
function takeInTurns(
  basis: ReadonlyMap<string, DraftWidget>,
  widgets: Array<Record<string, unknown>>,
  wanted: () => boolean,
  done: () => void,
) {
  const turn = (from: number) => {
    if (!wanted()) return
    takeResolved(basis, widgets.slice(from, from + TAKEN_PER_TURN))
    if (from + TAKEN_PER_TURN < widgets.length) setTimeout(() => turn(from + TAKEN_PER_TURN), 0)
    else done()
  }
  turn(0)
}

/**
 * Keeps the canvas's live data current. As the editor opens, the server resolves the draft it
 * holds (nothing is uploaded); ~500 ms after each pause in editing, only the widgets whose
 * settings changed are sent (resolve-plan.ts), and the others keep their data. An answer is
 * taken for the widgets no newer request has asked about; a failed request leaves the last data
 * on the canvas and its widgets are asked about again after the next edit.
 */
export function useResolvedDraft(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let sequence = 0
    /** + 1 when another page opens and when the canvas closes: answers for before are dropped. */
    let generation = 0
    /** The widget object last sent to be resolved (or opened with), by uuid. */
    const sent = new Map<string, DraftWidget>()
    /** The request that last asked about each uuid. */
    const askedBy = new Map<string, number>()

    /** Sends `widgets` (uuid → the editor's object); `request` the call that resolves them. */
    const ask = (
      basis: ReadonlyMap<string, DraftWidget>,
      call: () => Promise<{ widgets: Array<Record<string, unknown>> }>,
    ) => {
      const request = ++sequence
      const opened = generation
      for (const uuid of basis.keys()) askedBy.set(uuid, request)
      call().then(
        (answer) => {
          const current = new Map([...basis].filter(([uuid]) => askedBy.get(uuid) === request))
          takeInTurns(current, answer.widgets, () => generation === opened, settle)
        },
        () => {
          for (const uuid of basis.keys()) if (askedBy.get(uuid) === request) sent.delete(uuid)
        },
      )
    }

    const open = () => {
      generation++
      const { templateId, doc } = editorStore.getState()
      sent.clear()
      clearResolved()
      if (templateId === null) return
      const widgets = widgetsByUuid(doc.widgets)
      for (const [uuid, widget] of widgets) sent.set(uuid, widget)
      ask(widgets, () => designerApi.resolveStored(templateId))
    }

    /** Moves unchanged data onto edited widgets and sends what needs resolving. */
    function settle() {
      const { templateId, doc } = editorStore.getState()
      if (templateId === null) return
      const widgets = widgetsByUuid(doc.widgets)
      const plan = planResolution(widgets, sent, resolvedStore.getState().entries)
      rebaseResolved(plan.rebase, new Set(widgets.keys()))
      if (plan.send.length === 0) return
      const basis = new Map(plan.send.map((widget) => [widget.uuid, widgets.get(widget.uuid) as DraftWidget]))
      const config = { page: doc.page, widgets: plan.send } as unknown as DraftConfig
      ask(basis, () => designerApi.resolve(templateId, config))
    }

    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (state.templateId !== previous.templateId) {
        clearTimeout(timer)
        open()
      } else if (state.doc !== previous.doc) {
        clearTimeout(timer)
        timer = setTimeout(settle, RESOLVE_DELAY_MS)
      }
    })
    open()
    return () => {
      clearTimeout(timer)
      sequence++
      generation++
      askedBy.clear()
      unsubscribe()
    }
  }, [])
}
