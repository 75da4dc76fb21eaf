import type { HotZone } from '../../schemas/widgets/W0003.ts'
import { emptyLink } from '../../schemas/link.ts'
import type { ZoneRect } from './hot-zone-math.ts'

export type { HotZone }

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** Stored zones, skipping anything that is not one (a draft may hold broken data for a while). */
export function asZones(value: unknown): HotZone[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (zone): zone is HotZone =>
      typeof zone === 'object' &&
      zone !== null &&
      isNumber(zone.leftPer) &&
      isNumber(zone.topPer) &&
      isNumber(zone.widthPer) &&
      isNumber(zone.heightPer),
  )
}

export const rectOf = ({ leftPer, topPer, widthPer, heightPer }: ZoneRect): ZoneRect => ({
  leftPer,
  topPer,
  widthPer,
  heightPer,
})

export const newZone = (rect: ZoneRect): HotZone => ({ ...rect, pathData: emptyLink() })

export function replaceRect(zones: readonly HotZone[], index: number, rect: ZoneRect): HotZone[] {
  return zones.map((zone, i) => (i === index ? { ...zone, ...rect } : zone))
}
