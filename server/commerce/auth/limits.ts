import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { tooManyRequests } from '../../lib/errors.ts'
import { accountKey, signInAccount } from './account-name.ts'

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

interface Counter {
  failures: number
  lastFailureAt: number
  windowEndsAt: number
}

/** Failure counts in fixed windows opened by the first failure; bounded, the oldest forgotten first. */
class FailureCounters {
  private readonly entries = new Map<string, Counter>()

  constructor(
    private readonly windowMs: number,
    private readonly capacity = 50_000,
  ) {}

  get(key: string, now: number): Counter | undefined {
    const counter = this.entries.get(key)
    if (counter && counter.windowEndsAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return counter
  }

  add(key: string, now: number): void {
    let counter = this.get(key, now)
    if (!counter) {
      this.makeRoom(now)
      counter = { failures: 0, lastFailureAt: now, windowEndsAt: now + this.windowMs }
      this.entries.set(key, counter)
    }
    counter.failures += 1
    counter.lastFailureAt = now
  }

  touch(key: string, now: number): void {
    const counter = this.get(key, now)
    if (counter) counter.lastFailureAt = now
  }

  undo(key: string, now: number): void {
    const counter = this.get(key, now)
    if (counter && counter.failures > 0) counter.failures -= 1
  }

  clear(key: string): void {
    this.entries.delete(key)
  }

  private makeRoom(now: number): void {
    if (this.entries.size < this.capacity) return
    for (const [key, counter] of this.entries) if (counter.windowEndsAt <= now) this.entries.delete(key)
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.capacity) break
      this.entries.delete(key)
    }
  }
}

/** Addresses each account signed in from lately: the owner's own, which an attack on the account never shuts out. */
class KnownAddresses {
  private readonly accounts = new Map<string, Map<string, number>>()

  constructor(
    private readonly ttlMs: number,
    private readonly perAccount = 20,
    private readonly capacity = 50_000,
  ) {}

  has(account: string, ip: string, now: number): boolean {
    const until = this.accounts.get(account)?.get(ip)
    return until !== undefined && until > now
  }

  remember(account: string, ip: string, now: number): void {
    let addresses = this.accounts.get(account)
    if (!addresses) {
      if (this.accounts.size >= this.capacity) this.accounts.delete(this.accounts.keys().next().value!)
      addresses = new Map()
      this.accounts.set(account, addresses)
    }
    addresses.delete(ip)
    addresses.set(ip, now + this.ttlMs)
    if (addresses.size > this.perAccount) addresses.delete(addresses.keys().next().value!)
  }
}

const lockedOut = () => tooManyRequests('该账号登录尝试过于频繁，请15分钟后再试', 'ACCOUNT_RATE_LIMITED')

interface Attempt {
  account: string
  pair: string
  ip: string
}

/** The sign-in budget of one kind of account (members, merchants, operators). */
class SignInLimiter {
  private readonly perPair = new FailureCounters(limits.loginPerAccountAndIp.windowMs)
  private readonly perAccount = new FailureCounters(limits.loginPerAccount.windowMs)
  private readonly known = new KnownAddresses(limits.knownAddressMs)

  /**
   * Lets an attempt through or throws 429 (with the seconds to wait, for a delay). The attempt is
   * counted as a failure at once, so simultaneous tries cannot slip past the limit; `finish`
   * takes it back when it succeeds.
   */
  begin(accountName: string, ip: string, now: number): { attempt: Attempt } | { retryAfter: number; error: Error } {
    const account = accountKey(accountName)
    const pair = `${account}\n${ip}`
    const mine = this.perPair.get(pair, now)
    const failures = mine?.failures ?? 0
    if (failures >= limits.loginPerAccountAndIp.max) return { retryAfter: Math.ceil((mine!.windowEndsAt - now) / 1000), error: lockedOut() }
    if (mine && failures >= limits.loginDelay.freeFailures) {
      const delay = Math.min(2 ** (failures - limits.loginDelay.freeFailures), limits.loginDelay.maxSeconds) * 1000
      const wait = mine.lastFailureAt + delay - now
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000)
        return { retryAfter: seconds, error: tooManyRequests(`尝试次数过多，请${seconds}秒后再试`, 'SIGN_IN_DELAYED') }
      }
    }
    const all = this.perAccount.get(account, now)
    if (all && all.failures >= limits.loginPerAccount.max && failures > 0 && !this.known.has(account, ip, now)) {
      return { retryAfter: Math.ceil((all.windowEndsAt - now) / 1000), error: lockedOut() }
    }
    this.perPair.add(pair, now)
    this.perAccount.add(account, now)
    return { attempt: { account, pair, ip } }
  }

  /** Settles an attempt by its answer: a success clears the address's failures and marks it known; a refusal stays counted. */
  finish(attempt: Attempt, statusCode: number, now: number): void {
    if (statusCode >= 200 && statusCode < 300) {
      this.perPair.clear(attempt.pair)
      this.perAccount.undo(attempt.account, now)
      this.known.remember(attempt.account, attempt.ip, now)
    } else if (statusCode >= 400 && statusCode < 500) {
      this.perPair.touch(attempt.pair, now)
    } else {
      // The server failed, not the guess.
      this.perPair.undo(attempt.pair, now)
      this.perAccount.undo(attempt.account, now)
    }
  }
}

/** One limiter per app and scope, shared by every route that signs that kind of account in. */
const limiters = new WeakMap<object, Map<string, SignInLimiter>>()

function signInLimiter(app: FastifyInstance, scope: string): SignInLimiter {
  let scopes = limiters.get(app.server)
  if (!scopes) {
    scopes = new Map()
    limiters.set(app.server, scopes)
  }
  let limiter = scopes.get(scope)
  if (!limiter) {
    limiter = new SignInLimiter()
    scopes.set(scope, limiter)
  }
  return limiter
}

/**
 * preHandler limiting failed sign-ins on the account the body names (`signInAccount`), per
 * account and address, with a growing delay; see `limits`. The answer settles the attempt.
 */
export function perAccountLimit(app: FastifyInstance, scope: string) {
  const limiter = signInLimiter(app, scope)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const name = signInAccount((request.body ?? {}) as Record<string, unknown>)
    // Nothing names an account: the service refuses it without checking any password.
    if (!name) return
    const outcome = limiter.begin(name, request.ip, Date.now())
    if ('error' in outcome) {
      reply.header('retry-after', String(outcome.retryAfter))
      throw outcome.error
    }
    reply.raw.once('finish', () => limiter.finish(outcome.attempt, reply.statusCode, Date.now()))
  }
}
