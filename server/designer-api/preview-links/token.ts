import { randomBytes } from 'node:crypto'
import { answerDigest } from '../../lib/answer-digest.ts'
import { PREVIEW_PATH, PREVIEW_TOKEN_PATTERN } from '../../../schemas/api/preview-links.ts'

/**
 * A preview link's token: 32 random bytes, shown once when the link is made. The table keeps only
 * its digest keyed with the server's secret, so neither a copy of the table nor a guessed or
 * altered token opens a draft.
 */
export const newPreviewToken = (): string => randomBytes(32).toString('base64url')

const SCOPE = 'preview-link'

/** The digest stored for a token, or null for text that cannot be a token at all. */
export function previewTokenDigest(secret: string, token: string): string | null {
  return PREVIEW_TOKEN_PATTERN.test(token) ? answerDigest(secret, SCOPE, token) : null
}

export const previewPath = (token: string) => `${PREVIEW_PATH}/${token}`
