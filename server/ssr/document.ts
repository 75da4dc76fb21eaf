import type { AssetTags, DocumentHead } from './renderer.ts'

/** Stands in for the app's markup while a development shell passes through Vite. */
export const APP_OUTLET = '<!--mallfront-app-->'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** The icon is the theme-coloured bag of the error pages, inline so it costs no request. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath d='M11 10V8a5 5 0 0 1 10 0v2' fill='none' stroke='%23479EE9' stroke-width='2.5'/%3E%3Crect x='5' y='10' width='22' height='20' rx='4' fill='%23479EE9'/%3E%3C/svg%3E"

/** The HTML document around a rendered page; the app itself goes where APP_OUTLET stands. */
export function documentShell(head: DocumentHead, assets: AssetTags): string {
  const meta = [
    head.keywords && `<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
    head.description && `<meta name="description" content="${escapeHtml(head.description)}">`,
  ].filter(Boolean)
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta name="viewport" content="${escapeHtml(head.viewport)}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta,
    // The page's main image is asked for before the stylesheets and scripts (its markup comes from React).
    ...(head.imagePreloads ? [head.imagePreloads] : []),
    `<link rel="icon" href="${ICON}">`,
    assets.head,
    '</head>',
    '<body>',
    APP_OUTLET,
    assets.body,
    '</body>',
    '</html>',
  ].join('\n')
}

/**
 * The app's markup in #root, then the data blocks the entry script reads before hydrating. They
 * are JSON the browser never executes, so the page holds no inline script and needs no nonce.
 */
export function appMarkup(html: string, hydrationData: string): string {
  return appPieces(html, hydrationData).join('')
}

function appPieces(html: string, hydrationData: string): string[] {
  return ['<div id="root">', html, '</div>\n', hydrationData]
}

/**
 * The document as bytes: the shell with appMarkup where APP_OUTLET stands, each piece written
 * straight into one buffer. Joined as one string first, a home page's 90,000 characters were
 * copied into a new string (large enough for V8's large-object space) before being encoded.
 */
export function documentBytes(shell: string, html: string, hydrationData: string): Buffer {
  const at = shell.indexOf(APP_OUTLET)
  const pieces = [shell.slice(0, at), ...appPieces(html, hydrationData), shell.slice(at + APP_OUTLET.length)]
  const lengths = pieces.map((piece) => Buffer.byteLength(piece))
  const bytes = Buffer.allocUnsafe(lengths.reduce((sum, length) => sum + length, 0))
  let offset = 0
  for (const [index, piece] of pieces.entries()) offset += bytes.write(piece, offset, lengths[index])
  // Each piece fills exactly its byteLength; were one ever short, no unwritten byte goes out.
  return offset === bytes.length ? bytes : bytes.subarray(0, offset)
}
