/**
 * The visible part of the canvas: how far to scroll so a widget shows (both axes), and where the
 * visible part of the page starts, which the palette's insert uses when nothing is selected. The
 * mounted canvas registers itself; boxes are screen pixels.
 */

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Room kept between a widget scrolled into view and the edge of the canvas. */
const MARGIN = 24

function axis(start: number, end: number, viewStart: number, viewEnd: number, margin: number): number {
  if (start >= viewStart + margin && end <= viewEnd - margin) return 0
  // Larger than the view, or above/left of it: its start comes into view first.
  if (start < viewStart + margin || end - start > viewEnd - viewStart - 2 * margin) return start - viewStart - margin
  return end - viewEnd + margin
}

/** The smallest scroll (dx, dy) that brings `target` inside `view`, its top-left first when it is larger. */
export function scrollDelta(target: Box, view: Box, margin = MARGIN): { dx: number; dy: number } {
  return {
    dx: Math.round(axis(target.left, target.right, view.left, view.right, margin)),
    dy: Math.round(axis(target.top, target.bottom, view.top, view.bottom, margin)),
  }
}

let visibleTop: (() => number | null) | null = null

/** The canvas says where its visible part starts, in page pixels; returns the unregistering function. */
export function registerVisibleTop(read: () => number | null): () => void {
  visibleTop = read
  return () => {
    if (visibleTop === read) visibleTop = null
  }
}

/** The page y at the top of the visible canvas (0 when the page's top shows), or null without a canvas. */
export function visibleStageTop(): number | null {
  return visibleTop ? visibleTop() : null
}
