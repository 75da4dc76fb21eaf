/**
 * The item description is operator-entered HTML. It is trusted seed content, but a pasted embed
 * must not run in shoppers' browsers: scripts, frames and plugin elements are removed, as are
 * event-handler attributes and javascript: addresses. String-based so the server renders it too.
 */
const BLOCKED = 'script|iframe|frame|frameset|object|embed'

export function sanitizeHtml(html: string): string {
  return html
    .replace(new RegExp(`<(${BLOCKED})\\b[\\s\\S]*?<\\/\\1\\s*>`, 'gi'), '')
    .replace(new RegExp(`<\\/?(${BLOCKED})\\b[^>]*>`, 'gi'), '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s+(href|src|action|formaction|xlink:href)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]*)/gi, '')
}
