import { useLayoutEffect, useState, type RefObject } from 'react'
import type { Box } from './viewport.ts'
import { useZoom, zoomStore } from './zoom.ts'

/**
 * Where the selected widget's edit toolbar goes, so it stays inside the visible canvas and never
 * lies over another widget: beside the page (right of it, else left of it), at the widget's
 * height, where nothing of the page is under it; when neither side of the page shows (zoomed in
 * on a narrow window), inside the widget's own top-right corner, lying flat along its top edge
 * when the widget shows too little height for it to stand.
 */

export type ToolbarSide = 'right' | 'left' | 'inside'
export type ToolbarOrientation = 'vertical' | 'horizontal'

export interface ToolbarPlacement {
  /** The toolbar's top-left corner on screen. */
  x: number
  y: number
  side: ToolbarSide
  orientation: ToolbarOrientation
}

const GAP = 8
const EDGE = 4

/**
 * `frame`, `page` (the stage) and `view` (the canvas's visible area) are screen boxes; `size` is
 * the standing toolbar's size on screen (lying flat, width and height swap).
 */
export function placeToolbar(
  frame: Box,
  page: Box,
  view: Box,
  size: { width: number; height: number },
): ToolbarPlacement {
  const standingY = Math.min(Math.max(frame.top, view.top + EDGE), view.bottom - size.height - EDGE)
  const right = page.right + GAP
  if (right + size.width <= view.right - EDGE) return { x: right, y: standingY, side: 'right', orientation: 'vertical' }
  const left = page.left - GAP - size.width
  if (left >= view.left + EDGE) return { x: left, y: standingY, side: 'left', orientation: 'vertical' }

  const shown = {
    left: Math.max(frame.left, view.left),
    top: Math.max(frame.top, view.top),
    right: Math.min(frame.right, view.right),
    bottom: Math.min(frame.bottom, view.bottom),
  }
  const standing = shown.bottom - shown.top >= size.height + 2 * EDGE
  const width = standing ? size.width : size.height
  const x = Math.max(view.left + EDGE, shown.right - EDGE - width)
  const y = Math.min(
    Math.max(shown.top + EDGE, view.top + EDGE),
    view.bottom - (standing ? size.height : size.width) - EDGE,
  )
  return { x, y, side: 'inside', orientation: standing ? 'vertical' : 'horizontal' }
}

/**
 * Places the toolbar element (inside its frame, drawn at the zoom's scale but kept at its own size)
 * after every render, when the canvas scrolls or resizes and when the zoom changes. Returns the
 * side and orientation, which the toolbar's markup and keys follow.
 */
export function useToolbarPlacement(
  bar: RefObject<HTMLElement | null>,
  stage: () => HTMLElement | null,
): { side: ToolbarSide; orientation: ToolbarOrientation } {
  const [placed, setPlaced] = useState<{ side: ToolbarSide; orientation: ToolbarOrientation }>({
    side: 'right',
    orientation: 'vertical',
  })
  // A zoom re-renders the toolbar, and the effect below places it on the new layout.
  useZoom((state) => state.scale)

  useLayoutEffect(() => {
    const place = () => {
      const element = bar.current
      const frame = element?.parentElement
      const view = element?.closest<HTMLElement>('.dz-canvas')
      const page = stage()
      if (!element || !frame || !view || !page) return
      const frameBox = frame.getBoundingClientRect()
      const viewBox = view.getBoundingClientRect()
      const visible = {
        left: viewBox.left,
        top: viewBox.top,
        right: viewBox.left + view.clientWidth,
        bottom: viewBox.top + view.clientHeight,
      }
      // Laid out flat its width is its height standing up.
      const flat = element.getAttribute('aria-orientation') === 'horizontal'
      const size = flat
        ? { width: element.offsetHeight, height: element.offsetWidth }
        : { width: element.offsetWidth, height: element.offsetHeight }
      // jsdom and hidden canvases lay nothing out: the stylesheet's place stays.
      if (size.width === 0 || viewBox.width === 0) return
      const at = placeToolbar(frameBox, page.getBoundingClientRect(), visible, size)
      const current = zoomStore.getState().scale
      element.style.left = `${(at.x - frameBox.left) / current}px`
      element.style.top = `${(at.y - frameBox.top) / current}px`
      setPlaced((old) => (old.side === at.side && old.orientation === at.orientation ? old : at))
    }
    place()
    const view = bar.current?.closest<HTMLElement>('.dz-canvas')
    let scheduled = false
    const onScroll = () => {
      if (scheduled) return
      scheduled = true
      requestAnimationFrame(() => {
        scheduled = false
        place()
      })
    }
    view?.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      view?.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  })

  return placed
}
