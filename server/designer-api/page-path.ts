import { PAGE_PATH_PATTERN } from '../../schemas/api/designer.ts'
import { fail } from '../lib/errors.ts'

const PATTERN = new RegExp(PAGE_PATH_PATTERN)
/** The longest segment PAGE_PATH_PATTERN allows. */
const MAX_SEGMENT = 64

/** A product page's path as typed (surrounding blanks dropped), or 400 with the rule it breaks. */
export function checkedPagePath(input: string | undefined): string {
  const path = (input ?? '').trim()
  if (!path) throw fail('PAGE_PATH_REQUIRED')
  if (!PATTERN.test(path)) throw fail('PAGE_PATH_INVALID')
  return path
}

/** `path-n`, shortening the last segment when the suffix would make it too long. */
export function suffixedPath(path: string, n: number): string {
  const suffix = `-${n}`
  const cut = path.lastIndexOf('/') + 1
  const last = path.slice(cut)
  return `${path.slice(0, cut)}${last.slice(0, MAX_SEGMENT - suffix.length)}${suffix}`
}
