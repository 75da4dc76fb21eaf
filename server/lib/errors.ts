import {
  ERRORS,
  errorMessage,
  type ErrorCode,
  type ErrorParams,
  type PlainErrorCode,
} from '../../schemas/api/errors.ts'

/**
 * Business errors are values with a code, an HTTP status and a Chinese message for the shopper,
 * all three from the catalogue in schemas/api/errors.ts. The wire format (README "API envelope"):
 * `{ "status_code": 4xx, "code": "...", "message": "...", "msg": "..." }`.
 */
export class AppError extends Error {
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AppError'
    this.statusCode = ERRORS[code].status
  }
}

type FailArgs<C extends ErrorCode> = [C] extends [PlainErrorCode]
  ? [params?: undefined, details?: Record<string, unknown>]
  : [params: ErrorParams<C>, details?: Record<string, unknown>]

/** The one way to refuse a request: a catalogue code, the values its message needs, and any details the body carries along. */
export function fail<C extends ErrorCode>(code: C, ...[params, details]: FailArgs<C>): AppError {
  return new AppError(code, errorMessage(code, params as Record<string, string | number> | undefined), details)
}

/** Shape of every error body the server sends. */
export interface ErrorBody {
  status_code: number
  code: ErrorCode
  message: string
  msg: string
}
