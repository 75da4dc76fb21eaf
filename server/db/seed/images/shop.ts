import { icon } from './icons.ts'
import { clip, fitFontSize, hashOf, hsl, linearGradient, svgDocument, text } from './svg.ts'

export interface ShopArt {
  name: string
  description: string
  city: string
}

const shopHue = (art: ShopArt) => 190 + (hashOf(art.name) % 160)

/** "mallfront 北京三里屯旗舰店" → "三里屯": the part that tells stores apart. */
export function shopLabel(name: string, city: string): string {
  const cityShort = city.replace(/市$/, '')
  const rest = name.replace(/^mallfront\s*/, '').replace(/(旗舰店|店)$/, '')
  return (rest.startsWith(cityShort) ? rest.slice(cityShort.length) : rest) || rest
}

export function shopLogo(art: ShopArt): string {
  const h = shopHue(art)
  const label = shopLabel(art.name, art.city)
  const defs = linearGradient('bg', hsl(h, 60, 50), hsl(h + 25, 62, 38))
  const body =
    `<circle cx="100" cy="100" r="100" fill="url(#bg)"/>` +
    `<circle cx="100" cy="100" r="88" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>` +
    icon('bag', 62, 34, 76, '#ffffff', hsl(h, 60, 45)) +
    text(label, { x: 100, y: 148, size: fitFontSize(label, 130, 30), weight: 700, fill: '#ffffff', anchor: 'middle' })
  return svgDocument(200, 200, defs, body, art.name)
}

function skyline(h: number, width: number, height: number, scale: number): string {
  const blocks = [
    [0, 120, 70],
    [80, 200, 60],
    [150, 150, 80],
    [240, 240, 50],
    [300, 170, 90],
    [400, 110, 60],
  ]
  return (
    blocks
      .map(
        ([x, bh, w]) =>
          `<rect x="${width - 520 * scale + x * scale}" y="${height - bh * scale}" width="${w * scale}" height="${bh * scale}" fill="#ffffff" opacity="${0.1 + (x % 3) * 0.04}"/>`,
      )
      .join('') +
    `<rect x="0" y="${height - 6 * scale}" width="${width}" height="${6 * scale}" fill="${hsl(h, 40, 20)}" opacity="0.3"/>`
  )
}

/** Text stays left of this x, so a card that crops the banner to its right part shows only the picture. */
const BANNER_TEXT_RIGHT = 520

export function shopBanner(art: ShopArt, tags: string[]): string {
  const h = shopHue(art)
  const [width, height] = [1190, 400]
  const defs = linearGradient('bg', hsl(h, 58, 46), hsl(h + 30, 60, 30), 'horizontal')
  let x = 80
  const chips: string[] = []
  for (const tag of tags.slice(0, 4)) {
    const w = tag.length * 24 + 40
    if (x + w > BANNER_TEXT_RIGHT) break
    chips.push(
      `<rect x="${x}" y="258" width="${w}" height="44" rx="22" fill="#ffffff" opacity="0.18"/>` +
        text(tag, { x: x + w / 2, y: 288, size: 22, fill: '#ffffff', anchor: 'middle' }),
    )
    x += w + 16
  }
  const textWidth = BANNER_TEXT_RIGHT - 80
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    skyline(h, width, height, 1) +
    icon('bag', 860, 70, 220, '#ffffff', hsl(h, 58, 42)) +
    text(art.name, { x: 80, y: 150, size: fitFontSize(art.name, textWidth, 56), weight: 700, fill: '#ffffff' }) +
    text(clip(art.description, Math.floor(textWidth / 26)), {
      x: 80,
      y: 214,
      size: 26,
      fill: '#ffffff',
      opacity: 0.85,
    }) +
    chips.join('')
  return svgDocument(width, height, defs, body, art.name)
}

/** The 538x96 strip on top of a recommended-shop block (W0020). */
export function shopTopImage(art: ShopArt): string {
  const h = shopHue(art)
  const defs = linearGradient('bg', hsl(h, 60, 48), hsl(h + 30, 60, 34), 'horizontal')
  const body =
    `<rect width="538" height="96" fill="url(#bg)"/>` +
    skyline(h, 538, 96, 0.35) +
    icon('bag', 20, 18, 60, '#ffffff', hsl(h, 60, 45)) +
    text(art.name, { x: 92, y: 58, size: fitFontSize(art.name, 300, 26), weight: 700, fill: '#ffffff' }) +
    `<rect x="420" y="30" width="98" height="36" rx="18" fill="#ffffff"/>` +
    text('进店逛逛', { x: 469, y: 55, size: 18, weight: 700, fill: hsl(h, 60, 38), anchor: 'middle' })
  return svgDocument(538, 96, defs, body, art.name)
}
