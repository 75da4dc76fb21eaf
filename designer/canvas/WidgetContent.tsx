import { memo, useLayoutEffect, useRef } from 'react'
// The canvas offers every widget, so all of their components are bundled with it.
import '../../runtime/widgets/every-widget.ts'
import { RenderedWidget } from '../../runtime/widgets/RenderedWidget.tsx'
import type { WidgetDescriptor } from '../../runtime/widgets/widget-slot.tsx'

/**
 * The runtime component of a widget in design mode, memoised on the widget object: a frame that
 * re-renders (selected, deselected) leaves the widget alone unless its settings or data changed.
 */
export const WidgetContent = memo(function WidgetContent({ widget }: { widget: WidgetDescriptor }) {
  return <RenderedWidget widget={widget} mode="design" positioned={false} />
})

/**
 * Where a frame shows its widget. The widget is rendered into `host`, a node of its own, which
 * this slot adopts: when a frame switches between its plain and its draggable form the widget
 * keeps its state (carousel slide, active tab) and is not mounted again.
 */
export function ContentSlot({ host }: { host: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    slot.current?.appendChild(host)
    return () => host.remove()
  }, [host])
  return <div ref={slot} className="dz-frame__body" />
}
