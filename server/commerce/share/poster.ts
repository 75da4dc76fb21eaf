/** The downloadable share image (spec 2.7 share panel): product picture, title, price and QR code as one SVG. */
import { PRICE_COLOR } from '../../../schemas/brand-colors.ts'

export interface PosterInput {
  title: string
  /** Ready-to-print price text, e.g. '¥1,299.00' or '500积分'. */
  priceText: string
  /** Absolute image address, or '' for none. */
  imageUrl: string
  /** SVG markup of the QR code (root <svg> element). */
  qrSvg: string
  shareUrl: string
}

const WIDTH = 750
const HEIGHT = 1120
const FONT = 'PingFang SC, Microsoft YaHei, sans-serif'
/** Title lines hold about 20 CJK characters (40 half-width units) at 32 px across 670 px. */
const LINE_UNITS = 40

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )
}

/** Splits into at most `maxLines` lines by display width (CJK counts two), ending in '…' when cut. */
export function wrapTitle(title: string, maxLines = 2): string[] {
  const lines: string[] = []
  let line = ''
  let units = 0
  for (const ch of title.replace(/\s+/g, ' ').trim()) {
    const w = /[\u0000-\u00ff]/.test(ch) ? 1 : 2
    if (units + w > LINE_UNITS) {
      lines.push(line)
      if (lines.length === maxLines) {
        lines[maxLines - 1] = `${Array.from(line).slice(0, -1).join('')}…`
        return lines
      }
      line = ''
      units = 0
    }
    line += ch
    units += w
  }
  if (line) lines.push(line)
  return lines
}

/** Places the QR code's own <svg> inside the poster at the given box. */
function placeQr(qrSvg: string, x: number, y: number, size: number): string {
  return qrSvg.replace(/^\s*<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`)
}

export function renderPoster(input: PosterInput): string {
  const title = wrapTitle(input.title)
    .map((line, i) => `<text x="40" y="${822 + i * 46}" font-size="32" fill="#333333">${escapeXml(line)}</text>`)
    .join('')
  const image = input.imageUrl
    ? `<image x="0" y="0" width="${WIDTH}" height="${WIDTH}" preserveAspectRatio="xMidYMid slice" href="${escapeXml(input.imageUrl)}" xlink:href="${escapeXml(input.imageUrl)}"/>`
    : `<text x="${WIDTH / 2}" y="${WIDTH / 2}" font-size="32" fill="#cccccc" text-anchor="middle">暂无图片</text>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${WIDTH}" height="${WIDTH}" fill="#f5f5f5"/>`,
    image,
    title,
    `<text x="40" y="${980}" font-size="48" font-weight="bold" fill="${PRICE_COLOR}">${escapeXml(input.priceText)}</text>`,
    placeQr(input.qrSvg, 540, 790, 180),
    `<text x="630" y="${1000}" font-size="20" fill="#999999" text-anchor="middle">扫码查看商品</text>`,
    `<text x="40" y="${1050}" font-size="22" fill="#999999">长按保存图片或复制链接，分享给好友</text>`,
    `<text x="40" y="${1090}" font-size="18" fill="#bbbbbb">${escapeXml(input.shareUrl)}</text>`,
    '</svg>',
  ].join('')
}
