import { icon, type IconName } from './icons.ts'
import { THEME_COLOR as THEME } from '../../../../schemas/brand-colors.ts'
import { clip, fitFontSize, hsl, linearGradient, svgDocument, text, FONT_FAMILY } from './svg.ts'

export function brandLogo(): string {
  const body =
    `<rect x="4" y="8" width="48" height="48" rx="14" fill="${THEME}"/>` +
    icon('bag', 10, 14, 36, '#ffffff', THEME) +
    `<text x="62" y="42" font-family="${FONT_FAMILY}" font-size="28" font-weight="700" fill="#1f2937">mallfront<tspan fill="${THEME}" dx="6">商城</tspan></text>`
  return svgDocument(280, 64, '', body, 'mallfront 商城')
}

export function categoryImage(name: string, hue: number, iconName: IconName): string {
  const body =
    `<circle cx="60" cy="60" r="60" fill="${hsl(hue, 72, 93)}"/>` +
    icon(iconName, 22, 22, 76, hsl(hue, 55, 46), '#ffffff')
  return svgDocument(120, 120, '', body, name)
}

export function articleCover(title: string, nodeName: string, hue: number, iconName: IconName): string {
  const [width, height] = [640, 360]
  const line = clip(title, 18)
  const defs = linearGradient('bg', hsl(hue, 55, 44), hsl(hue + 35, 58, 28))
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="560" cy="80" r="150" fill="#ffffff" opacity="0.08"/>` +
    icon(iconName, 470, 40, 130, '#ffffff', hsl(hue, 55, 44)) +
    `<rect x="40" y="40" width="${nodeName.length * 22 + 36}" height="40" rx="20" fill="#ffffff" opacity="0.2"/>` +
    text(nodeName, { x: 58, y: 67, size: 20, fill: '#ffffff' }) +
    text(line, { x: 40, y: 300, size: fitFontSize(line, 560, 34), weight: 700, fill: '#ffffff' })
  return svgDocument(width, height, defs, body, title)
}

export interface CarouselArt {
  title: string
  subtitle: string
  cta: string
  hue: number
  icons: IconName[]
}

/** 1190x460 home carousel slide. */
export function carouselBanner(art: CarouselArt): string {
  const [width, height] = [1190, 460]
  const defs = linearGradient('bg', hsl(art.hue, 70, 52), hsl(art.hue + 28, 72, 36), 'horizontal')
  const icons = art.icons
    .slice(0, 3)
    .map((name, i) => icon(name, 640 + i * 150, 90 + (i % 2) * 80, 260 - i * 30, '#ffffff', hsl(art.hue, 65, 46)))
    .join('')
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="900" cy="230" r="260" fill="#ffffff" opacity="0.08"/>` +
    `<circle cx="120" cy="420" r="160" fill="#ffffff" opacity="0.06"/>` +
    icons +
    text(art.title, { x: 90, y: 200, size: fitFontSize(art.title, 560, 72), weight: 800, fill: '#ffffff' }) +
    text(art.subtitle, { x: 90, y: 262, size: fitFontSize(art.subtitle, 560, 32), fill: '#ffffff', opacity: 0.9 }) +
    `<rect x="90" y="306" width="188" height="58" rx="29" fill="#ffffff"/>` +
    text(art.cta, { x: 184, y: 344, size: 26, weight: 700, fill: hsl(art.hue, 70, 42), anchor: 'middle' })
  return svgDocument(width, height, defs, body, art.title)
}
