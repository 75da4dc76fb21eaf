import type { DraftWidget, Geometry } from '../store/types.ts'

/** The box between two page points, whichever way the pointer went. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): Geometry {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) }
}

const intersects = (a: Geometry, b: Geometry) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The page widgets a marquee touches (as in Figma, touching is enough), in page order. A free
 * panel's children are selected on their own with Shift/Ctrl+click.
 */
export function widgetsInBox(widgets: readonly DraftWidget[], box: Geometry): string[] {
  return widgets
    .filter((widget) => intersects(box, { x: widget.x, y: widget.y, width: widget.width, height: widget.height }))
    .map((widget) => widget.uuid)
}
