import { widgetComponent } from './registry.ts'
import { WidgetErrorBoundary } from './WidgetErrorBoundary.tsx'
import { WidgetFrame } from './widget-frame.tsx'
import type { WidgetSlotProps } from './widget-slot.tsx'

const reportedUnknown = new Set<string>()

function reportUnknown(type: string) {
  if (!import.meta.env?.DEV || reportedUnknown.has(type)) return
  reportedUnknown.add(type)
  console.warn(`unknown widget type ${type}: not rendered`)
}

/** One widget of a descriptor: looked up by type, framed, and isolated by its own error boundary. */
export function RenderedWidget({ widget, mode, positioned = true }: WidgetSlotProps) {
  const Widget = widgetComponent(widget.type)
  if (!Widget) {
    reportUnknown(widget.type)
    return null
  }
  return (
    <WidgetErrorBoundary type={widget.type} uuid={widget.uuid}>
      <WidgetFrame settings={widget} positioned={positioned}>
        <Widget settings={widget} data={widget.data ?? []} mode={mode} />
      </WidgetFrame>
    </WidgetErrorBoundary>
  )
}
