import type { Problem } from '../api/designer.ts'
import { isRecord } from '../guards.ts'
import type { WidgetRecord } from './types.ts'
import { widgetTitle } from './widget-title.ts'

/**
 * Warnings: top-level widgets whose boxes overlap. The page is a vertical stack, so an overlap
 * hides one widget's content under another's; the warning sits on the lower widget of the pair.
 * Free panel children are placed freely inside their panel and are not compared.
 */

interface Box {
  widget: WidgetRecord
  uuid: string
  left: number
  top: number
  right: number
  bottom: number
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

function boxOf(widget: unknown): Box | null {
  if (!isRecord(widget) || typeof widget.uuid !== 'string') return null
  const left = number(widget.x)
  const top = number(widget.y)
  const width = number(widget.width)
  const height = number(widget.height)
  if (width <= 0 || height <= 0) return null
  return { widget, uuid: widget.uuid, left, top, right: left + width, bottom: top + height }
}

const intersect = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

export function overlapWarnings(widgets: readonly unknown[]): Problem[] {
  const boxes = widgets
    .map(boxOf)
    .filter((box): box is Box => box !== null)
    .sort((a, b) => a.top - b.top)
  const problems: Problem[] = []
  boxes.forEach((upper, index) => {
    for (const lower of boxes.slice(index + 1)) {
      // Sorted by top: nothing further down can reach this box any more.
      if (lower.top >= upper.bottom) break
      if (!intersect(upper, lower)) continue
      problems.push({
        uuid: lower.uuid,
        widget: String(lower.widget.type ?? ''),
        path: '',
        message: `两个挂件重叠：${widgetTitle(upper.widget)} 与 ${widgetTitle(lower.widget)}`,
        severity: 'warning',
      })
    }
  })
  return problems
}
