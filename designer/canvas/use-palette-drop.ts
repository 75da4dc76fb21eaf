import { useMemo, type DragEvent } from 'react'
import { toast } from '../../runtime/components/toast/toast.ts'
import { editorStore } from '../store/editor-store.ts'
import type { CanvasTools } from './canvas-tools.ts'
import { finishPaletteDrag, noteRefusal, paletteDrag } from './drag-data.ts'
import { planDrop, previewDrop, type Point } from './drop.ts'
import { toStagePoint, zoomStore } from './zoom.ts'

export interface PaletteDropHandlers {
  onDragOver: (event: DragEvent<HTMLElement>) => void
  onDragLeave: (event: DragEvent<HTMLElement>) => void
  onDrop: (event: DragEvent<HTMLElement>) => void
}

/**
 * Drops of palette entries anywhere on the canvas. The dragged source comes from the palette's
 * drag state (drag-data.ts), never from the event's data; the point is taken on the stage from its
 * box on screen and the zoom, so scrolling and scaling are accounted for. While dragging, the drop
 * indicator (ghost with the name, insertion line, or the refusal 不可放入自由面板 with a
 * not-allowed cursor) follows the pointer, drawn once per animation frame. A drop adds one widget
 * (one undoable step) and selects it.
 */
export function usePaletteDrop(tools: CanvasTools): PaletteDropHandlers {
  return useMemo(() => {
    const stagePoint = (clientX: number, clientY: number): Point | null => {
      const box = tools.stage()?.getBoundingClientRect()
      return box ? toStagePoint({ clientX, clientY }, box, zoomStore.getState().scale) : null
    }

    const stop = () => tools.overlay.clear()

    return {
      onDragOver(event) {
        const dragged = paletteDrag()
        if (!dragged) return
        event.preventDefault()
        const point = stagePoint(event.clientX, event.clientY)
        const drop = point ? previewDrop(editorStore.getState().doc, dragged, point) : null
        noteRefusal(drop?.refused === true)
        // 'none' shows the browser's not-allowed cursor and keeps the drop from happening.
        event.dataTransfer.dropEffect = drop?.refused ? 'none' : 'copy'
        if (drop) tools.overlay.update({ drop })
      },
      onDragLeave(event) {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
        // A refused drop also ends with a dragleave, with the pointer still over the canvas: the
        // refusal stands, and dragend says it. Leaving the canvas takes it back.
        const box = event.currentTarget.getBoundingClientRect()
        const inside =
          event.clientX > box.left && event.clientX < box.right && event.clientY > box.top && event.clientY < box.bottom
        if (!inside) noteRefusal(false)
        stop()
      },
      onDrop(event) {
        const dragged = paletteDrag()
        if (!dragged) return
        event.preventDefault()
        stop()
        finishPaletteDrag()
        const point = stagePoint(event.clientX, event.clientY)
        if (!point) return
        const editor = editorStore.getState()
        const plan = planDrop(editor.doc, dragged.source, point)
        if (plan.kind === 'refused') return toast.warning(plan.message)
        editor.dispatch(plan.command)
        editor.select(plan.widget.uuid)
      },
    }
  }, [tools])
}
