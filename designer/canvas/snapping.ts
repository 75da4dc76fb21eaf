/**
 * Snapping maths for moving and resizing widgets on the canvas (spec 9: tolerance 10 px). Pure
 * functions over rectangles in stage pixels: the canvas measures the targets once when a gesture
 * starts and asks these functions on every pointer move.
 */

/** Spec 9 "snap tolerance 10 px": an edge within this distance of a target line snaps to it. */
export const SNAP_TOLERANCE = 10

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/**
 * A line something can snap to: `position` across the axis (an x for vertical lines, a y for
 * horizontal ones) and the span of its source along the line, so a guide can be drawn from the
 * source to the widget being moved.
 */
export interface SnapLine {
  position: number
  start: number
  end: number
}

export interface SnapTargets {
  /** Vertical lines (x positions): page edges and centre, other widgets' left, centre and right. */
  vertical: SnapLine[]
  /** Horizontal lines (y positions): other widgets' top, middle and bottom. */
  horizontal: SnapLine[]
}

/** A guide to draw: a vertical line at x = position, or a horizontal one at y = position, from start to end. */
export interface Guide {
  orientation: 'vertical' | 'horizontal'
  position: number
  start: number
  end: number
}

export interface Snapped<T> {
  value: T
  guides: Guide[]
}

/** Which edges a resize handle moves (react-rnd's direction names map onto these). */
export interface MovingEdges {
  left: boolean
  right: boolean
  top: boolean
  bottom: boolean
}

/**
 * The lines of the page (left edge, centre, right edge over the stage's height) and of every
 * other widget (edges and centres on both axes).
 */
export function snapTargets(others: readonly Rect[], page: { width: number; height: number }): SnapTargets {
  const pageSpan = { start: 0, end: page.height }
  const vertical: SnapLine[] = [0, page.width / 2, page.width].map((position) => ({ position, ...pageSpan }))
  const horizontal: SnapLine[] = []
  for (const rect of others) {
    const ySpan = { start: rect.y, end: rect.y + rect.height }
    const xSpan = { start: rect.x, end: rect.x + rect.width }
    for (const position of [rect.x, rect.x + rect.width / 2, rect.x + rect.width]) vertical.push({ position, ...ySpan })
    for (const position of [rect.y, rect.y + rect.height / 2, rect.y + rect.height])
      horizontal.push({ position, ...xSpan })
  }
  return { vertical, horizontal }
}

interface AxisMatch {
  /** How far the rectangle moves to snap (0 when nothing is in reach). */
  offset: number
  /** The target lines the snapped edges now lie on. */
  lines: SnapLine[]
}

/**
 * The closest target within tolerance of any of `edges`; then every target that one of the
 * shifted edges lies on, so two guides show when an edge and the centre both line up.
 */
function matchAxis(edges: readonly number[], lines: readonly SnapLine[], tolerance: number): AxisMatch {
  let best: number | null = null
  for (const line of lines) {
    for (const edge of edges) {
      const offset = line.position - edge
      if (Math.abs(offset) <= tolerance && (best === null || Math.abs(offset) < Math.abs(best))) best = offset
    }
  }
  if (best === null) return { offset: 0, lines: [] }
  const offset = best
  const shifted = edges.map((edge) => edge + offset)
  return { offset, lines: lines.filter((line) => shifted.some((edge) => Math.abs(edge - line.position) < 0.5)) }
}

function guidesFor(
  orientation: Guide['orientation'],
  lines: readonly SnapLine[],
  span: { start: number; end: number },
): Guide[] {
  const seen = new Map<number, Guide>()
  for (const line of lines) {
    const guide = seen.get(line.position)
    const start = Math.min(line.start, span.start, guide?.start ?? Infinity)
    const end = Math.max(line.end, span.end, guide?.end ?? -Infinity)
    seen.set(line.position, { orientation, position: line.position, start, end })
  }
  return [...seen.values()]
}

/** Where a dragged rectangle lands: its left, centre or right and its top, middle or bottom snapped to the nearest target. */
export function snapMove(
  rect: Rect,
  targets: SnapTargets,
  tolerance = SNAP_TOLERANCE,
): Snapped<{ x: number; y: number }> {
  const xs = matchAxis([rect.x, rect.x + rect.width / 2, rect.x + rect.width], targets.vertical, tolerance)
  const ys = matchAxis([rect.y, rect.y + rect.height / 2, rect.y + rect.height], targets.horizontal, tolerance)
  const x = rect.x + xs.offset
  const y = rect.y + ys.offset
  return {
    value: { x, y },
    guides: [
      ...guidesFor('vertical', xs.lines, { start: y, end: y + rect.height }),
      ...guidesFor('horizontal', ys.lines, { start: x, end: x + rect.width }),
    ],
  }
}

/**
 * A rectangle being resized: only the edges the handle moves snap. With `ratio` (width / height)
 * the aspect ratio wins: the horizontal edge snaps when one moves (else the vertical one) and the
 * other side follows, anchored at the opposite edges.
 */
export function snapResize(
  rect: Rect,
  edges: MovingEdges,
  targets: SnapTargets,
  options: { tolerance?: number; ratio?: number } = {},
): Snapped<Rect> {
  const tolerance = options.tolerance ?? SNAP_TOLERANCE
  const right = rect.x + rect.width
  const bottom = rect.y + rect.height
  const xEdge = edges.left ? rect.x : edges.right ? right : null
  const yEdge = edges.top ? rect.y : edges.bottom ? bottom : null
  const ratio = options.ratio && options.ratio > 0 ? options.ratio : null
  const snapX = xEdge !== null
  const snapY = yEdge !== null && !(ratio && snapX)
  const xs = snapX ? matchAxis([xEdge], targets.vertical, tolerance) : { offset: 0, lines: [] }
  const ys = snapY ? matchAxis([yEdge], targets.horizontal, tolerance) : { offset: 0, lines: [] }

  let { x, y, width, height } = rect
  if (edges.left) {
    x = rect.x + xs.offset
    width = right - x
  } else if (edges.right) width = rect.width + xs.offset
  if (edges.top && snapY) {
    y = rect.y + ys.offset
    height = bottom - y
  } else if (edges.bottom && snapY) height = rect.height + ys.offset

  if (ratio) {
    if (snapX) height = width / ratio
    else if (snapY) width = height * ratio
    if (edges.top) y = bottom - height
    if (edges.left) x = right - width
  }
  width = Math.max(0, width)
  height = Math.max(0, height)
  return {
    value: { x, y, width, height },
    guides: [
      ...guidesFor('vertical', xs.lines, { start: y, end: y + height }),
      ...guidesFor('horizontal', ys.lines, { start: x, end: x + width }),
    ],
  }
}

/** react-rnd's handle names, as edges. */
export function edgesOf(direction: string): MovingEdges {
  const lower = direction.toLowerCase()
  return {
    left: lower.endsWith('left'),
    right: lower.endsWith('right'),
    top: lower.startsWith('top'),
    bottom: lower.startsWith('bottom'),
  }
}
