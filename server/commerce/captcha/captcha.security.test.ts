import { createCanvas, loadImage } from '@napi-rs/canvas'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { BASE, send } from '../auth/test-fixtures.ts'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from './image.ts'

/**
 * Issue 16, item 8: each character used to be its own SVG path, and a short script matched the
 * paths against the glyph table. The image is now a raster: no per-character vector data, no
 * two draws alike, and no clean gap to cut the characters apart at.
 */

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

async function pixels(png: Buffer): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(await loadImage(png), 0, 0)
  return ctx.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT).data
}

/** The old attack's first step: one vector path per character, read out of the image. */
const characterPaths = (image: Buffer) =>
  [...image.toString('latin1').matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((match) => match[1])

describe('the image captcha against scripts', () => {
  it('serves a PNG that carries no vector paths to match against the glyph table', async () => {
    const res = await send(app, { method: 'GET', url: `${BASE}/member/image/code`, query: { type: 'sign' } })
    const { imageData } = res.json().data
    expect(imageData).toMatch(/^data:image\/png;base64,/)
    const image = Buffer.from(imageData.split(',')[1], 'base64')
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(characterPaths(image)).toEqual([])
    expect(image.toString('latin1')).not.toMatch(/<svg|<path|<text/i)
  })

  it('draws the same text differently every time, so a picture never matches a stored one', async () => {
    const [a, b] = await Promise.all([pixels(renderCaptchaPng('K7WM')), pixels(renderCaptchaPng('K7WM'))])
    let differing = 0
    for (let i = 0; i < a.length; i += 4) {
      if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 48) differing++
    }
    expect(differing / (CAPTCHA_WIDTH * CAPTCHA_HEIGHT)).toBeGreaterThan(0.1)
  })

  it('leaves no blank column between the characters to split them at', async () => {
    for (let round = 0; round < 20; round++) {
      const data = await pixels(renderCaptchaPng('HXEN'))
      const inked = (x: number) => {
        for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
          const i = (y * CAPTCHA_WIDTH + x) * 4
          if (data[i] + data[i + 1] + data[i + 2] < 3 * 140) return true
        }
        return false
      }
      const blank = Array.from({ length: 90 }, (_, i) => 15 + i).filter((x) => !inked(x))
      expect(blank).toEqual([])
    }
  })
})
