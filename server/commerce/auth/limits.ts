import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fail } from '../../lib/errors.ts'
import { accountKey, signInAccount } from './account-name.ts'
import { MemoryFailureStore } from './failure-store-memory.ts'
import { RedisFailureStore } from './failure-store-redis.ts'
import type { FailureStore } from './failure-store.ts'

const MINUTE = 60_000

/**
 * Request budgets of the sign-in family of endpoints. Per-IP limits run before the body is read.
 * Failed sign-ins are counted per account and address, so guessing from one address stops while
 * a stranger's failures never lock the owner out (see `perAccountLimit`).
 */
export const limits = {
  captchaPerIp: { max: 30, timeWindow: '1 minute' },
  smsPerIp: { max: 10, timeWindow: '10 minutes' },
  loginPerIp: { max: 20, timeWindow: '1 minute' },
  /** Failed sign-ins on one account from one address; then that address waits out the window. */
  loginPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins on one account from all addresses together. Past it the account is under
   * attack: only addresses it signed in from before, or that have not failed on it yet, may try.
   */
  loginPerAccount: { max: 100, windowMs: 15 * MINUTE },
  /** After `freeFailures` failures from one address, each try waits 1 s, 2 s, 4 s … (at most `maxSeconds`) after the last one. */
  loginDelay: { freeFailures: 3, maxSeconds: 60 },
  /** How long an address an account signed in from counts as the owner's. */
  knownAddressMs: 30 * 24 * 60 * MINUTE,
  passwordChangePerIp: { max: 10, timeWindow: '15 minutes' },
} as const

const lockedOut = () => fail('ACCOUNT_RATE_LIMITED')

interface Attempt {
  /** Failures of this account from this address. */
  pair: string
  /** Failures of this account from everywhere. */
  account: string
  /** The account's known addresses. */
  known: string
  ip: string
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** The sign-in budget of one kind of account (members, merchants, operators), kept in `store`. */
class SignInLimiter {
  constructor(
    private readonly store: FailureStore,
    private readonly scope: string,
  ) {}

  /**
   * Lets an attempt through or answers 429 (with the seconds to wait). The attempt is counted as
   * a failure in the same step as the check, so simultaneous tries, on this instance or another,
   * cannot slip past the limit; `finish` takes it back when it succeeds.
   */
  async begin(
    accountName: string,
    ip: string,
    now: number,
  ): Promise<{ attempt: Attempt } | { retryAfter: number; error: Error }> {
    const account = accountKey(accountName)
    const attempt: Attempt = {
      // The address comes last and never holds an @, so no two account–address pairs share a key.
      pair: `${this.scope}:pair:${account}@${ip}`,
      account: `${this.scope}:account:${account}`,
      known: `${this.scope}:${account}`,
      ip,
    }
    const [all, known] = await Promise.all([
      this.store.peek(attempt.account, now),
      this.store.isKnown(attempt.known, ip, now),
    ])
    // Past the account's limit it is under attack: an address that is not the owner's and has failed on it may not try again.
    const underAttack = all !== undefined && all.failures >= limits.loginPerAccount.max && !known
    const outcome = await this.store.hit(attempt.pair, now, limits.loginPerAccountAndIp.windowMs, {
      max: underAttack ? 1 : limits.loginPerAccountAndIp.max,
      freeFailures: limits.loginDelay.freeFailures,
      maxDelayMs: limits.loginDelay.maxSeconds * 1000,
    })
    if (!outcome.counted) {
      if (outcome.reason === 'delay') {
        const wait = seconds(outcome.retryAfterMs)
        return { retryAfter: wait, error: fail('SIGN_IN_DELAYED', { seconds: wait }) }
      }
      const byAttack = outcome.failures < limits.loginPerAccountAndIp.max
      return { retryAfter: seconds(byAttack ? all!.windowEndsAt - now : outcome.retryAfterMs), error: lockedOut() }
    }
    await this.store.hit(attempt.account, now, limits.loginPerAccount.windowMs)
    return { attempt }
  }

  /** Settles an attempt by its answer: a success clears the address's failures and marks it known; a refusal stays counted. */
  async finish(attempt: Attempt, statusCode: number, now: number): Promise<void> {
    if (statusCode >= 200 && statusCode < 300) {
      await Promise.all([
        this.store.clear(attempt.pair),
        this.store.undo(attempt.account, now),
        this.store.remember(attempt.known, attempt.ip, now, limits.knownAddressMs),
      ])
    } else if (statusCode >= 400 && statusCode < 500) {
      await this.store.touch(attempt.pair, now)
    } else {
      // The server failed, not the guess.
      await Promise.all([this.store.undo(attempt.pair, now), this.store.undo(attempt.account, now)])
    }
  }
}

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
 * preHandler limiting failed sign-ins on the account the body names (`signInAccount`), per
 * account and address, with a growing delay; see `limits`. The answer settles the attempt.
 */
export function perAccountLimit(app: FastifyInstance, scope: string) {
  const limiter = new SignInLimiter(failureStore(app), scope)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const name = signInAccount((request.body ?? {}) as Record<string, unknown>)
    // Nothing names an account: the service refuses it without checking any password.
    if (!name) return
    const outcome = await limiter.begin(name, request.ip, Date.now())
    if ('error' in outcome) {
      reply.header('retry-after', String(outcome.retryAfter))
      throw outcome.error
    }
    reply.raw.once('finish', () => {
      limiter
        .finish(outcome.attempt, reply.statusCode, Date.now())
        .catch((err: unknown) => request.log.error({ err }, 'sign-in attempt not settled'))
    })
  }
}
