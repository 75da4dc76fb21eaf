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

/** Where a widget sits on a server-rendered page, as far as its markup and its recorded type go. */
export interface WidgetPlace {
  /** Inside a widget that hydrates when seen (its type is recorded as needed later: widget-usage.ts). */
  later: boolean
  /** The widget itself hydrates when seen: the page renders it inside a Suspense boundary of its own. */
  seenLater: boolean
}

/**
 * Where the server finds the inner markup of a settled widget rendered before (kept-markup.tsx):
 * the page writes it into the widget's frame instead of rendering the widget again. Absent in the
 * browser and in the designer.
 */
export interface KeptMarkup {
  /**
   * The widget's markup, or undefined when it is rendered with the page this time. Its type is
   * recorded as rendering it would have (widget-usage.ts).
   */
  markupOf(widget: WidgetDescriptor, place: WidgetPlace): string | undefined
}

const KeptMarkupContext = createContext<KeptMarkup | null>(null)

export const KeptMarkupProvider = KeptMarkupContext.Provider

/** The server's kept widgets' markup; null in the browser and the designer. */
export function useKeptMarkup(): KeptMarkup | null {
  return useContext(KeptMarkupContext)
}
