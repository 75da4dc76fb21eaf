import type { TSchema } from '@sinclair/typebox'
import { isRecord } from './guards.ts'
import { PageSettings } from './page.ts'
import { isWidgetType, widgetSchemas } from './widgets/index.ts'

/**
 * Keys a schema does not declare, taken out of a stored value. A widget keeps only the settings
 * its type's schema lists (GET /api/schemas/widgets/{type}), at every depth: an `onClick` or a
 * `style` saved beside them would reach every client that spreads a widget's fields into its own
 * props. The server strips drafts when they are saved and templates when they are served; a
 * publish refuses a draft that still holds such keys (schemas/problems/unknown-keys.ts).
 *
 * An object's listed keys are its schema's `properties` (those of every branch of a union); an
 * object schema that lists none keeps nothing. A free panel's children are each read by their own
 * type's schema, as validation reads them.
 */

export interface Stripped<T = unknown> {
  value: T
  /** JSON pointers of the keys taken out, relative to the value. */
  removed: string[]
}

type Schema = Record<string, unknown>

/** The object schemas a value is read against: the schema itself, or its union's object branches. */
function objectSchemas(schema: Schema): Schema[] {
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]).filter(isRecord) : [schema]
  return branches.filter((branch) => isRecord(branch.properties))
}

/** JSON pointer escaping of one key. */
const pointerToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1')

function strip(schema: unknown, value: unknown, at: string, removed: string[]): unknown {
  if (!isRecord(schema)) return value
  if (Array.isArray(value)) {
    const items = schema.items
    return value.map((item, index) => {
      const itemSchema = Array.isArray(items) ? items[index] : items
      return strip(itemSchema, item, `${at}/${index}`, removed)
    })
  }
  if (!isRecord(value)) return value
  const schemas = objectSchemas(schema)
  // A schema that says nothing of objects (no properties anywhere) is not ours to prune.
  if (schemas.length === 0) return value
  const kept: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const listing = schemas.find((candidate) => Object.hasOwn(candidate.properties as Schema, key))
    if (!listing) removed.push(`${at}/${pointerToken(key)}`)
    else kept[key] = strip((listing.properties as Schema)[key], inner, `${at}/${pointerToken(key)}`, removed)
  }
  return kept
}

/** A value without the keys `schema` does not list, and where they were. Never changes the input. */
export function stripUnknownKeys<T>(schema: TSchema, value: T): Stripped<T> {
  const removed: string[] = []
  return { value: strip(schema, value, '', removed) as T, removed }
}

/** What was taken out of one widget (a top-level one or a free panel's child). */
export interface WidgetRemoval {
  uuid: string
  type: string
  /** JSON pointers into that widget. */
  removed: string[]
}

export interface StrippedWidget<T> {
  value: T
  /** One record per widget that lost keys: the widget first, then its children. */
  removals: WidgetRemoval[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * A widget without the keys its type's schema does not list, children of a free panel by their
 * own types. A widget of an unknown type is returned as it is (validation refuses it anyway).
 */
export function stripWidget<T>(widget: T): StrippedWidget<T> {
  if (!isRecord(widget) || !isWidgetType(widget.type)) return { value: widget, removals: [] }
  const { childWidgets, ...settings } = widget
  const own = stripUnknownKeys(widgetSchemas[widget.type].schema, settings)
  const removals: WidgetRemoval[] = []
  if (own.removed.length > 0) removals.push({ uuid: text(widget.uuid), type: widget.type, removed: own.removed })
  const value: Record<string, unknown> = own.value
  if (childWidgets !== undefined) {
    if (widget.type !== 'W0006') removals[0] = withRemoved(removals[0], widget, '/childWidgets')
    else if (!Array.isArray(childWidgets)) value.childWidgets = childWidgets
    else
      value.childWidgets = childWidgets.map((child) => {
        const stripped = stripWidget(child)
        removals.push(...stripped.removals)
        return stripped.value
      })
  }
  return { value: value as T, removals }
}

function withRemoved(record: WidgetRemoval | undefined, widget: Record<string, unknown>, path: string): WidgetRemoval {
  const base = record ?? { uuid: text(widget.uuid), type: text(widget.type), removed: [] }
  return { ...base, removed: [...base.removed, path] }
}

/** Page settings (W0000) without keys PageSettings does not list; a stored W0000 item's `type` marker stays. */
export function stripPageSettings<T>(page: T): Stripped<T> {
  if (!isRecord(page)) return { value: page, removed: [] }
  const { type, ...settings } = page
  const stripped = stripUnknownKeys(PageSettings, settings)
  if (type === undefined) return stripped as Stripped<T>
  if (type !== 'W0000') return { value: stripped.value as T, removed: ['/type', ...stripped.removed] }
  return { value: { ...stripped.value, type } as T, removed: stripped.removed }
}
