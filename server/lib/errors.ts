/**
 * Business errors are values with a code, an HTTP status and a Chinese message for the shopper.
 * The wire format (README "API envelope"): `{ "status_code": 4xx, "code": "...", "message": "..." }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message)
export const unauthorized = (message = '请先登录', code = 'UNAUTHORIZED') => new AppError(401, code, message)
export const forbidden = (message = '没有权限执行此操作', code = 'FORBIDDEN') => new AppError(403, code, message)
export const notFound = (message = '数据不存在', code = 'NOT_FOUND') => new AppError(404, code, message)
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message)
export const tooManyRequests = (message = '操作过于频繁，请稍后再试', code = 'TOO_MANY_REQUESTS') => new AppError(429, code, message)

/** Shape of every error body the server sends. */
export interface ErrorBody {
  status_code: number
  code: string
  message: string
}
