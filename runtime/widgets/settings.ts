/**
 * The descriptor fields every widget carries (spec 3 "Widget common fields") as the widgets read
 * them, with the shared style and link types of schemas/.
 */
export type { Box as Sides } from '../../schemas/style.ts'
export type { LinkData } from '../../schemas/link.ts'

/** The common fields of a descriptor widget, typed from the widget schemas (schemas/descriptor.ts). */
export type { WidgetFrame as WidgetBase } from '../../schemas/descriptor.ts'

/** A goods entry as resolved into a descriptor (the wire type, schemas/resolved.ts). */
export type { ResolvedGoods } from '../../schemas/resolved.ts'
