import { isRecord } from './guards.ts'
import { arrayIndex, parsePointer } from './json-pointer.ts'

/**
 * JSON Patch (RFC 6902), the subset a designer save sends: `add`, `remove` and `replace`, applied
 * in order to a plain JSON document. The designer computes the patch from the draft the server
 * holds to the one on screen (designer/store/doc-patch.ts); the server applies it to its stored
 * draft. A patch that does not fit the document (a path that is not there, an index past the end)
 * throws PatchMismatch and leaves the document as it was.
 */

export type JsonPatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string }

export class PatchMismatch extends Error {}

type Container = Record<string, unknown> | unknown[]

const mismatch = (op: JsonPatchOp, why: string) => new PatchMismatch(`${op.op} ${op.path}: ${why}`)

/** The container the op's last token is in, walking from `doc`. */
function parentOf(doc: unknown, tokens: readonly string[], op: JsonPatchOp): Container {
  let current: unknown = doc
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(current)) {
      const index = arrayIndex(token, current.length)
      if (index === null || index >= current.length) throw mismatch(op, 'no such element')
      current = current[index]
    } else if (isRecord(current) && Object.hasOwn(current, token)) {
      current = current[token]
    } else {
      throw mismatch(op, 'no such member')
    }
  }
  if (!Array.isArray(current) && !isRecord(current)) throw mismatch(op, 'not a container')
  return current
}

/** Writes one op into `doc` in place. */
function applyOp(doc: unknown, op: JsonPatchOp): void {
  const tokens = parsePointer(op.path)
  if (tokens.length === 0) throw mismatch(op, 'the whole document cannot be patched')
  const parent = parentOf(doc, tokens, op)
  const last = tokens[tokens.length - 1]
  if (Array.isArray(parent)) {
    const index = arrayIndex(last, parent.length)
    if (index === null) throw mismatch(op, 'not an index')
    if (op.op === 'add') {
      if (index > parent.length) throw mismatch(op, 'index past the end')
      parent.splice(index, 0, op.value)
      return
    }
    if (index >= parent.length) throw mismatch(op, 'no such element')
    if (op.op === 'remove') parent.splice(index, 1)
    else parent[index] = op.value
    return
  }
  // Assigning `__proto__` would swap the object's prototype instead of writing a member.
  if (last === '__proto__') throw mismatch(op, 'not a member name')
  const present = Object.hasOwn(parent, last)
  if (op.op !== 'add' && !present) throw mismatch(op, 'no such member')
  if (op.op === 'remove') delete parent[last]
  else parent[last] = op.value
}

/**
 * `doc` with the patch applied. The document is copied first, so a patch that fails half way
 * leaves nothing changed.
 */
export function applyPatch<T>(doc: T, patch: readonly JsonPatchOp[]): T {
  const copy = structuredClone(doc)
  for (const op of patch) applyOp(copy, op)
  return copy
}
