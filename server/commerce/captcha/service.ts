import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { answerDigest, sameDigest } from '../../lib/answer-digest.ts'
import { captchaPurpose, type CaptchaPurpose } from './purpose.ts'
import { deleteCaptchasBefore, insertCaptcha, takeCaptcha } from './repo.ts'
import { pngDataUrl, randomCaptchaText, renderCaptchaPng } from './image.ts'
import { now } from '../../../schemas/time.ts'

/** An image captcha lives five minutes and answers once. */
export const CAPTCHA_TTL = 5 * 60
const TOKEN = /^[0-9a-f]{32}$/

const digest = (secret: string, purpose: CaptchaPurpose, token: string, answer: string) =>
  answerDigest(secret, `captcha:${purpose}:${token}`, answer.trim().toUpperCase())

/** Stores the digest of a known answer and returns the token the browser sends back with it. */
export async function storeCaptcha(
  db: Kysely<Database>,
  secret: string,
  purpose: CaptchaPurpose,
  text: string,
): Promise<string> {
  const token = randomBytes(16).toString('hex')
  const issuedAt = now()
  // Rows well past expiry are useless; clearing them here keeps the table small without a job.
  await deleteCaptchasBefore(db, issuedAt - CAPTCHA_TTL)
  await insertCaptcha(db, {
    id: token,
    answer: digest(secret, purpose, token, text),
    expiresAt: issuedAt + CAPTCHA_TTL,
    now: issuedAt,
  })
  return token
}

/** Draws a new captcha for a client `type` (sign, login, forget_password, ...). */
export async function issueCaptcha(db: Kysely<Database>, secret: string, type: string) {
  const purpose = captchaPurpose(type)
  if (!purpose) throw fail('CAPTCHA_TYPE')
  const text = randomCaptchaText()
  const imageToken = await storeCaptcha(db, secret, purpose, text)
  return { imageToken, imageData: pngDataUrl(renderCaptchaPng(text)) }
}

/**
 * Checks an answer (case-insensitive). The captcha is used up by any attempt, right or wrong, so
 * one image cannot be guessed at repeatedly.
 */
export async function verifyCaptcha(
  db: Kysely<Database>,
  secret: string,
  purpose: CaptchaPurpose,
  token: string | undefined,
  answer: string | undefined,
): Promise<void> {
  if (!token || !answer?.trim()) throw fail('CAPTCHA_REQUIRED')
  const stored = TOKEN.test(token) ? await takeCaptcha(db, token, now()) : undefined
  if (stored === undefined) throw fail('CAPTCHA_EXPIRED')
  if (!sameDigest(stored, digest(secret, purpose, token, answer))) throw fail('CAPTCHA_WRONG')
}
