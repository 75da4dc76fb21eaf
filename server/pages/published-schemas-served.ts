import { ResolvedCoupon, ResolvedGoods, ResolvedShop } from '../../schemas/resolved.ts'
import { FRAME_DEFAULTS, SETTING_DEFAULTS } from '../../schemas/widget-defaults.ts'
import { FREE_PANEL_CHILD_TYPES } from '../../schemas/widgets/W0006.ts'

/**
 * The served form of a widget schema, as GET /api/schemas/widgets/{type} publishes it: the stored
 * schema (what the designer validates at publish, `?form=stored`) loosened only where a resolved
 * descriptor truly differs from what was stored, so every served widget validates unchanged:
 *
 * - a property that has a `default` is not `required`, at every depth: descriptors leave out
 *   settings (and sides of a frame box) equal to their defaults (schemas/widget-defaults.ts), and
 *   the `default`, kept, says what a missing one is — ajv's `useDefaults` fills them back; a
 *   widget's own settings carry the very defaults descriptors leave out (a widget's `name`
 *   defaults to its kind, e.g. `carousel`, where the stored schema has '');
 * - a goods entry does not require `itemId`: a resolved one names its goods by `goods_id` alone
 *   (schemas/resolved.ts ResolvedGoods; `itemId` is always the same id);
 * - a list of goods, coupons or shops has no minimum: entries whose goods are off the shelf or
 *   deleted, coupons expired or shops closed are dropped from it (server/pages/resolve.ts);
 * - W0012 sends empty the four lists its `styleType` does not show (resolvers/shown.ts);
 * - a W0006 child is checked by its own type's served schema (`$ref`), as validateWidget does;
 * - a goods, coupon or shop entry also lists the live fields resolution writes into it
 *   (schemas/resolved.ts: `href`, a coupon's `getted`, a shop's images and goods …), and a widget
 *   type without `data` lists the empty `data` every served widget has, so a served widget holds
 *   no key its schema does not list.
 *
 * The designer's own keyword `x-message` (its Chinese error texts) is left out, so an ajv in its
 * default strict mode compiles the schema.
 */

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keywords whose value is one schema. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'items']
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs']

/** Keywords of ours that are no JSON Schema vocabulary. */
const PRIVATE_KEYWORDS = new Set(['x-message'])

function mapValues(value: Json, each: (schema: unknown) => unknown): Json {
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, each(inner)]))
}

const hasProperty = (schema: Json, name: string) => isObject(schema.properties) && name in schema.properties

/** A goods, coupon or shop entry, recognised by its reference fields as the resolver does. */
const isEntry = (schema: unknown) =>
  isObject(schema) &&
  ((hasProperty(schema, 'goods_id') && hasProperty(schema, 'goods_name')) ||
    hasProperty(schema, 'card_id') ||
    hasProperty(schema, 'shop_id'))

/** The names still required once those with a default (and a goods entry's `itemId`) are left out. */
function servedRequired(schema: Json, properties: Json): unknown[] {
  const required = Array.isArray(schema.required) ? schema.required : []
  return required.filter(
    (name) =>
      !(isObject(properties[name]) && 'default' in properties[name]) &&
      !(name === 'itemId' && hasProperty(schema, 'goods_id')),
  )
}

/**
 * What resolution writes into an entry (schemas/resolved.ts): the live fields beside the stored
 * ones it keeps, so the served schema lists every key a resolved entry carries. Recognised in the
 * resolver's order: goods first (a goods entry may also name its shop), then coupons, then shops.
 */
function resolvedFields(schema: Json): Json {
  const resolved =
    hasProperty(schema, 'goods_id') && hasProperty(schema, 'goods_name')
      ? ResolvedGoods
      : hasProperty(schema, 'card_id')
        ? ResolvedCoupon
        : ResolvedShop
  return (JSON.parse(JSON.stringify(resolved)) as { properties: Json }).properties
}

/** Any schema in its served form (the widget-independent rules). */
function servedForm(schema: unknown): unknown {
  if (!isObject(schema)) return schema
  const served: Json = {}
  for (const [key, value] of Object.entries(schema)) {
    if (PRIVATE_KEYWORDS.has(key)) continue
    if (SCHEMA_MAPS.includes(key) && isObject(value)) served[key] = mapValues(value, servedForm)
    else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) served[key] = value.map(servedForm)
    else if (ONE_SCHEMA.includes(key)) served[key] = servedForm(value)
    else served[key] = value
  }
  if (Array.isArray(schema.required)) {
    const required = servedRequired(schema, isObject(served.properties) ? served.properties : {})
    if (required.length > 0) served.required = required
    else delete served.required
  }
  if (isEntry(schema.items)) delete served.minItems
  if (isEntry(schema)) served.properties = { ...resolvedFields(schema), ...(served.properties as Json) }
  return served
}

/** JSON Schema's conditional: where `condition` holds, `schema` applies. */
function ifThen(condition: Json, schema: unknown): Json {
  // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword, in a schema that is never awaited
  return { if: condition, then: schema }
}

/**
 * An array schema that also accepts the empty list. Written as if/then rather than anyOf: ajv
 * applies `default`s inside `then` (never inside anyOf/oneOf), so `useDefaults` still fills the
 * shown list's entries and a strict ajv compiles the schema with it.
 */
const orEmpty = (schema: unknown) => ({ type: 'array', ...ifThen({ type: 'array', minItems: 1 }, schema) })

/** Each child by its type's schema, for the types a free panel accepts; if/then for the same reason. */
const panelChild = (refOf: (type: string) => string) => ({
  type: 'object',
  required: ['type'],
  properties: { type: { enum: FREE_PANEL_CHILD_TYPES } },
  allOf: FREE_PANEL_CHILD_TYPES.map((child) =>
    ifThen({ properties: { type: { const: child } } }, { $ref: refOf(child) }),
  ),
})

/**
 * A widget type's schema in its served form. `refOf` gives the `$id` of a type's served schema,
 * which a free panel's children refer to.
 */
export function servedWidgetSchema(type: string, stored: Json, refOf: (type: string) => string): Json {
  const served = servedForm(stored) as Json
  const properties = served.properties as Record<string, Json>
  if (Object.hasOwn(SETTING_DEFAULTS, type))
    for (const [key, value] of Object.entries({ ...FRAME_DEFAULTS, ...SETTING_DEFAULTS[type] }))
      if (isObject(properties[key])) properties[key] = { ...properties[key], default: value }
  // Every served widget has its `data`, an empty list where its type keeps none (server/pages/resolve.ts).
  if (type !== 'W0000')
    properties.data ??= { type: 'array', maxItems: 0, default: [], description: '该挂件没有数据，恒为空' }
  if (type === 'W0006') properties.childWidgets = { ...properties.childWidgets, items: panelChild(refOf) }
  if (type === 'W0012' && Array.isArray(properties.data.items))
    properties.data = { ...properties.data, items: properties.data.items.map(orEmpty) }
  return served
}
