import { useMemo, type DragEvent } from 'react'
import { toast } from '../../runtime/components/toast/toast.ts'
import { editorStore } from '../store/editor-store.ts'
import type { CanvasTools } from './canvas-tools.ts'
import { droppedWidgetType, isWidgetDrag, peekWidgetType } from './drag-data.ts'
import { planDrop, previewDrop, type Point } from './drop.ts'

export interface PaletteDropHandlers {
  onDragOver: (event: DragEvent<HTMLElement>) => void
  onDragLeave: (event: DragEvent<HTMLElement>) => void
  onDrop: (event: DragEvent<HTMLElement>) => void
}

const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (run) => requestAnimationFrame(run) : (run) => setTimeout(run, 16)

/**
 * Drops of palette entries anywhere on the canvas. The point is taken on the stage from its box on
 * screen, so scrolling is accounted for; while dragging, the drop indicator follows the pointer at
 * most once per animation frame. A drop adds one widget (one undoable step) and selects it; a
 * free panel that does not take the type refuses with a warning.
 */
export function usePaletteDrop(tools: CanvasTools): PaletteDropHandlers {
  return useMemo(() => {
    let latest: { clientX: number; clientY: number; dataTransfer: DataTransfer } | null = null
    let scheduled = false

    const stagePoint = (clientX: number, clientY: number): Point | null => {
      const box = tools.stage()?.getBoundingClientRect()
      return box ? { x: Math.round(clientX - box.left), y: Math.round(clientY - box.top) } : null
    }

    const showIndicator = () => {
      scheduled = false
      if (!latest) return
      const point = stagePoint(latest.clientX, latest.clientY)
      if (point)
        tools.overlay.update({
          drop: previewDrop(editorStore.getState().doc, peekWidgetType(latest.dataTransfer), point),
        })
    }

    const stop = () => {
      latest = null
      tools.overlay.clear()
    }

    return {
      onDragOver(event) {
        if (!isWidgetDrag(event.dataTransfer)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        latest = { clientX: event.clientX, clientY: event.clientY, dataTransfer: event.dataTransfer }
        if (scheduled) return
        scheduled = true
        nextFrame(showIndicator)
      },
      onDragLeave(event) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) stop()
      },
      onDrop(event) {
        if (!isWidgetDrag(event.dataTransfer)) return
        event.preventDefault()
        stop()
        const type = droppedWidgetType(event.dataTransfer)
        const point = stagePoint(event.clientX, event.clientY)
        if (!type || !point) return
        const editor = editorStore.getState()
        const plan = planDrop(editor.doc, type, point)
        if (plan.kind === 'refused') return toast.warning(plan.message)
        editor.dispatch(plan.command)
        editor.select(plan.widget.uuid)
      },
    }
  }, [tools])
}
