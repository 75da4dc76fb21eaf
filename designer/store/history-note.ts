import { formatDateTime } from '../../runtime/lib/date.ts'

/**
 * What the designer says when a draft opens without the steps that led to it: it was saved
 * elsewhere as a whole page (a client that keeps no undo history), so earlier steps cannot be
 * undone. `at` is Unix seconds, `by` the operator's name ('' when unknown).
 */
export function historyEndedNote(ended: { at: number; by: string }): string {
  const when = formatDateTime(ended.at).slice(0, 16)
  return `撤销记录已结束：此页面于 ${when} ${ended.by ? `由${ended.by}` : ''}在别处保存，之前的修改无法撤销`
}
