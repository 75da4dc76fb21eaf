import { randomInt } from 'node:crypto'
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './glyphs.ts'

/**
 * The image captcha as a PNG. A script matched the old per-character SVG paths against the glyph
 * table; a raster has no such structure. The glyphs are drawn from the stroke font (glyphs.ts,
 * so no system font is needed) in random colours, sizes and angles, squeezed so that neighbours
 * overlap, then the whole picture is bent by random waves and crossed by noise curves in the
 * glyphs' own colours, so characters can neither be cut apart nor compared with a template.
 */

export const CAPTCHA_LENGTH = 4
export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40

/** Distortion is cosmetic, so Math.random is enough here; the answer itself uses crypto. */
const between = (min: number, max: number) => min + Math.random() * (max - min)

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = ''
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return text
}

const darkColour = () =>
  `hsl(${Math.floor(between(0, 360))},${Math.floor(between(45, 75))}%,${Math.floor(between(20, 36))}%)`
const midColour = () =>
  `hsl(${Math.floor(between(0, 360))},${Math.floor(between(30, 60))}%,${Math.floor(between(50, 75))}%)`

/** One character, scaled, sheared and rotated about its centre; strokes as thick as the noise. */
function drawGlyph(ctx: SKRSContext2D, char: string, cx: number, colour: string): void {
  const glyph = GLYPHS[char]
  if (!glyph) throw new Error(`no glyph for ${char}`)
  ctx.save()
  ctx.translate(cx, CAPTCHA_HEIGHT / 2 + between(-2, 2))
  ctx.rotate(between(-0.3, 0.3))
  ctx.transform(1, 0, between(-0.25, 0.25), 1, 0, 0)
  ctx.scale(between(1.9, 2.4), between(2.1, 2.5))
  ctx.translate(-GLYPH_WIDTH / 2, -GLYPH_HEIGHT / 2)
  ctx.strokeStyle = colour
  ctx.lineWidth = between(1.1, 1.4)
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  for (const stroke of glyph) {
    ctx.beginPath()
    stroke.forEach(([x, y], i) => {
      if (i === 0) ctx.moveTo(x + between(-0.3, 0.3), y + between(-0.3, 0.3))
      else ctx.lineTo(x + between(-0.3, 0.3), y + between(-0.3, 0.3))
    })
    ctx.stroke()
  }
  ctx.restore()
}

function noiseCurve(ctx: SKRSContext2D, colour: string, width: number): void {
  const y = () => between(4, CAPTCHA_HEIGHT - 4)
  ctx.beginPath()
  ctx.moveTo(between(0, 10), y())
  ctx.bezierCurveTo(between(25, 55), y(), between(65, 95), y(), between(110, CAPTCHA_WIDTH), y())
  ctx.strokeStyle = colour
  ctx.lineWidth = width
  ctx.stroke()
}

/**
 * Moves every pixel along two random waves (sampled back with bilinear filtering), so straight
 * strokes bend differently on every draw.
 */
function warp(source: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(source.length)
  const ax = between(1.5, 2.5)
  const ay = between(2, 3.5)
  const fx = between(0.12, 0.2)
  const fy = between(0.05, 0.09)
  const px = between(0, Math.PI * 2)
  const py = between(0, Math.PI * 2)
  const at = (x: number, y: number, channel: number) => {
    const cx = Math.min(width - 1, Math.max(0, x))
    const cy = Math.min(height - 1, Math.max(0, y))
    return source[(cy * width + cx) * 4 + channel]
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x + ax * Math.sin(y * fx + px)
      const sy = y + ay * Math.sin(x * fy + py)
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      const tx = sx - x0
      const ty = sy - y0
      for (let channel = 0; channel < 4; channel++) {
        const top = at(x0, y0, channel) * (1 - tx) + at(x0 + 1, y0, channel) * tx
        const bottom = at(x0, y0 + 1, channel) * (1 - tx) + at(x0 + 1, y0 + 1, channel) * tx
        out[(y * width + x) * 4 + channel] = top * (1 - ty) + bottom * ty
      }
    }
  }
  return out
}

/** A PNG of the text: overlapping, warped glyphs with noise dots and curves. */
export function renderCaptchaPng(text: string): Buffer {
  const chars = [...text]
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = `hsl(${Math.floor(between(180, 240))},30%,${Math.floor(between(93, 97))}%)`
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT)
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = midColour()
    ctx.beginPath()
    ctx.arc(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), between(0.5, 1.5), 0, Math.PI * 2)
    ctx.fill()
  }
  for (let i = 0; i < 2; i++) noiseCurve(ctx, midColour(), between(1, 1.6))
  // Slots no wider than a glyph (17-19 px here) make neighbours touch and overlap.
  const step = between(16, 18)
  const start = (CAPTCHA_WIDTH - step * (chars.length - 1)) / 2
  const colours = chars.map(() => darkColour())
  chars.forEach((char, i) => {
    drawGlyph(ctx, char, start + step * i + between(-1.5, 1.5), colours[i])
  })
  // Curves in the glyphs' own colours and thickness, so colour and stroke width cannot split them off.
  for (let i = 0; i < 2; i++) noiseCurve(ctx, colours[randomInt(colours.length)], between(2, 2.8))
  const image = ctx.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT)
  image.data.set(warp(image.data, CAPTCHA_WIDTH, CAPTCHA_HEIGHT))
  ctx.putImageData(image, 0, 0)
  return canvas.toBuffer('image/png')
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`
}
