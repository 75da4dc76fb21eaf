import type { TSchema } from '@sinclair/typebox'
import { PageDescriptor } from '../../schemas/descriptor.ts'
import { CategoryData } from '../../schemas/entries.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { PageSettings, pageDefaults } from '../../schemas/page.ts'
import { widgetSchemas, type WidgetType } from '../../schemas/widgets/index.ts'
import { servedWidgetSchema } from './published-schemas-served.ts'

/**
 * The JSON Schemas published at /api/schemas for integrators. Each gets its `$id` here, when it
 * is published, and not in its TypeBox definition: the same definitions are embedded in one
 * another (free-panel children, the descriptor) and compiled by several ajv instances (the
 * server's, the designer API's, the designer's in the browser), which refuse two schemas with one
 * `$id`. The `$id` is the address the schema is served at, stable for a shop's PUBLIC_URL.
 *
 * A widget type has two forms. The served one (the default) is what every widget of a descriptor
 * validates against unchanged: settings with a default may be left out (published-schemas-served.ts)
 * and a free panel's children are checked by their own type's schema. The stored one
 * (`?form=stored`) is the strict schema the designer validates a widget against at publish.
 * The descriptor's schema refers to the served ones by their `$id`s.
 */

export const PAGE_SETTINGS_TYPE = 'W0000'
export const PAGE_SETTINGS_NAME = '页面设置'
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#'

export type PublishedType = WidgetType | typeof PAGE_SETTINGS_TYPE

/** `served`: what descriptors carry, defaults left out; `stored`: what the designer publishes, every setting. */
export type SchemaForm = 'served' | 'stored'

export function widgetSchemaUrl(publicUrl: string, type: PublishedType, form: SchemaForm = 'served'): string {
  const url = `${publicUrl}/api/schemas/widgets/${type}`
  return form === 'stored' ? `${url}?form=stored` : url
}

export function descriptorSchemaUrl(publicUrl: string): string {
  return `${publicUrl}/api/schemas/descriptor`
}

/** JSON round trip: drops TypeBox's symbol keys so the answer is plain JSON. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

function published(schema: TSchema, id: string): Record<string, unknown> {
  return { $schema: DRAFT_07, $id: id, ...plain(schema) }
}

/** `{ oneOf: [$ref…] }` over the served schemas of some types: each has its own `type` const, so one matches. */
const oneOfTypes = (publicUrl: string, types: readonly PublishedType[]) => ({
  description: '按 type 取 GET /api/schemas/widgets/{type} 的格式；省略的设置取该格式的默认值（default）',
  oneOf: types.map((type) => ({ $ref: widgetSchemaUrl(publicUrl, type) })),
})

/** A type's schema in the given form, with that form's `$id`. */
function schemaOf(publicUrl: string, type: PublishedType, form: SchemaForm): Record<string, unknown> {
  const schema = type === PAGE_SETTINGS_TYPE ? PageSettings : widgetSchemas[type].schema
  const stored = published(schema, widgetSchemaUrl(publicUrl, type, form))
  if (form === 'stored') return stored
  return servedWidgetSchema(type, stored, (child) => widgetSchemaUrl(publicUrl, child as PublishedType))
}

export function isPublishedType(type: string): type is PublishedType {
  return type === PAGE_SETTINGS_TYPE || Object.hasOwn(widgetSchemas, type)
}

/** The index: W0000 first, then every widget type in order. */
export function widgetIndex(publicUrl: string) {
  const types = [PAGE_SETTINGS_TYPE, ...(Object.keys(widgetSchemas) as WidgetType[])] as PublishedType[]
  const list = types.map((type) => ({ type, name: nameOf(type), schema_url: widgetSchemaUrl(publicUrl, type) }))
  return { list, total_count: list.length, schema_version: SCHEMA_VERSION }
}

function nameOf(type: PublishedType): string {
  return type === PAGE_SETTINGS_TYPE ? PAGE_SETTINGS_NAME : widgetSchemas[type].name
}

/** One type's schema and the settings a new one starts with. W0000 is the descriptor's `page`. */
export function widgetSchemaOf(publicUrl: string, type: PublishedType, form: SchemaForm = 'served') {
  return {
    type,
    name: nameOf(type),
    schema_version: SCHEMA_VERSION,
    schema: schemaOf(publicUrl, type, form),
    defaults: plain(type === PAGE_SETTINGS_TYPE ? pageDefaults() : widgetSchemas[type].defaults),
  }
}

/** The descriptor's schema: `page` and each of `widgets` refer to the served schema of their type. */
export function descriptorSchema(publicUrl: string) {
  const schema = published(PageDescriptor, descriptorSchemaUrl(publicUrl))
  const properties = schema.properties as Record<string, Record<string, unknown>>
  properties.page = { $ref: widgetSchemaUrl(publicUrl, PAGE_SETTINGS_TYPE) }
  properties.widgets = {
    ...properties.widgets,
    items: oneOfTypes(publicUrl, Object.keys(widgetSchemas) as WidgetType[]),
  }
  // The shared tree is a W0007/W0022 `categoryData`, listed as theirs is.
  properties.categories = { ...properties.categories, items: plain(CategoryData).items }
  return { schema_version: SCHEMA_VERSION, schema }
}
