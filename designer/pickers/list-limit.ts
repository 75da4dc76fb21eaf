import { widgetSchemas, isWidgetType } from '../../schemas/widgets/index.ts'
import type { FieldHint } from '../inspector/field-types.ts'
import type { DraftWidget } from '../store/types.ts'

/**
 * How many entries a picked list may hold, read from the widget's schema at the field's path
 * (minItems / maxItems and the spec's messages in `x-message`) so the pickers enforce exactly
 * what publishing checks. A hint's min / limit narrows it further.
 */

export interface ListBounds {
  min: number
  max: number
  minMessage?: string
  maxMessage?: string
}

interface SchemaNode {
  type?: string
  properties?: Record<string, SchemaNode>
  items?: SchemaNode | SchemaNode[]
  minItems?: number
  maxItems?: number
  'x-message'?: Record<string, string>
}

/** The sub-schema a JSON pointer names (object properties, array items, tuple positions). */
export function schemaAt(root: SchemaNode, path: string): SchemaNode | null {
  let node: SchemaNode | undefined = root
  for (const raw of path.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (!node) return null
    if (node.type === 'array') node = Array.isArray(node.items) ? node.items[Number(segment)] : node.items
    else node = node.properties?.[segment]
  }
  return node ?? null
}

export function listBounds(
  widget: DraftWidget | null,
  path: string,
  hint: Pick<FieldHint, 'min' | 'max' | 'limit'>,
): ListBounds {
  const schema =
    widget && isWidgetType(widget.type) ? schemaAt(widgetSchemas[widget.type].schema as SchemaNode, path) : null
  const messages = schema?.['x-message'] ?? {}
  const max = Math.min(schema?.maxItems ?? Infinity, hint.limit ?? Infinity, hint.max ?? Infinity)
  return {
    min: Math.max(schema?.minItems ?? 0, hint.min ?? 0),
    max,
    minMessage: messages.minItems,
    maxMessage: max === schema?.maxItems ? messages.maxItems : undefined,
  }
}
