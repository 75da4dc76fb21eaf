import { memo, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { DEFAULT_ZINDEX } from '../../schemas/style.ts'
import type { WidgetDescriptor } from '../../runtime/widgets/widget-slot.tsx'
import { editorStore } from '../store/editor-store.ts'
import { useIsInSelection, useIsSelected } from '../store/selectors.ts'
import { PANEL_TYPE } from '../store/tree.ts'
import { ParentContext } from './canvas-tools.ts'
import { useClipWatch } from './clip-watch.ts'
import { useContentDrawn } from './content-gate.ts'
import { focusCanvas, focusFollowsSelection, focusLost, trackPresses } from './frame-focus.ts'
import { frameAttributes, frameLabel } from './frame-label.ts'
import { frameStateClass } from './frame-state.ts'
import { MovableFrame } from './MovableFrame.tsx'
import { ContentSlot, WidgetContent } from './WidgetContent.tsx'

export interface FrameProps {
  /** The widget as drawn: its settings with the resolved data. */
  widget: WidgetDescriptor
  /** The free panel holding it, or null on the page. */
  parentId: string | null
}

/**
 * Where the widget is rendered. Its content is inert in design mode (no link, button or input in
 * it takes the focus or a click: the frame is the widget's one tab stop, and presses reach the
 * frame), except a free panel's, whose children are frames of their own.
 */
function createHost(type: string): HTMLElement {
  const host = document.createElement('div')
  host.className = 'dz-frame__content'
  if (type !== PANEL_TYPE) host.setAttribute('inert', '')
  return host
}

/**
 * One widget on the canvas: a focusable frame named after the widget (a group: its content is the
 * widget's own, so the name is not its text) holding the runtime component in design mode; the
 * selected one is marked aria-current. Only the selected widget's frame is draggable; the others are
 * plain positioned boxes. Memoised on the widget object, and subscribed to its own selection only,
 * so selecting another widget re-renders just the two frames involved. Focus and selection are one
 * (frame-focus.ts); the content's fit is measured for the problems panel (clip-watch.ts). On a big
 * page a widget far from the visible canvas is drawn a little later (content-gate.ts); its frame,
 * box and name are there from the start.
 */
export const Frame = memo(function Frame({ widget, parentId }: FrameProps) {
  const selected = useIsSelected(widget.uuid)
  const grouped = useIsInSelection(widget.uuid)
  const [host] = useState(() => createHost(widget.type))
  const element = useRef<HTMLElement | null>(null)
  /** The selection last seen; null before the first render. */
  const shown = useRef<boolean | null>(null)
  const label = frameLabel(widget)
  const drawn = useContentDrawn(element, parentId === null, selected)
  useClipWatch(widget, host, element, drawn)

  // A widget selected while the keyboard is on the canvas (or in the palette that added it) takes
  // the focus; this also keeps it when the plain and the draggable frame swap. A widget deselected
  // with nothing else selected leaves the focus on the canvas itself, since a focused frame is a
  // selected one.
  useLayoutEffect(() => {
    trackPresses()
    const before = shown.current
    shown.current = selected
    if (before === selected) return
    if (selected) {
      if (focusFollowsSelection()) element.current?.focus({ preventScroll: true })
    } else if (before && focusLost() && editorStore.getState().selectedId === null) focusCanvas()
  }, [selected])

  const frame = selected ? (
    <MovableFrame widget={widget} parentId={parentId} host={host} label={label} element={element} />
  ) : (
    <div
      ref={(node) => {
        element.current = node
      }}
      className={`dz-frame${frameStateClass(widget)}${grouped ? ' is-grouped' : ''}`}
      {...frameAttributes(widget, label)}
      aria-current={grouped ? 'true' : undefined}
      style={{
        left: widget.x,
        top: widget.y,
        width: widget.width,
        height: widget.height,
        zIndex: widget.zindex ?? DEFAULT_ZINDEX,
      }}
    >
      <ContentSlot host={host} />
    </div>
  )

  // The widget sits in the frame on screen but is rendered through a portal, so React hands its
  // presses to this element rather than to react-rnd's frame: pass them on to start the drag.
  function forwardPress(event: ReactMouseEvent) {
    const target = element.current
    if (!selected || event.button !== 0 || !target || event.target === target) return
    target.dispatchEvent(new MouseEvent('mousedown', event.nativeEvent))
  }

  return (
    <>
      {frame}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the span is hidden and only passes portal mouse presses on to start a drag; it is no control of its own. */}
      <span hidden onMouseDown={forwardPress}>
        {createPortal(
          <ParentContext value={widget.type === PANEL_TYPE ? widget.uuid : parentId}>
            {drawn && <WidgetContent widget={widget} />}
          </ParentContext>,
          host,
        )}
      </span>
    </>
  )
})
