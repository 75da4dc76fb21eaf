import type { FastifyRequest } from 'fastify'
import { isRecord } from '../../schemas/guards.ts'

/**
 * ECShopX clients send parameters the way PHP reads them (spec 7.1): nested values bracket-encoded
 * (`a[]=1` and `a[0]=1` for lists, `a[b]=c` for objects), GET parameters in the query string, and
 * for POST/PUT/DELETE a form body that may leave some arguments in the query string (the cart's
 * PUT and DELETE calls). The shopper API reads both together, as Laravel's `input()` does.
 */

type Input = Record<string, unknown>

const BRACKETED = /^([^[\]]+)((?:\[[^[\]]*\])+)$/
/** Keys no input may create: they would reach an object's prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])
/** A bracket index beyond this is no list position a client sends; it stays an object key. */
const MAX_INDEX = 1000

/** Appends `value` (one value or the repeated values of a key) under `segments` of `target`. */
function place(target: Input, segments: string[], value: unknown): void {
  const [head, ...rest] = segments as [string, ...string[]]
  if (FORBIDDEN_KEYS.has(head)) return
  if (rest.length === 0) {
    const values = Array.isArray(value) ? value : [value]
    const existing = target[head]
    if (head === '' || existing !== undefined)
      target[head] = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), ...values]
    else target[head] = value
    return
  }
  const child = target[head]
  const next: Input = isRecord(child) ? child : {}
  target[head] = next
  place(next, rest, value)
}

/** `{ '': [..] }` and `{ '0': .., '1': .. }` levels become lists, in index order; others stay objects. */
function settle(value: unknown): unknown {
  if (!isRecord(value)) return value
  const keys = Object.keys(value)
  for (const key of keys) value[key] = settle(value[key])
  if (keys.length === 1 && keys[0] === '') return value['']
  if (keys.length > 0 && keys.every((key) => /^\d{1,4}$/.test(key) && Number(key) <= MAX_INDEX)) {
    return keys.sort((a, b) => Number(a) - Number(b)).flatMap((key) => value[key])
  }
  return value
}

/** Rewrites bracket-encoded keys into lists and objects; keys without brackets stay as they are. */
export function unbracket(input: Input): Input {
  if (!Object.keys(input).some((key) => BRACKETED.test(key))) return input
  const plain: Input = {}
  const nested: Input = {}
  for (const [key, value] of Object.entries(input)) {
    const match = BRACKETED.exec(key)
    if (!match) {
      if (!FORBIDDEN_KEYS.has(key)) plain[key] = value
      continue
    }
    const segments = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
    place(nested, segments, value)
  }
  for (const [key, value] of Object.entries(nested)) {
    const settled = settle(value)
    const existing = plain[key]
    // `a=1&a[]=2` is one list, as a PHP client would mean it.
    plain[key] =
      existing === undefined
        ? settled
        : Array.isArray(settled)
          ? [...(Array.isArray(existing) ? existing : [existing]), ...settled]
          : settled
  }
  return plain
}

/**
 * preValidation hook of the shopper API: unbrackets the query string and a form body, and lets the
 * body see the query string's parameters it does not carry itself (the body wins).
 */
export async function readFormInput(request: FastifyRequest): Promise<void> {
  if (isRecord(request.query)) request.query = unbracket(request.query)
  if (!isRecord(request.body)) return
  const body = unbracket(request.body)
  request.body = request.method === 'GET' || !isRecord(request.query) ? body : { ...request.query, ...body }
}
