import { createContext, useContext } from 'react'
import type { WidgetDescriptor } from './widget-slot.tsx'

/**
 * Widget types whose markup is only links, pictures and text, with nothing to do in the browser.
 * On a page the server rendered, the browser keeps their markup as the server wrote it: the
 * hydration data carries only their frame (where they sit and their box), none of their code is
 * loaded, and React leaves what is inside the frame alone. A page reached in place (inside WeChat)
 * or drawn by the designer renders them as components like any other widget.
 */
export const SERVER_MARKUP_TYPES: ReadonlySet<string> = new Set(['W0002', 'W0003', 'W0004', 'W0011', 'W0016', 'W0020'])

/**
 * Top-level widgets of a server-rendered page that start this far down the stage (px) are below a
 * desktop browser's first screen: the page does not load their code before hydrating, and each
 * hydrates as it comes near (hydrate-when-seen.ts).
 */
export const FOLD_Y = 900

/** Whether a top-level widget of a server-rendered page hydrates when seen rather than with the page. */
export function hydratesWhenSeen(widget: Pick<WidgetDescriptor, 'type' | 'y'>): boolean {
  return !SERVER_MARKUP_TYPES.has(widget.type) && (Number(widget.y) || 0) >= FOLD_Y
}

/** What the frame and the stage read of a widget (widget-frame.tsx, frame-style.ts, WidgetRenderer.tsx). */
const FRAME_FIELDS = [
  'uuid',
  'type',
  'x',
  'y',
  'width',
  'height',
  'zindex',
  'widthFull',
  'margins',
  'paddings',
  'borders',
  'colours',
] as const

/** A widget of the hydration data whose markup the browser keeps; it has its frame fields and this mark only. */
export interface ServerMarkupWidget extends WidgetDescriptor {
  serverMarkup: true
}

export function isServerMarkup(widget: WidgetDescriptor): widget is ServerMarkupWidget {
  return widget.serverMarkup === true
}

/**
 * The widgets of a server-rendered page as its hydration data carries them: those of
 * SERVER_MARKUP_TYPES cut down to their frame, the free panel's children likewise, and the
 * top-level ones below the first screen marked `hydratesWhenSeen`.
 */
export function forHydration(widgets: readonly WidgetDescriptor[], topLevel = true): WidgetDescriptor[] {
  return widgets.map((widget) => {
    if (SERVER_MARKUP_TYPES.has(widget.type)) {
      const frame: Record<string, unknown> = { serverMarkup: true }
      for (const field of FRAME_FIELDS) if (widget[field] !== undefined) frame[field] = widget[field]
      return frame as unknown as ServerMarkupWidget
    }
    const marked = topLevel && hydratesWhenSeen(widget) ? { ...widget, hydratesWhenSeen: true } : widget
    return Array.isArray(widget.childWidgets)
      ? { ...marked, childWidgets: forHydration(widget.childWidgets as WidgetDescriptor[], false) }
      : marked
  })
}

/** Every route's loader data with its page widgets (home, custom and product pages) ready for hydration. */
export function loaderDataForHydration(loaderData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([routeId, data]) => {
      const widgets = (data as { widgets?: unknown } | null)?.widgets
      return [
        routeId,
        Array.isArray(widgets) ? { ...(data as object), widgets: forHydration(widgets as WidgetDescriptor[]) } : data,
      ]
    }),
  )
}

const ServerRenderContext = createContext(false)

/** Set by the server's render: widgets of SERVER_MARKUP_TYPES mark their frame for the browser to keep. */
export const ServerRenderProvider = ServerRenderContext.Provider

/** Whether this is the server rendering a page for the browser to hydrate. */
export function useServerRender(): boolean {
  return useContext(ServerRenderContext)
}

/** The attribute a kept frame carries on the server and in the hydrating browser alike. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup'

/** Whether this widget's frame holds markup the browser keeps as the server wrote it. */
export function useKeepsServerMarkup(widget: WidgetDescriptor, mode: string): boolean {
  const serverRender = useServerRender()
  return isServerMarkup(widget) || (serverRender && mode === 'render' && SERVER_MARKUP_TYPES.has(widget.type))
}
