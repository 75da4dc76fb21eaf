/**
 * The descriptor fields every widget carries (spec 3 "Widget common fields") as the widgets read
 * them, with the shared style and link types of schemas/.
 */
import type { Borders, Box, Colours } from '../../schemas/style.ts'

export type { Borders, Box as Sides, Colours } from '../../schemas/style.ts'
export type { LinkData } from '../../schemas/link.ts'

export interface WidgetBase {
  type: string
  name?: string
  alias?: string
  uuid: string
  x: number
  y: number
  width: number
  height: number
  zindex?: number
  widthFull?: boolean
  pageWidth?: number
  margins?: Box
  paddings?: Box
  borders?: Borders
  colours?: Colours
}

/** A goods entry as resolved into a descriptor (the wire type, schemas/resolved.ts). */
export type { ResolvedGoods } from '../../schemas/resolved.ts'
