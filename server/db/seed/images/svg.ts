/** Small helpers for hand-written SVG documents. */

export const FONT_FAMILY = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif"

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )
}

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%)`

/** Stable small number from a string, used to vary hues and layouts per product. */
export function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** Relative width of a string in ems (CJK and full-width characters count 1, others about 0.6 in bold). */
export function textUnits(text: string): number {
  let units = 0
  for (const ch of text) units += /[\u2E80-\uFFEF]/.test(ch) ? 1 : 0.6
  return units
}

/** Largest font size (capped) at which the text fits the width. */
export function fitFontSize(text: string, maxWidth: number, maxSize: number, minSize = 12): number {
  const units = Math.max(textUnits(text), 1)
  return Math.max(minSize, Math.min(maxSize, Math.floor(maxWidth / units)))
}

/** Cuts text to at most `maxUnits` wide, adding an ellipsis. */
export function clip(text: string, maxUnits: number): string {
  if (textUnits(text) <= maxUnits) return text
  let out = ''
  for (const ch of text) {
    if (textUnits(out + ch) > maxUnits - 1) break
    out += ch
  }
  return `${out.trimEnd()}…`
}

export interface TextOptions {
  x: number
  y: number
  size: number
  fill: string
  weight?: number
  anchor?: 'start' | 'middle' | 'end'
  opacity?: number
  letterSpacing?: number
}

export function text(content: string, o: TextOptions): string {
  const attrs = [
    `x="${o.x}"`,
    `y="${o.y}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 400}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
    o.letterSpacing !== undefined ? `letter-spacing="${o.letterSpacing}"` : '',
  ]
  return `<text ${attrs.filter(Boolean).join(' ')}>${escapeXml(content)}</text>`
}

export function linearGradient(
  id: string,
  from: string,
  to: string,
  angle: 'diagonal' | 'vertical' | 'horizontal' = 'diagonal',
): string {
  const [x2, y2] = angle === 'vertical' ? [0, 1] : angle === 'horizontal' ? [1, 0] : [1, 1]
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

export function svgDocument(width: number, height: number, defs: string, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>\n`
  )
}

/** Parses #rrggbb into 0..255 channels. */
export function rgbOf(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return [128, 128, 128]
  const n = Number.parseInt(m[1], 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function isLight(hex: string): boolean {
  const [r, g, b] = rgbOf(hex)
  return 0.299 * r + 0.587 * g + 0.114 * b > 170
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const t = Math.abs(amount)
  const mixed = rgbOf(hex).map((c) => Math.round(c + (target - c) * t))
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
