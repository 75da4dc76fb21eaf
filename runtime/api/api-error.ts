import type { ErrorCode } from '../../schemas/api/errors.ts'

/**
 * Codes the client gives a failure itself: no answer (NETWORK, TIMEOUT), an answer it cannot read
 * (UNEXPECTED_RESPONSE), a business failure or HTTP error without a code (BUSINESS_ERROR,
 * HTTP_<status>), a page-descriptor API failure (PAGES_API), and an upload refusal without a code ('').
 */
export type ClientErrorCode =
  | 'NETWORK'
  | 'TIMEOUT'
  | 'UNEXPECTED_RESPONSE'
  | 'BUSINESS_ERROR'
  | 'PAGES_API'
  | `HTTP_${number}`
  | ''

/** A server refusal carries a code of the catalogue in schemas/api/errors.ts; the client adds its own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode

/**
 * How a call failed, as a value: `status` is the HTTP status, or the business `status_code` carried
 * in a 200 answer, or 0 when no answer arrived at all; `message` is the Chinese text shown to the
 * shopper.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message)
  }
}
