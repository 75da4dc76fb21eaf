import { PAGE_WIDTH } from '../../runtime/widgets/stage.ts'
import { boundsOf, clampGeometry, clampPosition, geometryOf, snapToGrid, type Bounds } from '../store/geometry.ts'
import { findWidget, listAt } from '../store/tree.ts'
import type { Doc, Geometry } from '../store/types.ts'
import { snapMove, snapResize, snapTargets, type Guide, type MovingEdges, type Rect, type Snapped } from './snapping.ts'

/**
 * One drag or resize of a widget, prepared when the gesture starts: where the widget was, its
 * container, and how a position or box snaps. On the page a widget snaps to the page's edges and
 * centre and to the other page widgets (spec 9, 10 px); inside a free panel it snaps to the
 * panel's grid. Targets come from the document, measured once, so pointer moves do no layout work.
 */
export interface GestureSession {
  uuid: string
  from: Geometry
  bounds: Bounds
  move(rect: Rect): Snapped<{ x: number; y: number }>
  resize(rect: Rect, edges: MovingEdges): Snapped<Rect>
}

const noGuides: Guide[] = []

export function startGesture(doc: Doc, uuid: string, stageHeight: number): GestureSession | null {
  const found = findWidget(doc, uuid)
  if (!found) return null
  const from = geometryOf(found.widget)
  const bounds = boundsOf(doc, found.parentId)
  const ratio = found.widget.proportion === true && from.height > 0 ? from.width / from.height : undefined

  if (found.parentId !== null) {
    const panel = findWidget(doc, found.parentId)?.widget
    const grid = typeof panel?.grid === 'number' ? panel.grid : 10
    return {
      uuid,
      from,
      bounds,
      move: (rect) => ({
        value: clampPosition({ x: snapToGrid(rect.x, grid), y: snapToGrid(rect.y, grid) }, rect, bounds),
        guides: noGuides,
      }),
      resize(rect, edges) {
        const right = edges.right ? snapToGrid(rect.x + rect.width, grid) : rect.x + rect.width
        const bottom = edges.bottom ? snapToGrid(rect.y + rect.height, grid) : rect.y + rect.height
        const x = edges.left ? snapToGrid(rect.x, grid) : rect.x
        const y = edges.top ? snapToGrid(rect.y, grid) : rect.y
        let box = { x, y, width: right - x, height: bottom - y }
        if (ratio) box = { ...box, height: box.width / ratio, y: edges.top ? bottom - box.width / ratio : y }
        return { value: clampGeometry(box, bounds), guides: noGuides }
      },
    }
  }

  const others = (listAt(doc, null) ?? []).filter((widget) => widget.uuid !== uuid).map(geometryOf)
  const targets = snapTargets(others, { width: PAGE_WIDTH, height: stageHeight })
  return {
    uuid,
    from,
    bounds,
    move(rect) {
      const snapped = snapMove(rect, targets)
      return { value: clampPosition(snapped.value, rect, bounds), guides: snapped.guides }
    },
    resize(rect, edges) {
      const snapped = snapResize(rect, edges, targets, { ratio })
      return { value: clampGeometry(snapped.value, bounds), guides: snapped.guides }
    },
  }
}
