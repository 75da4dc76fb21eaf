import { PAGE_WIDTH } from '../../schemas/style.ts'
import { findWidget, isPanel } from './tree.ts'
import type { Doc, DraftWidget, Geometry } from './types.ts'

/**
 * Spec 5 "Designer limits" for positions and sizes: width 0..page width, x inside the page,
 * heights ≥ 0; a proportional widget (images) keeps its aspect ratio while resized. Inside a free
 * panel the panel is the container. Whole pixels only: react-rnd reports fractions.
 */

export interface Bounds {
  width: number
  /** null: the page grows downwards without limit. */
  height: number | null
}

export const PAGE_BOUNDS: Bounds = { width: PAGE_WIDTH, height: null }

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max))
/** Draft fields may hold anything for a while (the problems panel says so); geometry reads numbers. */
export const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0)

/** The container of widgets placed at `parentId`: the page, or a free panel's own box. */
export function boundsOf(doc: Doc, parentId: string | null): Bounds {
  if (parentId === null) return PAGE_BOUNDS
  const panel = findWidget(doc, parentId)?.widget
  return panel && isPanel(panel)
    ? { width: Math.max(0, whole(panel.width)), height: Math.max(0, whole(panel.height)) }
    : PAGE_BOUNDS
}

export function clampPosition(
  position: { x: number; y: number },
  size: { width: number; height: number },
  bounds: Bounds = PAGE_BOUNDS,
) {
  return {
    x: clamp(whole(position.x), 0, bounds.width - whole(size.width)),
    y:
      bounds.height === null
        ? Math.max(0, whole(position.y))
        : clamp(whole(position.y), 0, bounds.height - whole(size.height)),
  }
}

export function clampGeometry(geometry: Geometry, bounds: Bounds = PAGE_BOUNDS): Geometry {
  const width = clamp(whole(geometry.width), 0, bounds.width)
  const height =
    bounds.height === null ? Math.max(0, whole(geometry.height)) : clamp(whole(geometry.height), 0, bounds.height)
  return { ...clampPosition(geometry, { width, height }, bounds), width, height }
}

export const geometryOf = (widget: DraftWidget): Geometry => ({
  x: widget.x,
  y: widget.y,
  width: widget.width,
  height: widget.height,
})

/**
 * The box a resize from `from` towards `to` ends with. A proportional widget follows the side
 * that moved more (relative to its size) and derives the other from the aspect ratio; the size is
 * then shrunk, ratio kept, until it fits the container. The result is always clamped.
 */
export function resizeWithin(
  widget: DraftWidget,
  from: Geometry,
  to: Geometry,
  bounds: Bounds = PAGE_BOUNDS,
): Geometry {
  if (widget.proportion !== true || from.width <= 0 || from.height <= 0) return clampGeometry(to, bounds)
  const ratio = from.width / from.height
  const widthChange = Math.abs(to.width - from.width) / from.width
  const heightChange = Math.abs(to.height - from.height) / from.height
  let width = widthChange >= heightChange ? Math.max(0, to.width) : Math.max(0, to.height) * ratio
  const maxWidth = Math.min(bounds.width, bounds.height === null ? Infinity : bounds.height * ratio)
  width = Math.min(width, maxWidth)
  const height = width / ratio
  // The edge that was dragged stays where the pointer left it; the opposite edge is anchored.
  const x = to.x !== from.x ? from.x + from.width - width : to.x
  const y = to.y !== from.y ? from.y + from.height - height : to.y
  return clampGeometry({ x, y, width, height }, bounds)
}

/** A free panel's children snap to its grid (10 px by default). */
export function snapToGrid(value: number, grid: number): number {
  const step = Number.isFinite(grid) && grid > 0 ? grid : 10
  return Math.round(value / step) * step
}

/** The move that an arrow key asks for, kept inside the container; null when nothing moves. */
export function nudged(widget: DraftWidget, dx: number, dy: number, bounds: Bounds): { x: number; y: number } | null {
  const to = clampPosition({ x: whole(widget.x) + dx, y: whole(widget.y) + dy }, widget, bounds)
  return to.x === widget.x && to.y === widget.y ? null : to
}
