import { PAGE_WIDTH } from '../../../../schemas/style.ts'
import type { Entry } from '../../../pages/resolvers/types.ts'
import type { ProjectionContext } from './context.ts'
import { projectWidget } from './widgets.ts'

const top = (widget: Entry) => Number(widget.y) || 0
const left = (widget: Entry) => Number(widget.x) || 0
const bottom = (widget: Entry) => top(widget) + (Number(widget.height) || 0)

/**
 * Top-level widgets in page order (by y, then x), grouped into bands: widgets whose heights overlap
 * sit side by side on our stage and share a band.
 */
export function bandsOf(widgets: Entry[]): Entry[][] {
  const sorted = [...widgets].sort((a, b) => top(a) - top(b) || left(a) - left(b))
  const bands: { widgets: Entry[]; bottom: number }[] = []
  for (const widget of sorted) {
    const last = bands.at(-1)
    if (last && top(widget) < last.bottom) {
      last.widgets.push(widget)
      last.bottom = Math.max(last.bottom, bottom(widget))
    } else bands.push({ widgets: [widget], bottom: bottom(widget) })
  }
  return bands.map((band) => band.widgets)
}

/**
 * Our free stage as ECShopX's stack of full-width blocks: each band in page order, the gap above it
 * as its top margin; a lone widget keeps its x as a left margin, and widgets side by side become
 * the children of one free panel (W0006) as wide as the page and as high as the band.
 */
export function projectLayout(widgets: Entry[], ctx: ProjectionContext): Entry[] {
  let previousBottom = 0
  return bandsOf(widgets).map((band, index) => {
    const bandTop = Math.min(...band.map(top))
    const bandBottom = Math.max(...band.map(bottom))
    const gap = Math.max(0, bandTop - previousBottom)
    previousBottom = bandBottom
    if (band.length === 1) return projectWidget(band[0], ctx, { top: gap, left: left(band[0]) })
    const panel: Entry = {
      type: 'W0006',
      name: 'freepanel',
      uuid: `band-${index + 1}`,
      x: 0,
      y: bandTop,
      width: PAGE_WIDTH,
      height: bandBottom - bandTop,
      pageWidth: PAGE_WIDTH,
      childWidgets: band.map((widget) => ({ ...widget, y: top(widget) - bandTop })),
    }
    return projectWidget(panel, ctx, { top: gap, left: 0 })
  })
}
