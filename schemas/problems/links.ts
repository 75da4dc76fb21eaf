import { isRecord } from '../guards.ts'
import type { Finding, ProblemContext, WidgetRecord } from './types.ts'

/**
 * Warnings: page links (linkPage 'page', schemas/link.ts) that lead nowhere useful: to a page
 * that is not published yet, to a deleted page, or to the page itself. They do not stop a
 * publish (the operator may publish the linked page next). Links are found wherever a widget
 * keeps one (pathData, moreLinkData, linkPath …); a free panel's children are checked as widgets.
 */

/** Every link object inside a value, with its JSON pointer. */
function pageLinks(value: unknown, path: string, found: Array<[string, WidgetRecord]>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      pageLinks(item, `${path}/${index}`, found)
    })
    return
  }
  if (!isRecord(value)) return
  if (value.linkPage === 'page') found.push([path, value])
  for (const [key, item] of Object.entries(value))
    if (key !== 'childWidgets' && typeof item === 'object') pageLinks(item, `${path}/${key}`, found)
}

/** The public page id a link names, or null for links that only kept an address. */
function linkedPageId(link: WidgetRecord): number | null {
  const id = Number(link.theme_pc_template_id)
  return Number.isInteger(id) && id > 0 ? id : null
}

export function pageLinkWarnings(widget: WidgetRecord, context: ProblemContext): Finding[] {
  const pages = context.pages
  if (!pages) return []
  const links: Array<[string, WidgetRecord]> = []
  pageLinks(widget, '', links)
  const self = pages.find((page) => page.id === context.templateId)
  return links.flatMap(([path, link]): Finding[] => {
    const id = linkedPageId(link)
    if (id === null) return []
    if (self && self.theme_pc_template_id === id) return [{ path, message: '链接指向本页面' }]
    const page = pages.find((candidate) => candidate.theme_pc_template_id === id)
    const label = typeof link.template_title === 'string' && link.template_title ? `「${link.template_title}」` : ''
    if (!page) return [{ path, message: `链接的页面${label}已删除` }]
    if (!page.published) return [{ path, message: `链接的页面「${page.template_title}」尚未发布` }]
    return []
  })
}
