import type { ContentWatch } from './content-version.ts'

export interface VersionedCacheOptions {
  /** How long an entry is fresh. */
  ttlMs: number
  /** After that, how long it may still be served while one rebuild runs in the background. */
  staleMs: number
  /** The least recently used entries go beyond this many (query strings make keys unbounded). */
  maxEntries: number
  clock?: () => number
}

export type Build<T> = () => Promise<{ value: T; keep: boolean }>

interface Entry<T> {
  value: T
  version: number
  builtAt: number
}

/**
 * Values built from the storefront's content, for guests: an entry is served only while the
 * content version it was built at is current (a publish or catalogue change anywhere retires it
 * at once), fresh for `ttlMs` (prices and promotions move with time too), then stale for
 * `staleMs` while a single background rebuild replaces it. Concurrent misses of one key share one
 * build, so a burst of guests on a cold page renders it once.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private readonly building = new Map<string, Promise<T>>()
  private readonly clock: () => number

  constructor(
    private readonly watch: ContentWatch,
    private readonly options: VersionedCacheOptions,
  ) {
    this.clock = options.clock ?? Date.now
  }

  /**
   * The current value of `key`, or the built one. `build` says whether its value may be kept
   * (an error page may not); callers waiting on the same build get its value either way.
   */
  async get(key: string, build: Build<T>): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && entry.version === this.watch.version) {
      const age = this.clock() - entry.builtAt
      if (age < this.options.ttlMs + this.options.staleMs) {
        // Most recently used last, so eviction drops the coldest.
        this.entries.delete(key)
        this.entries.set(key, entry)
        if (age >= this.options.ttlMs) void this.rebuild(key, build).catch(() => undefined)
        return entry.value
      }
    }
    return this.rebuild(key, build)
  }

  /** The value of `key` when it is current and fresh, without building or touching anything. */
  fresh(key: string): T | undefined {
    const entry = this.entries.get(key)
    if (!entry || entry.version !== this.watch.version || this.clock() - entry.builtAt >= this.options.ttlMs)
      return undefined
    return entry.value
  }

  /** Drops every entry (tests; a company's data removed). */
  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  private rebuild(key: string, build: Build<T>): Promise<T> {
    const running = this.building.get(key)
    if (running) return running
    // Built from what was current when the build started: a change during the build retires it.
    const version = this.watch.version
    const builtAt = this.clock()
    const promise = build()
      .then(({ value, keep }) => {
        if (keep && version !== 0) this.store(key, { value, version, builtAt })
        return value
      })
      .finally(() => this.building.delete(key))
    this.building.set(key, promise)
    return promise
  }

  private store(key: string, entry: Entry<T>): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }
}
