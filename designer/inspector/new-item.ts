import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { CouponEntry, GoodsEntry, ImageEntry, couponEntry, goodsEntry, imageEntry } from '../../schemas/entries.ts'
import { LinkData, emptyLink } from '../../schemas/link.ts'

/**
 * A new list item built from the item's schema: the entry factories of schemas/entries.ts where
 * one exists (a goods placeholder shows 商品名称 on the canvas), the schema's defaults elsewhere.
 */

const FACTORIES = new Map<TSchema, () => unknown>([
  [ImageEntry, imageEntry],
  [GoodsEntry, goodsEntry],
  [CouponEntry, couponEntry],
  [LinkData, emptyLink],
])

export function newItem(schema: TSchema): unknown {
  const factory = FACTORIES.get(schema)
  if (factory) return factory()
  if ('default' in schema) return structuredClone(schema.default)
  if (schema.type === 'object' && schema.properties) {
    const required = new Set<string>((schema.required as string[] | undefined) ?? [])
    const entries = Object.entries(schema.properties as Record<string, TSchema>).filter(([name]) => required.has(name))
    return Object.fromEntries(entries.map(([name, property]) => [name, newItem(property)]))
  }
  if (schema.type === 'array' && !Array.isArray(schema.items)) {
    return Array.from({ length: (schema.minItems as number | undefined) ?? 0 }, () => newItem(schema.items as TSchema))
  }
  return Value.Create(schema)
}
