import type { CSSProperties } from 'react'
import { DEFAULT_ZINDEX } from '../../schemas/widget-rules.ts'
import type { Sides, WidgetBase } from './settings.ts'

/** Four sides as CSS; none when all are zero, the browser's own margin and padding of a div. */
const sides = (s: Sides | undefined): string | undefined =>
  s && (s.top || s.right || s.bottom || s.left) ? `${s.top}px ${s.right}px ${s.bottom}px ${s.left}px` : undefined

/** The component-style tab's fields (margins, paddings, borders, colours) as CSS. */
function boxStyle(settings: WidgetBase): CSSProperties {
  const { margins, paddings, borders, colours } = settings
  const style: CSSProperties = {
    margin: sides(margins),
    padding: sides(paddings),
    backgroundColor: colours?.backgroundColor || undefined,
    color: colours?.color || undefined,
  }
  if (borders && borders.width > 0)
    style.border = `${borders.width}px ${borders.style || 'solid'} ${borders.color || 'transparent'}`
  if (borders && borders.radius > 0) style.borderRadius = borders.radius
  return style
}

/**
 * Where a widget sits on the stage: absolute at (x, y) with its size and stacking order (the
 * default order, DEFAULT_ZINDEX, is widget-frame.css's, so the page does not repeat it per widget).
 */
function positionStyle(settings: WidgetBase): CSSProperties {
  return {
    position: 'absolute',
    left: settings.x,
    top: settings.y,
    width: settings.width,
    height: settings.height,
    zIndex: settings.zindex === undefined || settings.zindex === DEFAULT_ZINDEX ? undefined : settings.zindex,
  }
}

/** Frame styles of frozen widgets (the server's kept descriptors: filled-widget.ts), placed and not. */
const placedStyles = new WeakMap<WidgetBase, CSSProperties>()
const boxStyles = new WeakMap<WidgetBase, CSSProperties>()

/** The frame's style: its box, and its place on the stage when `positioned`; a frozen widget's is worked out once. */
export function frameStyle(settings: WidgetBase, positioned: boolean): CSSProperties {
  const kept = positioned ? placedStyles : boxStyles
  const known = kept.get(settings)
  if (known) return known
  const style = positioned ? { ...positionStyle(settings), ...boxStyle(settings) } : boxStyle(settings)
  if (Object.isFrozen(settings)) kept.set(settings, style)
  return style
}
