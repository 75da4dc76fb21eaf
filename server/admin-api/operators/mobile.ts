import { fail } from '../../lib/errors.ts'
import { MOBILE_PATTERN } from '../../../schemas/form-rules.ts'

/** An operator's optional 手机号: '' (or absent) is none, anything else must be a mainland mobile. */
export function optionalMobile(value: string | undefined): string | null {
  const mobile = (value ?? '').trim()
  if (!mobile) return null
  if (!MOBILE_PATTERN.test(mobile)) throw fail('MOBILE_INVALID')
  return mobile
}
