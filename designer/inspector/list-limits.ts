import type { TSchema } from '@sinclair/typebox'

/**
 * A list's bounds read from its schema: minItems / maxItems and, for the lists spec 5 limits,
 * their exact Chinese messages (schemas/style.ts LimitedArray puts widgetSchemas[type].limits
 * there as `x-message`). Other lists get plain messages naming the item.
 */
export interface ListRules {
  min: number
  max: number
  /** min === max: the items can be edited and reordered, never added or removed. */
  fixed: boolean
  minMessage: string
  maxMessage: string
}

export function listRules(schema: TSchema, itemLabel: string): ListRules {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity
  const messages = (schema['x-message'] ?? {}) as Record<string, string>
  return {
    min,
    max,
    fixed: min === max,
    minMessage: messages.minItems ?? `请至少保留${min}个${itemLabel}`,
    maxMessage: messages.maxItems ?? `最多只能添加${max}个${itemLabel}`,
  }
}
