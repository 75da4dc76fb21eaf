import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tooManyRequests } from '../../lib/errors.ts'

/**
 * Request budgets of the sign-in family of endpoints. Per-IP limits run before the body is read;
 * per-account limits key on the mobile or username being tried, so one account cannot be
 * guessed at from many addresses faster than this either.
 */
export const limits = {
  captchaPerIp: { max: 30, timeWindow: '1 minute' },
  smsPerIp: { max: 10, timeWindow: '10 minutes' },
  loginPerIp: { max: 20, timeWindow: '1 minute' },
  loginPerAccount: { max: 10, timeWindow: '15 minutes' },
  passwordChangePerIp: { max: 10, timeWindow: '15 minutes' },
} as const

/** Key for per-account limits: the account name the request tries, lower-cased. */
function accountKey(scope: string) {
  return (request: FastifyRequest): string => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const name = body.username || body.mobile || ''
    return `${scope}:${String(name).trim().toLowerCase()}`
  }
}

/**
 * preHandler limiting attempts per account. (The plugin's own route hook runs once per request,
 * and the per-IP limit already used that turn, so this one counts on its own.)
 */
export function perAccountLimit(app: FastifyInstance, scope: string) {
  const limiter = app.createRateLimit({ ...limits.loginPerAccount, keyGenerator: accountKey(scope) })
  return async (request: FastifyRequest) => {
    const result = await limiter(request)
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests('该账号登录尝试过于频繁，请15分钟后再试', 'ACCOUNT_RATE_LIMITED')
  }
}
