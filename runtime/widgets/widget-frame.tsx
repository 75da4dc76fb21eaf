import type { ReactNode } from 'react'
import { boxStyle, positionStyle } from './frame-style.ts'
import type { WidgetBase } from './settings.ts'
import './widget-frame.css'

export interface WidgetFrameProps {
  settings: WidgetBase
  /** Absolute position on the stage; a host that positions the widget itself (the designer's frames, a free panel child) can turn it off. */
  positioned?: boolean
  children: ReactNode
}

/** A widget's root element: identity attributes, position and the common style fields. */
export function WidgetFrame({ settings, positioned = true, children }: WidgetFrameProps) {
  const style = positioned ? { ...positionStyle(settings), ...boxStyle(settings) } : boxStyle(settings)
  return (
    <div className={`mf-widget mf-widget--${settings.type.toLowerCase()}`} data-widget-type={settings.type} data-uuid={settings.uuid} style={style}>
      {children}
    </div>
  )
}
