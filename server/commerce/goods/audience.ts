import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { PriceViewer } from './viewer.ts'

/**
 * Who a shared page is rendered for: a member's grade pricing and staff flag, and nothing of the
 * member (no id, no session). Every member of one audience sees the same page, so it is rendered
 * once per audience (server/ssr/page-cache.ts) and their own parts come after load.
 */
export type Audience = PriceViewer

/** The part of a page cache key that tells audiences apart: only what changes the markup. */
export const audienceKey = (audience: Audience): string => `g${audience.gradeId}${audience.isStaff ? 's' : ''}`

/**
 * The header a page render's in-process API calls carry so the goods API prices for the audience
 * without a member's token. It holds a secret of this process, so a request from outside cannot
 * pose as an audience: whoever sends it without the secret is a guest.
 */
export const AUDIENCE_HEADER = 'x-mallfront-audience'

const SECRET = randomBytes(24).toString('hex')
const SECRET_BYTES = Buffer.from(SECRET)

export function audienceHeader(audience: Audience): string {
  const { gradeId, discount, gradeRank, isStaff } = audience
  return `${SECRET} ${JSON.stringify([gradeId, discount, gradeRank, isStaff ? 1 : 0])}`
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The audience an in-process call was made for, or null (no header, another secret, a bad value). */
export function audienceOfHeader(value: string | string[] | undefined): Audience | null {
  if (typeof value !== 'string' || value.length <= SECRET.length + 1) return null
  const secret = Buffer.from(value.slice(0, SECRET.length))
  if (secret.length !== SECRET_BYTES.length || !timingSafeEqual(secret, SECRET_BYTES)) return null
  try {
    const fields: unknown = JSON.parse(value.slice(SECRET.length + 1))
    if (!Array.isArray(fields) || fields.length !== 4 || !fields.every(isNumber)) return null
    const [gradeId, discount, gradeRank, staff] = fields as number[]
    return { gradeId, discount, gradeRank, isStaff: staff === 1 }
  } catch {
    return null
  }
}
