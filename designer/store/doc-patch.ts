import { formatPointer } from '../../schemas/json-pointer.ts'
import type { JsonPatchOp } from '../../schemas/json-patch.ts'

/**
 * The JSON Patch from the draft the server holds to the one on screen, so a save sends what
 * changed instead of the page (a 1 px nudge of one widget is a few dozen bytes, not the whole
 * page). Edits copy only what they change (json-pointer.ts setIn), so every untouched branch is
 * the same object in both documents and is skipped without being looked into. Lists of widgets
 * are matched by uuid: an inserted, deleted or swapped widget is one `add` / `remove` each, an
 * edited one the changes inside it. A key holding `undefined` is absent, as in JSON.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const uuidOf = (value: unknown) => (isObject(value) && typeof value.uuid === 'string' ? value.uuid : undefined)

/** Two list items that are one entry (so what changed inside it is patched, not the entry). */
function sameEntry(before: unknown, after: unknown): boolean {
  if (before === after) return true
  const id = uuidOf(before)
  return id === uuidOf(after) && (id !== undefined || (isObject(before) && isObject(after)))
}

function diffValue(before: unknown, after: unknown, path: string[], ops: JsonPatchOp[]): void {
  if (before === after) return
  if (Array.isArray(before) && Array.isArray(after)) diffList(before, after, path, ops)
  else if (isObject(before) && isObject(after)) diffObject(before, after, path, ops)
  else ops.push({ op: 'replace', path: formatPointer(path), value: after })
}

function diffObject(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  path: string[],
  ops: JsonPatchOp[],
) {
  for (const key of Object.keys(before)) {
    if (before[key] !== undefined && after[key] === undefined)
      ops.push({ op: 'remove', path: formatPointer([...path, key]) })
  }
  for (const key of Object.keys(after)) {
    const value = after[key]
    if (value === undefined) continue
    if (before[key] === undefined) ops.push({ op: 'add', path: formatPointer([...path, key]), value })
    else diffValue(before[key], value, [...path, key], ops)
  }
}

/**
 * The common head and tail of the two lists are patched in place; the part between them is
 * patched item by item when it pairs up, or else removed and added anew. Ops on the tail come
 * first, while its indexes are still those of `before`.
 */
function diffList(before: readonly unknown[], after: readonly unknown[], path: string[], ops: JsonPatchOp[]) {
  let head = 0
  const shortest = Math.min(before.length, after.length)
  while (head < shortest && sameEntry(before[head], after[head])) head++
  let tail = 0
  while (tail < shortest - head && sameEntry(before[before.length - 1 - tail], after[after.length - 1 - tail])) tail++
  const beforeEnd = before.length - tail
  const afterEnd = after.length - tail
  for (let offset = tail; offset > 0; offset--) {
    diffValue(
      before[before.length - offset],
      after[after.length - offset],
      [...path, String(before.length - offset)],
      ops,
    )
  }
  for (let index = 0; index < head; index++) diffValue(before[index], after[index], [...path, String(index)], ops)
  const removed = beforeEnd - head
  const added = afterEnd - head
  const pairs =
    removed === added && after.slice(head, afterEnd).every((item, i) => !uuidOf(item) && !uuidOf(before[head + i]))
  if (pairs) {
    for (let i = 0; i < added; i++) diffValue(before[head + i], after[head + i], [...path, String(head + i)], ops)
    return
  }
  for (let index = beforeEnd - 1; index >= head; index--)
    ops.push({ op: 'remove', path: formatPointer([...path, String(index)]) })
  for (let index = head; index < afterEnd; index++)
    ops.push({ op: 'add', path: formatPointer([...path, String(index)]), value: after[index] })
}

/** The ops that turn `before` into `after` (both plain JSON documents); [] when they are equal. */
export function docPatch(before: unknown, after: unknown): JsonPatchOp[] {
  const ops: JsonPatchOp[] = []
  diffValue(before, after, [], ops)
  return ops
}
