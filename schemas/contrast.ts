/**
 * WCAG 2 contrast arithmetic for the brand colours: the ratio of two colours and the darker shade of
 * a hue that small text needs (4.5:1). Pure functions the server, the runtime and the tests share, so
 * a page's own themeColor (page setting W0000) gets readable text shades exactly like the default.
 */

/** WCAG AA minimum for small text; large text (≥ 24px, or ≥ 18.66px bold) needs 3:1. */
export const AA_TEXT = 4.5

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '')
  if (h.length === 3) h = h.replace(/./g, (c) => c + c)
  if (!/^[0-9a-f]{6}$/i.test(h)) throw new Error(`not a #rrggbb colour: ${hex}`)
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb
}

function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
      .toUpperCase()
  )
}

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Mixes `hex` towards black by `amount` (0 … 1): the same hue, darker. */
function shade(hex: string, amount: number): string {
  return toHex(parseHex(hex).map((c) => c * (1 - amount)) as Rgb)
}

/**
 * The lightest shade of `hex` (same hue, mixed towards black in 1% steps) that reaches `ratio`
 * against every one of `backgrounds`; `hex` itself when it already does.
 */
export function textShade(hex: string, backgrounds: readonly string[], ratio = AA_TEXT): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = shade(hex, step / 100)
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate
  }
  return '#000000'
}

/** The text colour for small text on a `fill`: white when it reads, otherwise a deep shade of the fill's own hue. */
export function textOnFill(fill: string, ratio = AA_TEXT): string {
  return contrastRatio('#FFFFFF', fill) >= ratio ? '#FFFFFF' : textShade(fill, [fill], ratio)
}
