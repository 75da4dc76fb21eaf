import { useMemo, useRef, type RefObject } from 'react'
import type { Rnd, RndDragCallback, RndResizeCallback, RndResizeStartCallback } from 'react-rnd'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import { resizeWithin } from '../store/geometry.ts'
import type { Geometry } from '../store/types.ts'
import { useCanvasTools, type CanvasTools } from './canvas-tools.ts'
import { startGesture, type GestureSession } from './gesture-session.ts'
import { edgesOf, type Guide } from './snapping.ts'
import { useZoom } from './zoom.ts'
import { refuseLocked } from '../actions/locked.ts'
import { groupDrag, groupFollowers } from './group-drag.ts'
import { isLocked } from '../store/commands/group-members.ts'

/**
 * react-rnd's drag and resize callbacks for the selected frame. While the pointer moves, react-rnd
 * moves the frame itself and these only nudge it onto the snapped spot (a CSS translate on the
 * element, or react-rnd's own size) and have the overlay draw the guides: React renders nothing.
 * The store gets one `move` or `resize` command when the gesture ends, and none if nothing changed.
 */

export interface FrameGestures {
  /** The canvas zoom: react-rnd divides pointer movements by it, so gestures stay in page pixels. */
  scale: number
  onDragStart: RndDragCallback
  onDrag: RndDragCallback
  onDragStop: RndDragCallback
  onResizeStart: RndResizeStartCallback
  onResize: RndResizeCallback
  onResizeStop: RndResizeCallback
}

function begin(tools: CanvasTools, uuid: string, element: HTMLElement | null): GestureSession | null {
  const stageHeight = tools.stage()?.offsetHeight ?? 0
  const session = startGesture(editorStore.getState().doc, uuid, stageHeight)
  if (session) element?.classList.add('is-gesturing')
  return session
}

/** `changed`: the widget moved or resized, so the click that ends the gesture is not a click on the stage. */
function finish(tools: CanvasTools, element: HTMLElement | null, changed: boolean): void {
  element?.classList.remove('is-gesturing')
  if (element) element.style.translate = ''
  tools.overlay.clear()
  if (changed) tools.endGesture()
}

/** Guides are drawn on the stage; only page widgets have any (panel children snap to the grid). */
const showGuides = (tools: CanvasTools, guides: readonly Guide[]) => tools.overlay.update({ guides })

const sameBox = (a: Geometry, b: Geometry) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height

export function useFrameGestures(uuid: string, rnd: RefObject<Rnd | null>): FrameGestures {
  const tools = useCanvasTools()
  const session = useRef<GestureSession | null>(null)
  /** A drag of a locked widget: refused with 已锁定 once it moves (a plain click is no drag). */
  const lockedDrag = useRef<'pressed' | 'refused' | null>(null)
  const scale = useZoom((state) => state.scale)

  const handlers = useMemo<Omit<FrameGestures, 'scale'>>(() => {
    const followers = groupFollowers()
    const element = () => rnd.current?.getSelfElement() ?? null

    const dragTo = (x: number, y: number) => {
      const current = session.current
      if (!current) return null
      const snapped = current.move({ x, y, width: current.from.width, height: current.from.height })
      const node = element()
      if (node) node.style.translate = `${snapped.value.x - x}px ${snapped.value.y - y}px`
      followers.translate(snapped.value.x - current.from.x, snapped.value.y - current.from.y)
      showGuides(tools, snapped.guides)
      return snapped.value
    }

    // The box follows from where the gesture started and how far the handle moved: the edges the
    // handle does not move stay put.
    const resizeTo = (direction: string, delta: { width: number; height: number }) => {
      const current = session.current
      if (!current) return null
      const { from } = current
      const edges = edgesOf(direction)
      const raw = {
        x: edges.left ? from.x - delta.width : from.x,
        y: edges.top ? from.y - delta.height : from.y,
        width: from.width + delta.width,
        height: from.height + delta.height,
      }
      const snapped = current.resize(raw, edges)
      const box = snapped.value
      const handle = rnd.current
      if (handle && !sameBox(box, raw)) {
        handle.updateSize({ width: box.width, height: box.height })
        if (box.x !== raw.x || box.y !== raw.y)
          handle.updatePosition({ x: box.x - handle.offsetFromParent.left, y: box.y - handle.offsetFromParent.top })
      }
      showGuides(tools, snapped.guides)
      return box
    }

    return {
      onDragStart() {
        const state = editorStore.getState()
        const widget = findWidget(state.doc, uuid)?.widget
        if (widget && isLocked(widget)) {
          lockedDrag.current = 'pressed'
          return
        }
        lockedDrag.current = null
        followers.start(uuid)
        session.current = begin(tools, uuid, element())
        if (!session.current) return false
      },
      onDrag(_event, data) {
        if (lockedDrag.current) {
          if (lockedDrag.current === 'pressed') refuseLocked(editorStore.getState(), [uuid])
          lockedDrag.current = 'refused'
          return false
        }
        dragTo(data.x, data.y)
      },
      onDragStop(_event, data) {
        if (lockedDrag.current) {
          lockedDrag.current = null
          return
        }
        const to = dragTo(data.x, data.y)
        const current = session.current
        session.current = null
        const moved = !!current && !!to && (to.x !== current.from.x || to.y !== current.from.y)
        finish(tools, element(), moved)
        const group = followers.end()
        if (!current || !to || !moved) return
        const state = editorStore.getState()
        const command = group.length > 0 ? groupDrag(state.doc, uuid, group, to) : null
        state.dispatch(command ?? { kind: 'move', uuid, from: { x: current.from.x, y: current.from.y }, to })
      },
      onResizeStart() {
        session.current = begin(tools, uuid, element())
        if (!session.current) return false
      },
      onResize(_event, direction, _element, delta) {
        resizeTo(direction, delta)
      },
      onResizeStop(_event, direction, _element, delta) {
        const box = resizeTo(direction, delta)
        const current = session.current
        session.current = null
        const state = editorStore.getState()
        const widget = findWidget(state.doc, uuid)?.widget
        const to = current && box && widget ? resizeWithin(widget, current.from, box, current.bounds) : null
        const resized = !!current && !!to && !sameBox(to, current.from)
        finish(tools, element(), resized)
        if (current && to && resized) state.dispatch({ kind: 'resize', uuid, from: current.from, to })
      },
    }
  }, [tools, uuid, rnd])
  return useMemo(() => ({ ...handlers, scale }), [handlers, scale])
}
