import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { SAFE_URL_PATTERN } from './url-rules.ts'
import { FRAME_DEFAULTS, PAGE_WIDTH } from './widget-defaults.ts'
import { DEFAULT_ZINDEX, TOP_ZINDEX } from './widget-rules.ts'

/**
 * Fields every widget shares (spec 3 "Widget common fields") and the string formats that keep
 * stored settings harmless when rendered: colours end up in style attributes and urls in
 * href/src attributes, so both are whitelisted rather than blacklisted.
 */

export { PAGE_WIDTH }
export const DEFAULT_WIDGET_WIDTH = 375
/** The z-index layers (widget-rules.ts). */
export { DEFAULT_ZINDEX, TOP_ZINDEX }

/**
 * #rgb, #rrggbb, #rrggbbaa, rgb()/rgba() with plain numbers, `transparent`, or '' for "not set"
 * (the widget falls back to the theme). Anything else could smuggle CSS into a style attribute.
 */
export const COLOR_PATTERN =
  '^(|transparent|#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\\(\\s*\\d{1,3}%?\\s*,\\s*\\d{1,3}%?\\s*,\\s*\\d{1,3}%?\\s*(,\\s*(0|1|0?\\.\\d+|\\d{1,3}%)\\s*)?\\))$'

export const Color = (fallback: string) => Type.String({ maxLength: 40, pattern: COLOR_PATTERN, default: fallback })

/** A colour that must be set (page background and theme feed CSS variables directly). */
export const FilledColor = (fallback: string) =>
  Type.String({ minLength: 1, maxLength: 40, pattern: COLOR_PATTERN, default: fallback })

/** The URL rule lives in url-rules.ts (plain code the storefront bundles); its patterns are part of this module's API. */
export { SAFE_URL_PATTERN }

export const SafeUrl = (fallback = '') => Type.String({ maxLength: 2048, pattern: SAFE_URL_PATTERN, default: fallback })

/** Short labels (titles, names, button texts). */
export const Label = (fallback = '', maxLength = 100) => Type.String({ maxLength, default: fallback })

export const NonNegative = (fallback: number, options: { maximum?: number } = {}) =>
  Type.Number({ minimum: 0, default: fallback, ...options })

/** Font sizes: spec 5 "font sizes min 0"; some widgets raise the minimum (more title 10, shop name 14). */
export const FontSize = (fallback: number, options: { minimum?: number; maximum?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: 200, default: fallback, ...options })

/** Price decimals shown (spec 5 "wgtToFixed 0-2"). */
export const ToFixed = (fallback = 2) => Type.Integer({ minimum: 0, maximum: 2, default: fallback })

export const Align = (fallback: 'left' | 'center' | 'right' = 'left') =>
  Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')], { default: fallback })

export const Box = Type.Object(
  {
    top: NonNegative(0),
    right: NonNegative(0),
    bottom: NonNegative(0),
    left: NonNegative(0),
  },
  { default: { top: 0, right: 0, bottom: 0, left: 0 } },
)
export type Box = Static<typeof Box>

export const BorderStyle = Type.Union(
  [Type.Literal('none'), Type.Literal('solid'), Type.Literal('dashed'), Type.Literal('dotted'), Type.Literal('double')],
  { default: 'solid' },
)

export const Borders = Type.Object(
  {
    width: NonNegative(0),
    style: BorderStyle,
    color: Color(''),
    radius: NonNegative(0),
  },
  { default: { width: 0, style: 'solid', color: '', radius: 0 } },
)
export type Borders = Static<typeof Borders>

export const Colours = Type.Object(
  {
    backgroundColor: Color(''),
    color: Color(''),
  },
  { default: { backgroundColor: '', color: '' } },
)
export type Colours = Static<typeof Colours>

/**
 * The common properties, spread into each widget's Type.Object next to its own fields.
 * `data` is not here: every widget declares its own list shape.
 */
export function commonFields<T extends string>(type: T) {
  return {
    type: Type.Literal(type),
    /** Widget kind key; the free panel matches it against its allowed list. */
    name: Label('', 50),
    /** Operator's own label shown in the page settings' widget list. */
    alias: optional(Label('', 50)),
    uuid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    x: Type.Number({ minimum: 0, maximum: PAGE_WIDTH, default: 0 }),
    y: NonNegative(0),
    /** Also bounded by the widget's own pageWidth (checked in validateWidget). */
    width: Type.Number({ minimum: 0, maximum: PAGE_WIDTH, default: DEFAULT_WIDGET_WIDTH }),
    height: NonNegative(0),
    zindex: Type.Integer({ minimum: 0, maximum: TOP_ZINDEX, default: DEFAULT_ZINDEX }),
    /** Stretches the widget's background to the viewport while its content stays centred at pageWidth. */
    widthFull: Type.Boolean({ default: false }),
    pageWidth: Type.Integer({ minimum: 1, maximum: 4096, default: PAGE_WIDTH }),
    margins: Box,
    paddings: Box,
    borders: Borders,
    colours: Colours,
    imgUrl: optional(SafeUrl()),
    href: optional(SafeUrl()),
    /** Resizing keeps the image's aspect ratio. */
    proportion: optional(Type.Boolean({ default: false })),
    customerThemeEnabled: optional(Type.Boolean({ default: false })),
    heightDisabled: optional(Type.Boolean({ default: false })),
    widthDisabled: optional(Type.Boolean({ default: false })),
    /** Set on widgets that sit inside a free panel (W0006). */
    leaf: optional(Type.Boolean({ default: false })),
    /** Hidden in the designer's outline: kept in the draft, left out of the served page. */
    hidden: optional(Type.Boolean({ default: false })),
    /** Locked in the designer: its frame neither moves nor resizes and its settings are read-only. */
    locked: optional(Type.Boolean({ default: false })),
  }
}

export interface CommonDefaults<T extends string> {
  type: T
  name: string
  uuid: string
  x: number
  y: number
  width: number
  height: number
  zindex: number
  widthFull: boolean
  pageWidth: number
  margins: Box
  paddings: Box
  borders: Borders
  colours: Colours
}

/**
 * Default common values; `uuid` is a placeholder that createWidget replaces with a fresh one.
 * Each call returns new objects so defaults can be edited without touching another widget's.
 */
export function commonDefaults<T extends string>(
  type: T,
  name: string,
  size: { width?: number; height: number },
): CommonDefaults<T> {
  return {
    type,
    name,
    uuid: type.toLowerCase(),
    x: 0,
    y: 0,
    width: size.width ?? DEFAULT_WIDGET_WIDTH,
    height: size.height,
    zindex: FRAME_DEFAULTS.zindex,
    widthFull: FRAME_DEFAULTS.widthFull,
    pageWidth: FRAME_DEFAULTS.pageWidth,
    margins: { ...FRAME_DEFAULTS.margins },
    paddings: { ...FRAME_DEFAULTS.paddings },
    borders: { ...FRAME_DEFAULTS.borders },
    colours: { ...FRAME_DEFAULTS.colours },
  }
}

/** Attach the spec's Chinese messages to a schema's keywords (read by validateWidget). */
export function withMessages<S extends TSchema>(schema: S, messages: Record<string, string>): S {
  return Object.assign(schema, { 'x-message': messages })
}

/** Non-standard keywords these schemas carry; an ajv instance compiling them must know them. */
export const SCHEMA_KEYWORDS = ['x-message'] as const

/** A designer limit on a list, with the spec's Chinese messages (spec 5 "Designer limits"). */
export interface ListLimit {
  minItems?: number
  maxItems?: number
  minMessage?: string
  maxMessage?: string
}

/** An array carrying its limit and messages, so validateWidget reports the spec's wording. */
export function LimitedArray<S extends TSchema>(item: S, limit: ListLimit, options: { default?: unknown } = {}) {
  const messages: Record<string, string> = {}
  if (limit.minMessage) messages.minItems = limit.minMessage
  if (limit.maxMessage) messages.maxItems = limit.maxMessage
  const bounds = limit.minItems === undefined ? {} : { minItems: limit.minItems }
  return withMessages(Type.Array(item, { ...bounds, maxItems: limit.maxItems ?? 200, ...options }), messages)
}

/** Defaults are shared module constants: frozen so no caller edits them in place. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/**
 * An optional property without its default, so validation (which fills defaults) does not add
 * fields a stored widget left out on purpose.
 */
export function optional<S extends TSchema>(schema: S) {
  const { default: _unused, ...rest } = schema
  return Type.Optional(rest as unknown as S)
}
