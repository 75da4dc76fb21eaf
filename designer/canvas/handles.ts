import type { CSSProperties } from 'react'
import type { HandleClasses, HandleStyles, ResizeEnable } from 'react-rnd'

/**
 * The eight resize handles of the selected frame: small squares on its corners and edge centres
 * (react-rnd's own handles are invisible strips). Stable class names for browser tests:
 * `.dz-handle--top`, `.dz-handle--bottom-right` …
 */

const SIZE = 8
const OUT = -SIZE / 2
const MIDDLE = `calc(50% - ${SIZE / 2}px)`
const square: CSSProperties = { width: SIZE, height: SIZE }

export const HANDLE_STYLES: HandleStyles = {
  top: { ...square, top: OUT, left: MIDDLE },
  bottom: { ...square, bottom: OUT, left: MIDDLE },
  left: { ...square, left: OUT, top: MIDDLE },
  right: { ...square, right: OUT, top: MIDDLE },
  topLeft: { ...square, top: OUT, left: OUT },
  topRight: { ...square, top: OUT, right: OUT },
  bottomLeft: { ...square, bottom: OUT, left: OUT },
  bottomRight: { ...square, bottom: OUT, right: OUT },
}

export const HANDLE_CLASSES: HandleClasses = {
  top: 'dz-handle dz-handle--top',
  bottom: 'dz-handle dz-handle--bottom',
  left: 'dz-handle dz-handle--left',
  right: 'dz-handle dz-handle--right',
  topLeft: 'dz-handle dz-handle--top-left',
  topRight: 'dz-handle dz-handle--top-right',
  bottomLeft: 'dz-handle dz-handle--bottom-left',
  bottomRight: 'dz-handle dz-handle--bottom-right',
}

/** Which handles a widget gets: a fixed width or height (widthDisabled / heightDisabled) drops those that change it. */
export function enabledHandles(widget: Record<string, unknown>): ResizeEnable {
  const width = widget.widthDisabled !== true
  const height = widget.heightDisabled !== true
  const both = width && height
  return {
    top: height,
    bottom: height,
    left: width,
    right: width,
    topLeft: both,
    topRight: both,
    bottomLeft: both,
    bottomRight: both,
  }
}
