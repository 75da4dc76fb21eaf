import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { signInAccount } from './account-name.ts'
import { MemoryFailureStore } from './failure-store-memory.ts'
import { RedisFailureStore } from './failure-store-redis.ts'
import type { FailureStore } from './failure-store.ts'
import { SignInLimiter } from './sign-in-limiter.ts'
import { refuseDemoPassword } from './demo-passwords.ts'

/** One store per app: in Redis when the app has it (every instance counts together), else in this process. */
const stores = new WeakMap<object, FailureStore>()

function failureStore(app: FastifyInstance): FailureStore {
  let store = stores.get(app.server)
  if (!store) {
    store = app.redis
      ? new RedisFailureStore(app.redis, `${app.config.redisPrefix}signin:`, app.log)
      : new MemoryFailureStore()
    stores.set(app.server, store)
  }
  return store
}

/**
 * Checks the one-time code a sign-in offers beside its password, texted to the account's mobile;
 * throws when it is wrong. Sign-ins by code alone resolve without checking: their service checks
 * (and uses up) the code itself.
 */
export type SecondFactor = (request: FastifyRequest, account: string) => Promise<void>

const codeOffered = (body: Record<string, unknown>) => typeof body.vcode === 'string' && body.vcode.trim() !== ''

/**
 * preHandler of every password sign-in: refuses the demo passwords on a live shop, then limits
 * failed sign-ins on the account the body names (`signInAccount`), per account and address, with
 * a growing delay; see `limits`. The answer settles the attempt. With `secondFactor` (accounts
 * that have a mobile) an account under attack lets in an address that is not the owner's only
 * with a code texted to the account's mobile (`SignInLimiter.begin`).
 */
export function perAccountLimit(app: FastifyInstance, scope: string, secondFactor?: SecondFactor) {
  const limiter = new SignInLimiter(failureStore(app), scope)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    refuseDemoPassword(app, body)
    const name = signInAccount(body)
    // Nothing names an account: the service refuses it without checking any password.
    if (!name) return
    const outcome = await limiter.begin(name, request.ip, Date.now(), secondFactor && codeOffered(body))
    if ('error' in outcome) {
      if (outcome.retryAfter !== undefined) reply.header('retry-after', String(outcome.retryAfter))
      throw outcome.error
    }
    reply.raw.once('finish', () => {
      limiter
        .finish(outcome.attempt, reply.statusCode, Date.now())
        .catch((err: unknown) => request.log.error({ err }, 'sign-in attempt not settled'))
    })
    // Counted already: a wrong code is a failure like a wrong password.
    if (outcome.proveOwner && secondFactor) await secondFactor(request, name)
  }
}
