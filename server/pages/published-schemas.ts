import type { TSchema } from '@sinclair/typebox'
import { PageDescriptor } from '../../schemas/descriptor.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { PageSettings, pageDefaults } from '../../schemas/page.ts'
import { widgetSchemas, type WidgetType } from '../../schemas/widgets/index.ts'

/**
 * The JSON Schemas published at /api/schemas for integrators. Each gets its `$id` here, when it
 * is published, and not in its TypeBox definition: the same definitions are embedded in one
 * another (free-panel children, the descriptor) and compiled by several ajv instances (the
 * server's, the designer API's, the designer's in the browser), which refuse two schemas with one
 * `$id`. The `$id` is the address the schema is served at, stable for a shop's PUBLIC_URL.
 */

export const PAGE_SETTINGS_TYPE = 'W0000'
export const PAGE_SETTINGS_NAME = '页面设置'
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#'

export type PublishedType = WidgetType | typeof PAGE_SETTINGS_TYPE

export function widgetSchemaUrl(publicUrl: string, type: PublishedType): string {
  return `${publicUrl}/api/schemas/widgets/${type}`
}

export function descriptorSchemaUrl(publicUrl: string): string {
  return `${publicUrl}/api/schemas/descriptor`
}

/** JSON round trip: drops TypeBox's symbol keys so the answer is plain JSON. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

function published(schema: TSchema, id: string): Record<string, unknown> {
  return { $schema: DRAFT_07, $id: id, ...plain(schema) }
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
export function widgetSchemaOf(publicUrl: string, type: PublishedType) {
  const id = widgetSchemaUrl(publicUrl, type)
  if (type === PAGE_SETTINGS_TYPE) {
    return {
      type,
      name: PAGE_SETTINGS_NAME,
      schema_version: SCHEMA_VERSION,
      schema: published(PageSettings, id),
      defaults: plain(pageDefaults()),
    }
  }
  const entry = widgetSchemas[type]
  return {
    type,
    name: entry.name,
    schema_version: SCHEMA_VERSION,
    schema: published(entry.schema, id),
    defaults: plain(entry.defaults),
  }
}

export function descriptorSchema(publicUrl: string) {
  return { schema_version: SCHEMA_VERSION, schema: published(PageDescriptor, descriptorSchemaUrl(publicUrl)) }
}
