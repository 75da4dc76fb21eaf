import { Type, type Static } from '@sinclair/typebox'
import { NonNegative, commonDefaults, commonFields, deepFreeze, optional } from '../style.ts'

/**
 * W0006 自由面板 (free panel): a container whose child widgets are positioned relative to it and
 * snap with a 10 px tolerance. Each child is a full widget; validateWidget checks it by its type.
 */

export const W0006_NAME = '自由面板'

/**
 * The widget types a free panel accepts (spec 2.9 "accepts drops only for allowed widget names"):
 * small blocks that compose a header strip or a side panel. Panels do not nest, and the wide
 * showcases need the whole page width.
 */
export const FREE_PANEL_CHILD_TYPES: readonly string[] = [
  'W0001',
  'W0002',
  'W0003',
  'W0004',
  'W0008',
  'W0010',
  'W0011',
  'W0013',
  'W0021',
]

/** Spec 8: what a drop of any other widget into a panel says. */
export const FREE_PANEL_REFUSAL = '不可放入自由面板'

/** Where the panel sits in the page frame. */
export const PanelSection = Type.Union([Type.Literal('header'), Type.Literal('body'), Type.Literal('footer')], {
  default: 'body',
})

export const ChildWidget = Type.Object(
  {
    type: Type.String({ pattern: '^W00[0-9]{2}$' }),
    uuid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    x: NonNegative(0),
    y: NonNegative(0),
    leaf: optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: true },
)

export const W0006Settings = Type.Object({
  ...commonFields('W0006'),
  comptyle: PanelSection,
  /** Grid step in px that children snap to. */
  grid: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  childWidgets: Type.Array(ChildWidget, { maxItems: 50, default: [] }),
})
export type W0006 = Static<typeof W0006Settings>

export const w0006Defaults: W0006 = deepFreeze({
  ...commonDefaults('W0006', 'freepanel', { height: 300 }),
  comptyle: 'body',
  grid: 10,
  childWidgets: [],
})
