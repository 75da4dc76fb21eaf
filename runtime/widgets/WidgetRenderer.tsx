import { RenderedWidget } from './RenderedWidget.tsx'
import { hydratesWhenSeen, useServerRender } from './server-markup.ts'
import { PAGE_WIDTH, stageHeight } from './stage.ts'
import type { WidgetMode } from './types.ts'
import { WidgetSlotProvider, type WidgetDescriptor } from './widget-slot.tsx'
import './widget-renderer.css'

export interface WidgetRendererProps {
  widgets: ReadonlyArray<WidgetDescriptor>
  mode: WidgetMode
  pageWidth?: number
}

/**
 * Lays a descriptor's widgets out on a stage of the page width, centred; each widget sits at its
 * (x, y). A widthFull widget gets a band of its background colour across the whole viewport
 * behind it while its content stays on the stage. On a server-rendered page, widgets below the
 * first screen hydrate when seen (hydrate-when-seen.ts).
 */
export function WidgetRenderer({ widgets, mode, pageWidth = PAGE_WIDTH }: WidgetRendererProps) {
  const serverRender = useServerRender()
  // The server decides by position; the hydrating browser reads its decision in the hydration data.
  const seenLater = (widget: WidgetDescriptor) =>
    mode === 'render' && (serverRender ? hydratesWhenSeen(widget) : widget.hydratesWhenSeen === true)
  return (
    <WidgetSlotProvider value={RenderedWidget}>
      <div className={`mf-widgets mf-widgets--${mode}`}>
        <div className="mf-widgets__stage" style={{ width: pageWidth, height: stageHeight(widgets) }}>
          {widgets.map((widget) =>
            widget.widthFull ? (
              <div
                key={`band-${widget.uuid}`}
                className="mf-widgets__band"
                aria-hidden="true"
                style={{
                  top: widget.y,
                  height: widget.height,
                  backgroundColor: widget.colours?.backgroundColor || undefined,
                }}
              />
            ) : null,
          )}
          {widgets.map((widget) => (
            <RenderedWidget key={widget.uuid} widget={widget} mode={mode} hydratesWhenSeen={seenLater(widget)} />
          ))}
        </div>
      </div>
    </WidgetSlotProvider>
  )
}
