import type { TSchema } from '@sinclair/typebox'
import type { EditorHint, HintSet } from './types.ts'

/**
 * Walks a widget's JSON Schema together with its hints: every property becomes a form field (its
 * hint found by key), is listed as hidden, or is reported missing. The inspector renders the
 * fields; a test asserts nothing is missing, so a new schema field can never lack a control.
 */

export interface FieldNode {
  // Hint key: a path with `*` for list indices (`data/*/imgUrl`).
  key: string
  schema: TSchema
  hint: EditorHint
  /** A list's fields inside one item (keys under `key/*`). */
  items?: FieldNode[]
  /** An `editsPart` object's own fields besides what its editor writes. */
  children?: FieldNode[]
}

export interface WalkResult {
  fields: FieldNode[]
  /** Schema paths with neither a hint nor a hidden entry. */
  missing: string[]
  /** Hint and hidden keys the schema reached (the rest are stale). */
  used: Set<string>
}

interface Walker {
  hints: HintSet
  missing: string[]
  used: Set<string>
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}/${name}` : name)

export const isObjectSchema = (schema: TSchema): boolean =>
  schema.type === 'object' && typeof schema.properties === 'object'
export const isTupleSchema = (schema: TSchema): boolean => schema.type === 'array' && Array.isArray(schema.items)
export const isArraySchema = (schema: TSchema): boolean =>
  schema.type === 'array' && !Array.isArray(schema.items) && typeof schema.items === 'object'

function walkProperties(walker: Walker, schema: TSchema, prefix: string): FieldNode[] {
  const properties = schema.properties as Record<string, TSchema>
  return Object.entries(properties).flatMap(([name, property]) => walkValue(walker, property, join(prefix, name)))
}

function walkValue(walker: Walker, schema: TSchema, key: string): FieldNode[] {
  if (Object.hasOwn(walker.hints.hidden, key)) {
    walker.used.add(key)
    return []
  }
  const hint = walker.hints.fields[key]
  if (hint) {
    walker.used.add(key)
    const node: FieldNode = { key, schema, hint }
    if (hint.kind === 'list' && isArraySchema(schema))
      node.items = walkValue(walker, schema.items as TSchema, `${key}/*`)
    if (hint.editsPart && isObjectSchema(schema)) node.children = walkProperties(walker, schema, key)
    return [node]
  }
  if (isObjectSchema(schema)) return walkProperties(walker, schema, key)
  if (isTupleSchema(schema))
    return (schema.items as TSchema[]).flatMap((item, index) => walkValue(walker, item, `${key}/${index}`))
  walker.missing.push(key)
  return []
}

/** The form fields of an object schema (a widget's or the page settings'). */
export function walkSchema(schema: TSchema, hints: HintSet): WalkResult {
  const walker: Walker = { hints, missing: [], used: new Set() }
  const fields = walkProperties(walker, schema, '')
  return { fields, missing: walker.missing, used: walker.used }
}

export interface NumberBounds {
  min?: number
  max?: number
  step: number
  integer: boolean
}

/**
 * A number field's bounds: the schema's minimum/maximum (where most of spec 5's bounds live)
 * narrowed by the hint's own.
 */
export function numberBounds(field: TSchema, hint: Pick<EditorHint, 'min' | 'max' | 'step'>): NumberBounds {
  // An id is a number or a numeric string (schemas/link.ts Id): its number variant bounds it.
  const variants = (field.anyOf as TSchema[] | undefined) ?? [field]
  const schema = variants.find((variant) => variant.type === 'integer' || variant.type === 'number') ?? field
  const pick = (values: Array<number | undefined>, choose: (...n: number[]) => number) => {
    const present = values.filter((value): value is number => typeof value === 'number')
    return present.length > 0 ? choose(...present) : undefined
  }
  const integer = schema.type === 'integer'
  return {
    min: pick([schema.minimum as number | undefined, hint.min], Math.max),
    max: pick([schema.maximum as number | undefined, hint.max], Math.min),
    step: hint.step ?? 1,
    integer,
  }
}

// The key of a JSON pointer (`/data/2/imgUrl` → `data/*/imgUrl`) among `keys`, which decide which
// numbers are list indices: the longest key matching the pointer's start.
export function keyOfPointer(pointer: string, keys: Iterable<string>): string | null {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
  let best: string | null = null
  for (const key of keys) {
    const parts = key.split('/')
    if (parts.length > segments.length) continue
    const matches = parts.every(
      (part, index) => part === segments[index] || (part === '*' && /^\d+$/.test(segments[index])),
    )
    if (matches && (best === null || parts.length > best.split('/').length)) best = key
  }
  return best
}
