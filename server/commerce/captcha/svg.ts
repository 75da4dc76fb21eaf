import { randomInt } from 'node:crypto'
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type Point } from './glyphs.ts'

export const CAPTCHA_LENGTH = 4
export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40
const MARGIN = 6

/** Distortion is cosmetic, so Math.random is enough here; the answer itself uses crypto. */
const between = (min: number, max: number) => min + Math.random() * (max - min)
const fixed = (n: number) => n.toFixed(1)

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = ''
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return text
}

function darkColour(): string {
  return `hsl(${Math.floor(between(0, 360))},${Math.floor(between(45, 75))}%,${Math.floor(between(22, 38))}%)`
}

function midColour(): string {
  return `hsl(${Math.floor(between(0, 360))},${Math.floor(between(30, 60))}%,${Math.floor(between(45, 70))}%)`
}

/**
 * Each glyph is scaled, sheared, rotated and moved into its slot, and every point is nudged, so
 * the same character never produces the same path twice.
 */
function glyphPath(char: string, slot: number, slots: number): string {
  const glyph = GLYPHS[char]
  if (!glyph) throw new Error(`no glyph for ${char}`)
  // The bounds below keep every point inside the image even at the extremes (see svg.test.ts).
  const slotWidth = (CAPTCHA_WIDTH - 2 * MARGIN) / slots
  const cx = MARGIN + slotWidth * (slot + 0.5) + between(-2, 2)
  const cy = CAPTCHA_HEIGHT / 2 + between(-2, 2)
  const sx = between(1.6, 1.9)
  const sy = between(1.9, 2.2)
  const shear = between(-0.15, 0.15)
  const angle = between(-0.35, 0.35)
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const place = ([gx, gy]: Point): string => {
    const x = (gx - GLYPH_WIDTH / 2 + between(-0.35, 0.35)) * sx
    const y = (gy - GLYPH_HEIGHT / 2 + between(-0.35, 0.35)) * sy
    const xs = x + shear * y
    return `${fixed(cx + xs * cos - y * sin)} ${fixed(cy + xs * sin + y * cos)}`
  }
  const d = glyph.map((stroke) => `M${stroke.map(place).join('L')}`).join('')
  return `<path d="${d}" fill="none" stroke="${darkColour()}" stroke-width="${between(2.2, 2.8).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

function noiseLine(): string {
  const y = () => fixed(between(4, CAPTCHA_HEIGHT - 4))
  const x = (from: number, to: number) => fixed(between(from, to))
  const d = `M${x(0, 10)} ${y()}C${x(30, 50)} ${y()} ${x(70, 90)} ${y()} ${x(110, 120)} ${y()}`
  return `<path d="${d}" fill="none" stroke="${midColour()}" stroke-width="${between(1, 1.6).toFixed(2)}"/>`
}

function noiseDot(): string {
  const cx = fixed(between(0, CAPTCHA_WIDTH))
  const cy = fixed(between(0, CAPTCHA_HEIGHT))
  return `<circle cx="${cx}" cy="${cy}" r="${between(0.6, 1.6).toFixed(2)}" fill="${midColour()}"/>`
}

/** A self-contained SVG of the text with noise lines and dots; no fonts or external resources. */
export function renderCaptchaSvg(text: string): string {
  const chars = [...text]
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="hsl(${Math.floor(between(180, 240))},30%,${Math.floor(between(93, 97))}%)"/>`,
  ]
  for (let i = 0; i < 30; i++) parts.push(noiseDot())
  for (let i = 0; i < 2; i++) parts.push(noiseLine())
  chars.forEach((char, i) => parts.push(glyphPath(char, i, chars.length)))
  // One line drawn over the glyphs so they cannot be cut apart by colour alone.
  parts.push(noiseLine())
  parts.push('</svg>')
  return parts.join('')
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
