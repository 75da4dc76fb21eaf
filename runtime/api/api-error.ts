/**
 * How a call failed, as a value: `status` is the HTTP status, or the business `status_code` carried
 * in a 200 answer, or 0 when no answer arrived at all; `message` is the Chinese text shown to the
 * shopper.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}
