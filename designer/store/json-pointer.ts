import { arrayIndex } from '../../schemas/json-pointer.ts'

/**
 * JSON pointers (RFC 6901, parsed in schemas/json-pointer.ts) read and written immutably: a write
 * copies only the containers on the path, so every untouched branch keeps its object identity
 * (the canvas memoises on it).
 */

export { arrayIndex, formatPointer, parsePointer } from '../../schemas/json-pointer.ts'

export type Container = Record<string, unknown> | unknown[]

export const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null

export function getIn(value: unknown, tokens: readonly string[]): unknown {
  let current = value
  for (const token of tokens) {
    if (Array.isArray(current)) {
      const index = arrayIndex(token, current.length)
      current = index === null ? undefined : current[index]
    } else if (isContainer(current)) {
      const record = current as Record<string, unknown>
      current = Object.hasOwn(record, token) ? record[token] : undefined
    } else {
      return undefined
    }
  }
  return current
}

const emptyFor = (token: string): Container => (arrayIndex(token, 0) === null ? {} : [])

/**
 * `value` with `next` written at `tokens`. Missing containers on the way are created (an array
 * when the token is an index). `next === undefined` removes the field, or the array element
 * (so writing back a `before` that was absent restores the exact JSON).
 */
export function setIn(value: unknown, tokens: readonly string[], next: unknown): unknown {
  if (tokens.length === 0) return next
  const [head, ...rest] = tokens
  const removing = next === undefined && rest.length === 0
  if (Array.isArray(value)) {
    const index = arrayIndex(head, value.length)
    if (index === null || index > value.length)
      throw new Error(`No array element "${head}" in a list of ${value.length}`)
    if (removing) return index < value.length ? value.filter((_, i) => i !== index) : value
    const child = value[index]
    if (next === undefined && !isContainer(child)) return value
    const written = setIn(isContainer(child) || rest.length === 0 ? child : emptyFor(rest[0]), rest, next)
    if (written === child && index < value.length) return value
    const copy = value.slice()
    copy[index] = written
    return copy
  }
  const record = (isContainer(value) ? value : {}) as Record<string, unknown>
  const present = Object.hasOwn(record, head)
  if (removing) {
    // The key stays, holding undefined (which JSON leaves out), so writing the value back puts
    // it where it was and undo gives back the exact JSON, key order included.
    return !present || record[head] === undefined ? record : { ...record, [head]: undefined }
  }
  const child = present ? record[head] : undefined
  if (next === undefined && !isContainer(child)) return record
  const written = setIn(isContainer(child) || rest.length === 0 ? child : emptyFor(rest[0]), rest, next)
  if (written === child && present) return record
  return { ...record, [head]: written }
}
