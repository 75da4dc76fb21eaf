import type { CSSProperties } from 'react'

export interface HotZoneBox {
  leftPer?: number
  topPer?: number
  widthPer?: number
  heightPer?: number
}

/** Stored values are percentages of the image; clamped so a zone never leaves it. */
const percent = (value: number | undefined): string => `${Math.min(100, Math.max(0, Number(value) || 0))}%`

/** Where a hot zone sits over its image, in percentages, so it scales with the image. */
export function zoneStyle(zone: HotZoneBox): CSSProperties {
  return {
    left: percent(zone.leftPer),
    top: percent(zone.topPer),
    width: percent(zone.widthPer),
    height: percent(zone.heightPer),
  }
}
