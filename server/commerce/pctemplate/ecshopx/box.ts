import type { Borders, Box, Colours } from '../../../../schemas/style.ts'
import type { Entry } from '../../../pages/resolvers/types.ts'

const NO_SIDES: Box = { top: 0, right: 0, bottom: 0, left: 0 }
const NO_BORDERS: Borders = { width: 0, style: 'solid', color: '', radius: 0 }

/** Extra space around a widget that its place on the page adds (the gap above it, its x). */
export interface Offset {
  top: number
  left: number
}

/**
 * The component-style fields as ECShopX's widget mixin reads them: flat margins, paddings and
 * per-side borders, `backgroundColor` outside and `foregroundColor` inside, and a body of
 * `width` × `height` with `heightShow` set. Our box is the border box, so the body is what is left
 * inside the paddings and borders; the page's own gaps and x come in through `offset`.
 */
export function flatBox(widget: Entry, offset: Offset = { top: 0, left: 0 }): Entry {
  const { margins, paddings, borders, colours, ...rest } = widget
  const m = { ...NO_SIDES, ...(margins as Box | undefined) }
  const p = { ...NO_SIDES, ...(paddings as Box | undefined) }
  const b = { ...NO_BORDERS, ...(borders as Borders | undefined) }
  const c = (colours as Colours | undefined) ?? { backgroundColor: '', color: '' }
  const border = b.style === 'none' ? 0 : b.width
  const borderColor = b.color || 'transparent'
  const width = Number(widget.width) || 0
  const height = Number(widget.height) || 0
  return {
    ...rest,
    marginTop: m.top + offset.top,
    marginRight: m.right,
    marginBottom: m.bottom,
    marginLeft: m.left + offset.left,
    paddingTop: p.top,
    paddingRight: p.right,
    paddingBottom: p.bottom,
    paddingLeft: p.left,
    borderTopWidth: border,
    borderRightWidth: border,
    borderBottomWidth: border,
    borderLeftWidth: border,
    borderTopColor: borderColor,
    borderRightColor: borderColor,
    borderBottomColor: borderColor,
    borderLeftColor: borderColor,
    // W0011 keeps its own flat colours; they win over the style tab's.
    backgroundColor: (typeof widget.backgroundColor === 'string' && widget.backgroundColor) || c.backgroundColor,
    foregroundColor: (typeof widget.foregroundColor === 'string' && widget.foregroundColor) || '',
    width: Math.max(0, width - p.left - p.right - 2 * border),
    height: Math.max(0, height - p.top - p.bottom - 2 * border),
    heightShow: true,
  }
}
