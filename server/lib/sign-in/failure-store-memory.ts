import {
  KNOWN_PER_ACCOUNT,
  refusal,
  type FailureCount,
  type FailureGate,
  type FailureStore,
  type HitOutcome,
} from './failure-store.ts'

/**
 * The failure store of one process. Bounded: past `capacity` keys (or accounts), lapsed windows
 * go first, then the oldest.
 */
export class MemoryFailureStore implements FailureStore {
  private readonly counts = new Map<string, FailureCount>()
  private readonly known = new Map<string, Map<string, number>>()

  constructor(private readonly capacity = 50_000) {}

  async hit(key: string, now: number, windowMs: number, gate?: FailureGate): Promise<HitOutcome> {
    const count = this.open(key, now) ?? { failures: 0, lastFailureAt: now, windowEndsAt: now + windowMs }
    const refused = gate && refusal(count, now, gate)
    if (refused) return refused
    if (!this.counts.has(key)) {
      this.makeRoom(now)
      this.counts.set(key, count)
    }
    count.failures += 1
    count.lastFailureAt = now
    return { counted: true }
  }

  async peek(key: string, now: number): Promise<FailureCount | undefined> {
    const count = this.open(key, now)
    return count && { ...count }
  }

  async touch(key: string, now: number): Promise<void> {
    const count = this.open(key, now)
    if (count) count.lastFailureAt = now
  }

  async undo(key: string, now: number): Promise<void> {
    const count = this.open(key, now)
    if (count && count.failures > 0) count.failures -= 1
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key)
  }

  async isKnown(account: string, ip: string, now: number): Promise<boolean> {
    const until = this.known.get(account)?.get(ip)
    return until !== undefined && until > now
  }

  async remember(account: string, ip: string, now: number, ttlMs: number): Promise<void> {
    let addresses = this.known.get(account)
    if (!addresses) {
      if (this.known.size >= this.capacity) this.known.delete(this.known.keys().next().value!)
      addresses = new Map()
      this.known.set(account, addresses)
    }
    // Re-inserted last, so the first entry is always the least recently used address.
    addresses.delete(ip)
    addresses.set(ip, now + ttlMs)
    if (addresses.size > KNOWN_PER_ACCOUNT) addresses.delete(addresses.keys().next().value!)
  }

  /** The key's count while its window is open; a lapsed one is dropped. */
  private open(key: string, now: number): FailureCount | undefined {
    const count = this.counts.get(key)
    if (count && count.windowEndsAt <= now) {
      this.counts.delete(key)
      return undefined
    }
    return count
  }

  private makeRoom(now: number): void {
    if (this.counts.size < this.capacity) return
    for (const [key, count] of this.counts) if (count.windowEndsAt <= now) this.counts.delete(key)
    for (const key of this.counts.keys()) {
      if (this.counts.size < this.capacity) break
      this.counts.delete(key)
    }
  }
}
