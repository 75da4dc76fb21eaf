import { findWidget } from '../tree.ts'
import type { CommandOf, Doc } from '../types.ts'
import { widgetName } from '../widget-name.ts'

/**
 * The outline's 隐藏 / 显示 and 锁定 / 解锁 of one widget: a write of its `hidden` or `locked` flag
 * (taken off when cleared, so a widget never hidden keeps no flag), in a batch of its own so each
 * toggle is one step with its label and never merges with the one before.
 */

export type Flag = 'hidden' | 'locked'

const LABELS: Record<Flag, [on: string, off: string]> = { hidden: ['隐藏', '显示'], locked: ['锁定', '解锁'] }

export function toggleFlag(doc: Doc, uuid: string, flag: Flag): CommandOf<'batch'> | null {
  const found = findWidget(doc, uuid)
  if (!found) return null
  const on = found.widget[flag] !== true
  const [onLabel, offLabel] = LABELS[flag]
  return {
    kind: 'batch',
    label: `${on ? onLabel : offLabel}${widgetName(found.widget.type)}`,
    commands: [
      {
        kind: 'update-field',
        target: uuid,
        path: `/${flag}`,
        before: found.widget[flag],
        after: on ? true : undefined,
      },
    ],
  }
}
