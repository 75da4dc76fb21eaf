/**
 * Hot-zone geometry, kept pure so the editor's gestures are testable without a browser. Zones
 * are stored in percent of the image (0..100), so they follow the image whatever size the widget
 * is drawn at.
 */

export interface ZoneRect {
  leftPer: number
  topPer: number
  widthPer: number
  heightPer: number
}

/** A zone smaller than this (in percent of each side) is refused or grown to it. */
export const MIN_ZONE_PER = 2

export type Corner = 'nw' | 'ne' | 'sw' | 'se'

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Two decimals are finer than a pixel on any image the page can show, and keep the JSON short. */
export const roundPer = (value: number) => Math.round(value * 100) / 100

/** A pointer offset inside the image (px) as a percentage of its displayed size, clamped to 0..100. */
export function toPercent(px: number, size: number): number {
  if (!(size > 0)) return 0
  return clamp((px / size) * 100, 0, 100)
}

/** Keeps a zone inside the image and at least MIN_ZONE_PER on each side. */
export function clampZone(zone: ZoneRect): ZoneRect {
  const widthPer = clamp(zone.widthPer, MIN_ZONE_PER, 100)
  const heightPer = clamp(zone.heightPer, MIN_ZONE_PER, 100)
  return {
    leftPer: roundPer(clamp(zone.leftPer, 0, 100 - widthPer)),
    topPer: roundPer(clamp(zone.topPer, 0, 100 - heightPer)),
    widthPer: roundPer(widthPer),
    heightPer: roundPer(heightPer),
  }
}

/**
 * The zone spanned by a drag from one point to another (both in percent), whichever way the
 * pointer went; null when it is too small to be meant as a zone (a click, a slip).
 */
export function zoneFromDrag(start: { x: number; y: number }, end: { x: number; y: number }): ZoneRect | null {
  const x0 = clamp(Math.min(start.x, end.x), 0, 100)
  const y0 = clamp(Math.min(start.y, end.y), 0, 100)
  const x1 = clamp(Math.max(start.x, end.x), 0, 100)
  const y1 = clamp(Math.max(start.y, end.y), 0, 100)
  if (x1 - x0 < MIN_ZONE_PER || y1 - y0 < MIN_ZONE_PER) return null
  return clampZone({ leftPer: x0, topPer: y0, widthPer: x1 - x0, heightPer: y1 - y0 })
}

/** Moves a zone by a delta in percent, stopping at the image's edges without shrinking. */
export function moveZone(zone: ZoneRect, dx: number, dy: number): ZoneRect {
  return clampZone({ ...zone, leftPer: zone.leftPer + dx, topPer: zone.topPer + dy })
}

/**
 * Drags one corner by a delta in percent; the opposite corner stays put. The dragged edges stop
 * at the image's edges and at MIN_ZONE_PER from the fixed ones.
 */
export function resizeZone(zone: ZoneRect, corner: Corner, dx: number, dy: number): ZoneRect {
  let left = zone.leftPer
  let top = zone.topPer
  let right = zone.leftPer + zone.widthPer
  let bottom = zone.topPer + zone.heightPer
  if (corner === 'nw' || corner === 'sw') left = clamp(left + dx, 0, right - MIN_ZONE_PER)
  else right = clamp(right + dx, left + MIN_ZONE_PER, 100)
  if (corner === 'nw' || corner === 'ne') top = clamp(top + dy, 0, bottom - MIN_ZONE_PER)
  else bottom = clamp(bottom + dy, top + MIN_ZONE_PER, 100)
  return clampZone({ leftPer: left, topPer: top, widthPer: right - left, heightPer: bottom - top })
}

export function sameRect(a: ZoneRect, b: ZoneRect): boolean {
  return a.leftPer === b.leftPer && a.topPer === b.topPer && a.widthPer === b.widthPer && a.heightPer === b.heightPer
}
