import type { Problem } from '../api/designer.ts'
import { isRecord } from '../guards.ts'
import type { ClipReport } from './types.ts'

/**
 * Warnings: content the designer's canvas measured as not fitting its widget (designer/canvas/
 * clipped.ts). Where the canvas knows the height that shows everything, the warning offers it as
 * a one-click fix (适应内容高度). Only the designer has these reports; the server never does.
 */

const MESSAGES: Record<ClipReport['kind'], string> = {
  height: '内容超出挂件高度，部分内容被裁切',
  width: '文字超出挂件宽度',
  squeezed: '挂件太窄，内容被挤压',
}

/** Each widget (top level or in a free panel) by uuid, with its type. */
function typesByUuid(widgets: readonly unknown[]): Map<string, string> {
  const types = new Map<string, string>()
  for (const widget of widgets) {
    if (!isRecord(widget) || typeof widget.uuid !== 'string') continue
    types.set(widget.uuid, String(widget.type ?? ''))
    if (Array.isArray(widget.childWidgets))
      for (const child of widget.childWidgets)
        if (isRecord(child) && typeof child.uuid === 'string') types.set(child.uuid, String(child.type ?? ''))
  }
  return types
}

export function clipWarnings(widgets: readonly unknown[], reports: Readonly<Record<string, ClipReport>>): Problem[] {
  const types = typesByUuid(widgets)
  return Object.entries(reports).flatMap(([uuid, report]): Problem[] => {
    const type = types.get(uuid)
    if (type === undefined || !Object.hasOwn(MESSAGES, report.kind)) return []
    const fit = report.fitHeight
    return [
      {
        uuid,
        widget: type,
        path: '',
        message: MESSAGES[report.kind],
        severity: 'warning',
        ...(fit !== null && Number.isFinite(fit) && fit > 0
          ? { fix: { kind: 'fit-height' as const, height: Math.ceil(fit) } }
          : {}),
      },
    ]
  })
}
