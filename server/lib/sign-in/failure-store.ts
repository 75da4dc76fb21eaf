/**
 * Where the sign-in limiter keeps its counts: in this process (one instance) or in Redis
 * (REDIS_URL), so attempts split between instances count together. Both implementations follow
 * the same rules and pass the same tests (failure-store.test.ts); times are the caller's
 * milliseconds, so a test's clock moves both alike.
 */

/** Failures on one key in a fixed window opened by its first failure. */
export interface FailureCount {
  failures: number
  /** When the last failure was counted or settled. */
  lastFailureAt: number
  windowEndsAt: number
}

/** When a try may not even be made; checked and counted in one step, so simultaneous tries cannot slip past it. */
export interface FailureGate {
  /** Refuse once this many failures are counted. */
  max: number
  /** Failures tried without waiting; after them each try waits `delayMs` since the last failure. */
  freeFailures: number
  maxDelayMs: number
}

export type HitOutcome =
  | { counted: true }
  | {
      counted: false
      /** `limit`: the gate's max is reached; `delay`: too soon after the last failure. */
      reason: 'limit' | 'delay'
      failures: number
      retryAfterMs: number
    }

export interface FailureStore {
  /** Counts a failure on `key` (opening a `windowMs` window when none is open) unless `gate` refuses. */
  hit(key: string, now: number, windowMs: number, gate?: FailureGate): Promise<HitOutcome>
  /** The open window's count, if any. */
  peek(key: string, now: number): Promise<FailureCount | undefined>
  /** Moves the last failure's time to `now` (the refusal was answered then). */
  touch(key: string, now: number): Promise<void>
  /** Takes one failure back. */
  undo(key: string, now: number): Promise<void>
  clear(key: string): Promise<void>
  /** Whether `account` signed in from `ip` within the remembered time. */
  isKnown(account: string, ip: string, now: number): Promise<boolean>
  /** Remembers `ip` as the account's for `ttlMs`; an account keeps its KNOWN_PER_ACCOUNT latest addresses. */
  remember(account: string, ip: string, now: number, ttlMs: number): Promise<void>
}

export const KNOWN_PER_ACCOUNT = 20

/** 1 s, 2 s, 4 s … after the free failures, at most `maxDelayMs`. */
export function delayMs(failures: number, gate: FailureGate): number {
  return Math.min(2 ** (failures - gate.freeFailures) * 1000, gate.maxDelayMs)
}

/** The gate's verdict on an open count (the memory store's; the Redis script mirrors it). */
export function refusal(count: FailureCount, now: number, gate: FailureGate): HitOutcome | undefined {
  if (count.failures >= gate.max) {
    return { counted: false, reason: 'limit', failures: count.failures, retryAfterMs: count.windowEndsAt - now }
  }
  if (count.failures >= gate.freeFailures) {
    const wait = count.lastFailureAt + delayMs(count.failures, gate) - now
    if (wait > 0) return { counted: false, reason: 'delay', failures: count.failures, retryAfterMs: wait }
  }
  return undefined
}
