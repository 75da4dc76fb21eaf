import { isSafeUrl } from '../../../schemas/url-rules.ts'
import type { AppError } from '../../lib/errors.ts'
import { fail } from '../../lib/errors.ts'

const CONTROL = /[\u0000-\u001f\u007f]/g

/**
 * A category's or a brand's name as stored: runs of white space become one space, control
 * characters go, the ends are trimmed; refused when empty or longer than `max` characters.
 */
export function catalogueName(
  input: string,
  max: number,
  refuse: { required: () => AppError; tooLong: () => AppError },
): string {
  const name = input.replace(/\s+/g, ' ').replace(CONTROL, '').trim()
  if (!name) throw refuse.required()
  if ([...name].length > max) throw refuse.tooLong()
  return name
}

/** An image address a category or brand may show: '' (none), a path on this site or an http(s) address. */
export function catalogueImage(input: string): string {
  const url = input.trim()
  if (url && !isSafeUrl(url)) throw fail('CATALOGUE_IMAGE_INVALID')
  return url
}
