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

/**
 * Whether a code can be texted to the account the request names. Where some accounts of a kind
 * have no mobile (operators), those keep the stricter rule of `SignInLimiter.begin`.
 */
export type Reachable = (account: string) => Promise<boolean>

const codeOffered = (body: Record<string, unknown>) => typeof body.vcode === 'string' && body.vcode.trim() !== ''

/**
 * What the request offers the limiter: whether it carries a code, or undefined where no code can
 * be texted to the account. `reachable` is asked only when a code may be needed at all.
 */
async function offeredCode(
  body: Record<string, unknown>,
  account: string,
  secondFactor?: SecondFactor,
  reachable?: Reachable,
) {
  if (!secondFactor) return undefined
  if (reachable && !(await reachable(account))) return undefined
  return codeOffered(body)
}

/**
 * preHandler of every password sign-in: refuses the demo passwords on a live shop, then limits
 * failed sign-ins on the account the body names (`signInAccount`), per account and address, with
 * a growing delay; see `limits`. The answer settles the attempt. With `secondFactor` (accounts
 * that have a mobile) an account under attack lets in an address that is not the owner's only
 * with a code texted to the account's mobile (`SignInLimiter.begin`); with `reachable` too, only
 * the accounts it says have a mobile do, the others keep one try from such an address.
 */
export function perAccountLimit(
  app: FastifyInstance,
  scope: string,
  secondFactor?: SecondFactor,
  reachable?: Reachable,
) {
  const limiter = new SignInLimiter(failureStore(app), scope)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    refuseDemoPassword(app, body)
    const name = signInAccount(body)
    // Nothing names an account: the service refuses it without checking any password.
    if (!name) return
    const offered = await offeredCode(body, name, secondFactor, reachable)
    const outcome = await limiter.begin(name, request.ip, Date.now(), offered)
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
    if (outcome.proveOwner && offered !== undefined && secondFactor) await secondFactor(request, name)
  }
}

/**
 * Whether a sign-in of the kind `scope` on the account from the request's address needs a
 * texted code beside the password right now (for the routes that send that code).
 */
export function signInNeedsCode(app: FastifyInstance, scope: string) {
  const limiter = new SignInLimiter(failureStore(app), scope)
  return (account: string, request: FastifyRequest) => limiter.needsCode(account, request.ip, Date.now())
}
