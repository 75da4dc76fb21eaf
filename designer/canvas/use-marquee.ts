import { useCallback, type PointerEvent, type RefObject } from 'react'
import { editorStore } from '../store/editor-store.ts'
import type { CanvasTools } from './canvas-tools.ts'
import { boxBetween, widgetsInBox } from './marquee.ts'
import { zoomStore } from './zoom.ts'

/** A press moving less than this (screen px) is a click, not a marquee. */
const MARQUEE_THRESHOLD = 4

/** Where a press may start a marquee: the canvas, not a widget, its toolbar or the zoom control. */
const startsMarquee = (target: Element) => !target.closest('.dz-frame, .dz-toolbar, .dz-zoom, button, a, input')

/**
 * The marquee (框选): a press on empty canvas dragged over the page draws a box, and the page widgets
 * it touches are selected when the pointer is released (with Shift or Ctrl held, added to the
 * selection). The box is drawn straight into the page's DOM while the pointer moves, so React
 * renders nothing until the selection changes; the click that ends it does not clear the selection.
 */
export function useMarquee(stage: RefObject<HTMLDivElement | null>, tools: CanvasTools) {
  return useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const editor = editorStore.getState()
      const target = event.target instanceof Element ? event.target : null
      const host = stage.current?.parentElement
      if (event.button !== 0 || editor.mode !== 'design' || !target || !startsMarquee(target) || !host) return
      const adding = event.shiftKey || event.ctrlKey || event.metaKey
      const before = adding ? editor.selectedIds : []
      const toPage = (clientX: number, clientY: number) => {
        const rect = host.getBoundingClientRect()
        const scale = zoomStore.getState().scale || 1
        return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale }
      }
      const origin = toPage(event.clientX, event.clientY)
      const startX = event.clientX
      const startY = event.clientY
      let drawn: HTMLDivElement | null = null

      const move = (moveEvent: globalThis.PointerEvent) => {
        if (!drawn) {
          if (Math.hypot(moveEvent.clientX - startX, moveEvent.clientY - startY) < MARQUEE_THRESHOLD) return
          drawn = document.createElement('div')
          drawn.className = 'dz-marquee'
          drawn.setAttribute('aria-hidden', 'true')
          host.append(drawn)
        }
        const box = boxBetween(origin, toPage(moveEvent.clientX, moveEvent.clientY))
        Object.assign(drawn.style, {
          left: `${box.x}px`,
          top: `${box.y}px`,
          width: `${box.width}px`,
          height: `${box.height}px`,
        })
        moveEvent.preventDefault()
      }
      const end = (upEvent: globalThis.PointerEvent) => {
        window.removeEventListener('pointermove', move)
        window.removeEventListener('pointerup', end)
        window.removeEventListener('pointercancel', end)
        if (!drawn) return
        drawn.remove()
        tools.endGesture()
        if (upEvent.type === 'pointercancel') return
        const box = boxBetween(origin, toPage(upEvent.clientX, upEvent.clientY))
        const state = editorStore.getState()
        const touched = widgetsInBox(state.doc.widgets, box)
        state.selectMany([...before.filter((uuid) => !touched.includes(uuid)), ...touched])
      }
      window.addEventListener('pointermove', move)
      window.addEventListener('pointerup', end)
      window.addEventListener('pointercancel', end)
    },
    [stage, tools],
  )
}
