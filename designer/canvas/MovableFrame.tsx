import { useLayoutEffect, useRef, type RefObject } from 'react'
import { Rnd } from 'react-rnd'
import { TOP_ZINDEX } from '../../schemas/style.ts'
import type { WidgetDescriptor } from '../../runtime/widgets/widget-slot.tsx'
import { EditToolbar } from './EditToolbar.tsx'
import { frameAttributes } from './frame-label.ts'
import { frameStateClass } from './frame-state.ts'
import { HANDLE_CLASSES, HANDLE_STYLES, enabledHandles } from './handles.ts'
import { useFrameGestures } from './use-frame-gestures.ts'
import { ContentSlot } from './WidgetContent.tsx'

export interface MovableFrameProps {
  widget: WidgetDescriptor
  parentId: string | null
  host: HTMLElement
  label: string
  element: RefObject<HTMLElement | null>
}

/**
 * The selected widget's frame: react-rnd drags and resizes it inside its container (the stage, or
 * the free panel), with eight handles, its name tag and the edit toolbar. It sits on the top
 * layer while selected, so its handles and toolbar are never under another widget.
 */
export function MovableFrame({ widget, parentId, host, label, element }: MovableFrameProps) {
  const rnd = useRef<Rnd>(null)
  const gestures = useFrameGestures(widget.uuid, rnd)
  useLayoutEffect(() => {
    element.current = rnd.current?.getSelfElement() ?? null
  })
  return (
    <Rnd
      ref={rnd}
      className={`dz-frame is-selected${frameStateClass(widget)}`}
      {...frameAttributes(widget, label)}
      aria-current="true"
      position={{ x: widget.x, y: widget.y }}
      size={{ width: widget.width, height: widget.height }}
      bounds="parent"
      minWidth={0}
      minHeight={0}
      lockAspectRatio={widget.proportion === true}
      enableResizing={widget.locked === true ? false : enabledHandles(widget)}
      resizeHandleClasses={HANDLE_CLASSES}
      resizeHandleStyles={HANDLE_STYLES}
      resizeHandleWrapperClass="dz-handles"
      cancel=".dz-toolbar"
      style={{ zIndex: TOP_ZINDEX }}
      {...gestures}
    >
      <ContentSlot host={host} />
      <span className="dz-frame__name" aria-hidden="true">
        {label}
      </span>
      <EditToolbar uuid={widget.uuid} parentId={parentId} />
    </Rnd>
  )
}
