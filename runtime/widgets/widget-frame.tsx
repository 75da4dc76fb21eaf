import type { ReactNode } from 'react'
import { frameStyle } from './frame-style.ts'
import { SERVER_MARKUP_ATTRIBUTE } from './server-markup.ts'
import type { WidgetBase } from './settings.ts'
import './widget-frame.css'

export interface WidgetFrameProps {
  settings: WidgetBase
  /** Absolute position on the stage; a host that positions the widget itself (the designer's frames, a free panel child) can turn it off. */
  positioned?: boolean
  /** The frame holds markup the browser keeps as the server wrote it (server-markup.ts). */
  serverMarkup?: boolean
  /** The widget; none in a hydrating browser that keeps the server's markup, or where the server writes `markup`. */
  children?: ReactNode
  /** On the server, the kept widget's markup rendered before (kept-markup.tsx), written as the frame's inside. */
  markup?: string
}

/** A widget's root element: identity attributes, position and the common style fields. */
export function WidgetFrame({ settings, positioned = true, serverMarkup = false, children, markup }: WidgetFrameProps) {
  const attributes = {
    className: `mf-widget mf-widget--${settings.type.toLowerCase()}`,
    'data-widget-type': settings.type,
    'data-uuid': settings.uuid,
    [SERVER_MARKUP_ATTRIBUTE]: serverMarkup ? '' : undefined,
    style: frameStyle(settings, positioned),
  }
  // React leaves an element's inner HTML as the server wrote it when hydrating it with an empty one.
  if (children === undefined)
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: markup ?? '' }} suppressHydrationWarning />
  return <div {...attributes}>{children}</div>
}
