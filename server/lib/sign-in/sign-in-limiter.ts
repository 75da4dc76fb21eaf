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

type BeginOutcome =
  /** `proveOwner`: the route must check the code the request offered before the password. */
  { attempt: Attempt; proveOwner: boolean } | { error: Error; retryAfter?: number }

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** The sign-in budget of one kind of account (members, merchants, operators), kept in `store`. */
export class SignInLimiter {
  constructor(
    private readonly store: FailureStore,
    private readonly scope: string,
  ) {}

  /**
   * Lets an attempt through or refuses it (429 with the seconds to wait). The attempt is counted
   * as a failure in the same step as the check, so simultaneous tries, on this instance or
   * another, cannot slip past the limit; `finish` takes it back when it succeeds.
   *
   * `codeOffered` says whether the request carries a one-time code texted to the account's
   * mobile; it is undefined where the accounts have no mobile to text. While the account is under
   * attack, an address that is not the owner's must offer one (`proveOwner` then tells the route
   * to check it): without it the try is refused with SIGN_IN_SECOND_FACTOR_REQUIRED and not
   * counted; with it the address has the ordinary budget. Accounts without a mobile keep the
   * stricter rule: one try for an address that is not theirs.
   */
  async begin(accountName: string, ip: string, now: number, codeOffered?: boolean): Promise<BeginOutcome> {
    const attempt = this.attemptOf(accountName, ip)
    const { underAttack, all } = await this.standing(attempt, now)
    if (underAttack && codeOffered === false) return { error: fail('SIGN_IN_SECOND_FACTOR_REQUIRED') }
    const oneTry = underAttack && codeOffered === undefined
    const outcome = await this.store.hit(attempt.pair, now, limits.loginPerAccountAndIp.windowMs, {
      max: oneTry ? 1 : limits.loginPerAccountAndIp.max,
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
    return { attempt, proveOwner: underAttack }
  }

  /**
   * Whether a sign-in on the account from this address would have to add a texted code to the
   * password now (the account is under attack and the address is not the owner's).
   */
  async needsCode(accountName: string, ip: string, now: number): Promise<boolean> {
    return (await this.standing(this.attemptOf(accountName, ip), now)).underAttack
  }

  private attemptOf(accountName: string, ip: string): Attempt {
    const account = accountKey(accountName)
    return {
      // The address comes last and never holds an @, so no two account–address pairs share a key.
      pair: `${this.scope}:pair:${account}@${ip}`,
      account: `${this.scope}:account:${account}`,
      known: `${this.scope}:${account}`,
      ip,
    }
  }

  private async standing(attempt: Attempt, now: number) {
    const [all, known] = await Promise.all([
      this.store.peek(attempt.account, now),
      this.store.isKnown(attempt.known, attempt.ip, now),
    ])
    // Past the account's limit it is under attack: an address that is not the owner's has to prove it is.
    return { all, underAttack: all !== undefined && all.failures >= limits.loginPerAccount.max && !known }
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
