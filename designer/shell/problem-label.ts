import type { Problem } from '../../schemas/api/designer.ts'
import { hintsFor, pageHints, type HintSet } from '../../schemas/hints/index.ts'
import { isWidgetType, widgetSchemas } from '../../schemas/widgets/index.ts'
import { findWidget } from '../store/tree.ts'
import type { Doc } from '../store/types.ts'

/**
 * How the problems panel names a problem: the widget (its Chinese type name and the operator's
 * alias), the field (by the inspector's labels, so the operator finds it), and the message.
 */

export const PAGE_SETTINGS_LABEL = '页面设置'

export function widgetLabel(doc: Doc, problem: Problem): string {
  if (problem.widget === 'W0000') return PAGE_SETTINGS_LABEL
  const name = isWidgetType(problem.widget) ? widgetSchemas[problem.widget].name : problem.widget || '挂件'
  const alias = problem.uuid ? findWidget(doc, problem.uuid)?.widget.alias : undefined
  return typeof alias === 'string' && alias.trim() ? `${name}（${alias.trim()}）` : name
}

/**
 * '/data/0/imgUrl' → '轮播图 › 第1项 › 图片'. Tokens the hints do not name are skipped; with no
 * label at all the pointer itself is shown rather than nothing.
 */
export function fieldLabel(problem: Problem): string {
  if (!problem.path) return ''
  const hints: HintSet | null =
    problem.widget === 'W0000' ? pageHints : isWidgetType(problem.widget) ? hintsFor(problem.widget) : null
  const tokens = problem.path.slice(1).split('/')
  const labels: string[] = []
  let key = ''
  let inList = false
  for (const token of tokens) {
    const index = /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : null
    const step = index !== null && inList ? '*' : token
    key = key ? `${key}/${step}` : step
    const hint = hints?.fields[key]
    if (index !== null && inList) labels.push(`第${index + 1}项`)
    else if (hint) labels.push(hint.label)
    inList = hint?.kind === 'list'
  }
  return labels.length > 0 ? labels.join(' › ') : problem.path
}
