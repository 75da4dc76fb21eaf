import { boundsOf, geometryOf, resizeWithin, whole, type Bounds } from '../store/geometry.ts'
import { findWidget } from '../store/tree.ts'
import type { DraftWidget, Geometry } from '../store/types.ts'
import { ALT } from './platform.ts'
import { ARROWS, arrowKeys, hasSelection } from './selection.ts'
import { refuseLocked } from './locked.ts'
import type { EditorAction } from './types.ts'

/**
 * Resizing from the keyboard: Alt+↓ / Alt+↑ make the selected widget 1 px taller / shorter,
 * Alt+→ / Alt+← wider / narrower (10 px with Shift). The top-left corner stays; a fixed width or
 * height (widthDisabled / heightDisabled) does not change, a proportional widget keeps its aspect
 * ratio, and the box stays inside its container. The store's reflow moves the widgets below.
 */

/** The box after growing by `dw`, `dh`; null when nothing changes. */
export function keyResized(widget: DraftWidget, dw: number, dh: number, bounds: Bounds): Geometry | null {
  const from = geometryOf(widget)
  const width = widget.widthDisabled === true ? 0 : dw
  const height = widget.heightDisabled === true ? 0 : dh
  if (width === 0 && height === 0) return null
  const to = resizeWithin(
    widget,
    from,
    {
      x: whole(from.x),
      y: whole(from.y),
      width: Math.max(0, whole(from.width) + width),
      height: Math.max(0, whole(from.height) + height),
    },
    bounds,
  )
  return to.x === from.x && to.y === from.y && to.width === from.width && to.height === from.height ? null : to
}

function resizeBy(step: number): EditorAction['perform'] {
  return ({ editor, key }) => {
    const direction = ARROWS[key]
    const found = editor.selectedId ? findWidget(editor.doc, editor.selectedId) : null
    if (!direction || !found || refuseLocked(editor, [found.widget.uuid])) return
    const to = keyResized(found.widget, direction[0] * step, direction[1] * step, boundsOf(editor.doc, found.parentId))
    if (to)
      editor.dispatch({ kind: 'resize', uuid: found.widget.uuid, from: geometryOf(found.widget), to, nudge: true })
  }
}

export const resizeAction: EditorAction = {
  name: 'resize',
  label: '调整高度（↑ ↓）和宽度（← →）1 像素',
  shortcuts: [`${ALT}+方向键`],
  keys: arrowKeys(false, true),
  scope: 'canvas',
  enabled: hasSelection,
  perform: resizeBy(1),
}

export const resizeFarAction: EditorAction = {
  name: 'resize-far',
  label: '调整高度和宽度 10 像素',
  shortcuts: [`${ALT}+Shift+方向键`],
  keys: arrowKeys(true, true),
  scope: 'canvas',
  enabled: hasSelection,
  perform: resizeBy(10),
}
