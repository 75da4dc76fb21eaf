import { icon, type IconName } from './icons.ts'
import { clip, fitFontSize, hashOf, hsl, isLight, linearGradient, shade, svgDocument, text } from './svg.ts'

export interface GoodsArt {
  itemName: string
  brand: string
  subTitle: string
  /** Category base hue; each product shifts it a little so neighbours differ. */
  hue: number
  icon: IconName
}

const SIZE = 800

/** The product name without its brand prefix, short enough for an image caption. */
export function shortName(itemName: string, brand: string): string {
  const withoutBrand = brand && itemName.startsWith(brand) ? itemName.slice(brand.length).trim() : itemName
  return clip(withoutBrand || itemName, 16)
}

const productHue = (art: GoodsArt) => art.hue + ((hashOf(art.itemName) % 31) - 15)

function brandBadge(brand: string, color: string, textColor: string): string {
  const width = Math.max(88, Math.round(brand.length * 30 + 48))
  return (
    `<rect x="40" y="40" width="${width}" height="56" rx="28" fill="${color}"/>` +
    text(brand, { x: 40 + width / 2, y: 78, size: 28, weight: 700, fill: textColor, anchor: 'middle' })
  )
}

const watermark = (fill: string) =>
  text('mallfront', { x: 760, y: 770, size: 22, weight: 700, fill, anchor: 'end', opacity: 0.35, letterSpacing: 1 })

/** Main picture: light gradient, the category pictogram, brand badge and product name. */
function mainView(art: GoodsArt): string {
  const h = productHue(art)
  const name = shortName(art.itemName, art.brand)
  const defs = linearGradient('bg', hsl(h, 75, 95), hsl(h + 18, 62, 82))
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    `<circle cx="640" cy="170" r="230" fill="#ffffff" opacity="0.35"/>` +
    `<circle cx="140" cy="650" r="170" fill="${hsl(h, 70, 88)}" opacity="0.6"/>` +
    `<ellipse cx="400" cy="600" rx="230" ry="26" fill="#000000" opacity="0.07"/>` +
    icon(art.icon, 190, 150, 420, hsl(h, 55, 46), hsl(h, 70, 90)) +
    brandBadge(art.brand, hsl(h, 50, 38), '#ffffff') +
    text(name, { x: 400, y: 710, size: fitFontSize(name, 680, 58), weight: 700, fill: '#1f2937', anchor: 'middle' }) +
    watermark('#1f2937')
  return svgDocument(SIZE, SIZE, defs, body, art.itemName)
}

/** Second picture: dark backdrop with the name set large, like a launch poster. */
function posterView(art: GoodsArt): string {
  const h = productHue(art)
  const name = shortName(art.itemName, art.brand)
  const defs = linearGradient('bg', hsl(h, 38, 18), hsl(h + 24, 44, 34))
  const rings = [150, 230, 310]
    .map(
      (r) => `<circle cx="560" cy="470" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/>`,
    )
    .join('')
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    rings +
    icon(art.icon, 330, 240, 460, hsl(h, 62, 62), hsl(h, 40, 92)) +
    text(art.brand, { x: 60, y: 110, size: 34, weight: 700, fill: hsl(h, 80, 80), letterSpacing: 2 }) +
    text(name, { x: 60, y: 175, size: fitFontSize(name, 680, 54), weight: 700, fill: '#ffffff' }) +
    text('品质之选 · 正品保障', { x: 60, y: 740, size: 26, fill: '#ffffff', opacity: 0.65 }) +
    watermark('#ffffff')
  return svgDocument(SIZE, SIZE, defs, body, art.itemName)
}

/** Third picture: selling points from the subtitle as labelled chips. */
function featuresView(art: GoodsArt): string {
  const h = productHue(art)
  const name = shortName(art.itemName, art.brand)
  const points = art.subTitle
    .split(/[｜|]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 4)
  const defs = linearGradient('bg', '#ffffff', hsl(h, 60, 95), 'vertical')
  const chips = points
    .map((point, i) => {
      const y = 220 + i * 92
      return (
        `<rect x="430" y="${y}" width="330" height="66" rx="33" fill="${hsl(h, 70, 92)}"/>` +
        `<circle cx="466" cy="${y + 33}" r="10" fill="${hsl(h, 55, 46)}"/>` +
        text(clip(point, 10), { x: 490, y: y + 43, size: fitFontSize(clip(point, 10), 250, 28), fill: '#1f2937' })
      )
    })
    .join('')
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    `<circle cx="220" cy="330" r="190" fill="${hsl(h, 70, 90)}"/>` +
    icon(art.icon, 70, 180, 300, hsl(h, 55, 46), '#ffffff') +
    text('产品亮点', { x: 430, y: 180, size: 40, weight: 700, fill: hsl(h, 50, 32) }) +
    chips +
    `<rect y="640" width="${SIZE}" height="160" fill="${hsl(h, 55, 42)}"/>` +
    text(name, { x: 60, y: 722, size: fitFontSize(name, 680, 46), weight: 700, fill: '#ffffff' }) +
    text(`${art.brand} · mallfront 正品保障`, { x: 60, y: 770, size: 22, fill: '#ffffff', opacity: 0.75 })
  return svgDocument(SIZE, SIZE, defs, body, art.itemName)
}

export function goodsImage(art: GoodsArt, view: 1 | 2 | 3): string {
  if (view === 2) return posterView(art)
  if (view === 3) return featuresView(art)
  return mainView(art)
}

/** Picture of one colour variant: the pictogram painted in that colour. */
export function variantImage(art: GoodsArt, valueName: string, color: string): string {
  const h = productHue(art)
  const light = isLight(color)
  const [from, to] = light ? [hsl(h, 22, 84), hsl(h, 26, 70)] : [shade(color, 0.88), shade(color, 0.62)]
  const detail = light ? shade(color, -0.3) : shade(color, 0.78)
  const caption = `${shortName(art.itemName, art.brand)} · ${valueName}`
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    `<circle cx="400" cy="370" r="280" fill="#ffffff" opacity="0.35"/>` +
    `<ellipse cx="400" cy="600" rx="230" ry="26" fill="#000000" opacity="0.08"/>` +
    icon(art.icon, 190, 150, 420, color, detail) +
    brandBadge(art.brand, '#ffffff', '#1f2937') +
    `<circle cx="720" cy="80" r="30" fill="${color}" stroke="#ffffff" stroke-width="6"/>` +
    text(caption, {
      x: 400,
      y: 710,
      size: fitFontSize(caption, 700, 50),
      weight: 700,
      fill: '#1f2937',
      anchor: 'middle',
    }) +
    watermark('#1f2937')
  return svgDocument(SIZE, SIZE, linearGradient('bg', from, to), body, caption)
}
