import { PAGE_PATH_MESSAGE, PAGE_PATH_PATTERN } from '../../../schemas/api/designer.ts'

/**
 * The checks of the create and rename forms, worded like the server's, so most mistakes are
 * caught before a round trip; whatever the server still refuses is shown as it words it.
 */

export const TITLE_MAX = 50

const pathPattern = new RegExp(PAGE_PATH_PATTERN)

export function titleError(title: string): string {
  const text = title.trim()
  if (!text) return '请输入页面标题'
  if (text.length > TITLE_MAX) return `页面标题不能超过${TITLE_MAX}个字`
  return ''
}

export function pathError(path: string): string {
  const text = normalisePath(path)
  if (!text) return '请输入页面路径'
  return pathPattern.test(text) ? '' : PAGE_PATH_MESSAGE
}

/** Operators often type the address as they see it: drop a leading /product/ or slash. */
export function normalisePath(path: string): string {
  return path
    .trim()
    .replace(/^\/?(product\/)?/, '')
    .replace(/\/+$/, '')
}
