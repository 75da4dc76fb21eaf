import { fail } from '../errors.ts'
import { accountKey } from './account-name.ts'
import type { FailureStore } from './failure-store.ts'
import { limits } from './limits.ts'

const lockedOut = () => fail('ACCOUNT_RATE_LIMITED')

export interface Attempt {
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
export class SignInLimiter {
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
