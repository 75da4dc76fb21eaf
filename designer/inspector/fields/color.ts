import { COLOR_PATTERN } from '../../../schemas/style.ts'

/** Colour text as the schemas accept it (schemas/style.ts COLOR_PATTERN), '' meaning "not set". */

const COLOR = new RegExp(COLOR_PATTERN)

export const COLOR_MESSAGE = '颜色格式不正确'

export const isColor = (text: string): boolean => COLOR.test(text.trim())

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0')

function parseHex6(value: string): string | null {
  const text = value.trim()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text)
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(text)
  if (long) return `#${long[1]}`.toLowerCase()
  const rgb = /^rgba?\(\s*(\d{1,3})(%?)\s*,\s*(\d{1,3})(%?)\s*,\s*(\d{1,3})(%?)/i.exec(text)
  if (!rgb) return null
  const channel = (n: string, percent: string) => (percent ? (Number(n) * 255) / 100 : Number(n))
  return `#${hex2(channel(rgb[1], rgb[2]))}${hex2(channel(rgb[3], rgb[4]))}${hex2(channel(rgb[5], rgb[6]))}`
}

/**
 * The #rrggbb a native colour input can show for a stored colour; `fallback` for '' and
 * transparent, which it cannot show.
 */
export function toHex6(value: string, fallback: string): string {
  return parseHex6(value) ?? parseHex6(fallback) ?? '#ffffff'
}
