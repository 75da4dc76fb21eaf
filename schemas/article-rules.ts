import type { FieldErrors } from './api/field-errors.ts'
import { isSafeUrl } from './url-rules.ts'

/**
 * The article editor's and the node tree's rules, one definition for the server (which refuses
 * with 400 ARTICLE_INVALID / ARTICLE_NODE_INVALID and these messages in `fields`) and the console
 * (which shows them under each field before sending). Plain code the browser may import. What
 * needs the database (the node exists, a node code is free) the server checks on top, with the
 * same field names.
 */

export const ARTICLE_LIMITS = {
  titleMax: 100,
  summaryMax: 300,
  authorMax: 30,
  /** Characters of the body's HTML as the editor sends it. */
  contentMax: 200_000,
  sortMax: 999_999,
  nodeNameMax: 20,
  nodeCodeMax: 30,
} as const

/** A node's code: the slug in storefront addresses (/article/node/help). */
export const NODE_CODE_PATTERN = /^[a-z][a-z0-9_-]*$/

/** The fields an article form sends (the save body of POST/PUT /api/admin/articles). */
export interface ArticleFormInput {
  title: string
  node_id: number | null
  summary?: string
  cover?: string
  author?: string
  sort?: number
  content: string
}

/** The fields a node form sends. */
export interface NodeFormInput {
  name: string
  code?: string
}

export const ARTICLE_DB_MESSAGES = {
  nodeMissing: '栏目不存在，请重新选择',
  parentMissing: '上级栏目不存在，请刷新后重试',
  codeTaken: '栏目代码已被使用，请换一个',
} as const

/** An article cover: an upload of this site (/uploads/…) or an http(s) address. */
export function isArticleImageUrl(url: string): boolean {
  return isSafeUrl(url) && (url.startsWith('/uploads/') || /^https?:\/\//i.test(url))
}

/** True when the HTML shows nothing: no text and no picture. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim()
  return text === ''
}

export function articleFormErrors(input: ArticleFormInput): FieldErrors {
  const errors: FieldErrors = {}
  const title = input.title.trim()
  if (!title) errors.title = '请输入文章标题'
  else if (title.length > ARTICLE_LIMITS.titleMax) errors.title = `标题不能超过${ARTICLE_LIMITS.titleMax}个字`
  if (input.node_id === null || !Number.isInteger(input.node_id) || input.node_id < 1) errors.node_id = '请选择栏目'
  if ((input.summary ?? '').trim().length > ARTICLE_LIMITS.summaryMax)
    errors.summary = `摘要不能超过${ARTICLE_LIMITS.summaryMax}个字`
  if ((input.author ?? '').trim().length > ARTICLE_LIMITS.authorMax)
    errors.author = `作者不能超过${ARTICLE_LIMITS.authorMax}个字`
  const cover = (input.cover ?? '').trim()
  if (cover && !isArticleImageUrl(cover)) errors.cover = '封面图片地址无效，请重新上传或从图片库选择'
  const sort = input.sort ?? 0
  if (!Number.isInteger(sort) || sort < 0 || sort > ARTICLE_LIMITS.sortMax)
    errors.sort = `排序须为0到${ARTICLE_LIMITS.sortMax}之间的整数`
  if (input.content.length > ARTICLE_LIMITS.contentMax)
    errors.content = `正文过长（最多${ARTICLE_LIMITS.contentMax}个字符），请精简或拆成多篇`
  else if (isBlankHtml(input.content)) errors.content = '请输入正文'
  return errors
}

export function nodeFormErrors(input: NodeFormInput): FieldErrors {
  const errors: FieldErrors = {}
  const name = input.name.trim()
  if (!name) errors.name = '请输入栏目名称'
  else if (name.length > ARTICLE_LIMITS.nodeNameMax) errors.name = `栏目名称不能超过${ARTICLE_LIMITS.nodeNameMax}个字`
  const code = (input.code ?? '').trim()
  if (code.length > ARTICLE_LIMITS.nodeCodeMax) errors.code = `栏目代码不能超过${ARTICLE_LIMITS.nodeCodeMax}个字符`
  else if (code && !NODE_CODE_PATTERN.test(code)) errors.code = '栏目代码须以小写字母开头，只含小写字母、数字、- 和 _'
  return errors
}
