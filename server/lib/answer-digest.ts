import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * One-time answers (image captchas, SMS codes) are stored as keyed digests: a copy of the table
 * alone cannot be replayed, and the scope ties an answer to its purpose and mobile.
 */
export function answerDigest(secret: string, scope: string, answer: string): string {
  return createHmac('sha256', secret).update(`${scope}\n${answer}`).digest('hex')
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}
