import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { RedisScript } from '../redis.ts'
import { MemoryFailureStore } from './failure-store-memory.ts'
import {
  KNOWN_PER_ACCOUNT,
  type FailureCount,
  type FailureGate,
  type FailureStore,
  type HitOutcome,
} from './failure-store.ts'

/**
 * Counts as hashes {f: failures, last, ends}. The gate is checked and the failure counted in one
 * script, so tries sent to several instances at once cannot slip past it; the rules are those of
 * `refusal` in failure-store.ts. The key expires with its window, so Redis forgets it by itself.
 */
const HIT = new RedisScript(`
local now = tonumber(ARGV[1])
local f, last, ends = 0, now, now + tonumber(ARGV[2])
local stored = redis.call('HMGET', KEYS[1], 'f', 'last', 'ends')
if stored[1] and tonumber(stored[3]) > now then
  f, last, ends = tonumber(stored[1]), tonumber(stored[2]), tonumber(stored[3])
end
if ARGV[3] == '1' then
  local max, free, maxDelay = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
  if f >= max then return {0, 'limit', f, ends - now} end
  if f >= free then
    local wait = last + math.min(2 ^ (f - free) * 1000, maxDelay) - now
    if wait > 0 then return {0, 'delay', f, wait} end
  end
end
redis.call('HSET', KEYS[1], 'f', f + 1, 'last', now, 'ends', ends)
redis.call('PEXPIRE', KEYS[1], math.max(ends - now, 1))
return {1}
`)

const TOUCH = new RedisScript(`
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends'))
if ends and ends > tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'last', ARGV[1]) end
`)

const UNDO = new RedisScript(`
local stored = redis.call('HMGET', KEYS[1], 'f', 'ends')
if stored[1] and tonumber(stored[2]) > tonumber(ARGV[1]) and tonumber(stored[1]) > 0 then
  redis.call('HINCRBY', KEYS[1], 'f', -1)
end
`)

/** Known addresses as a hash ip → until; past the per-account cap the one remembered longest ago goes. */
const REMEMBER = new RedisScript(`
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if redis.call('HLEN', KEYS[1]) > tonumber(ARGV[4]) then
  local entries = redis.call('HGETALL', KEYS[1])
  local oldestIp, oldest = nil, nil
  for i = 1, #entries, 2 do
    local expiry = tonumber(entries[i + 1])
    if not oldest or expiry < oldest then oldestIp, oldest = entries[i], expiry end
  end
  redis.call('HDEL', KEYS[1], oldestIp)
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
`)

/** How often a Redis outage is logged at most while the fallback counts. */
const LOG_EVERY_MS = 60_000

/**
 * The failure store shared by every instance through Redis. While Redis cannot answer, this
 * instance counts on its own (logged), so sign-in stays limited through an outage.
 */
export class RedisFailureStore implements FailureStore {
  private readonly fallback = new MemoryFailureStore()
  private lastLoggedAt = 0

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  hit(key: string, now: number, windowMs: number, gate?: FailureGate): Promise<HitOutcome> {
    const gateArgs = gate ? [1, gate.max, gate.freeFailures, gate.maxDelayMs] : [0]
    return this.either(
      async () => {
        const reply = (await HIT.run(this.redis, [this.countKey(key)], [now, windowMs, ...gateArgs])) as [
          number,
          string?,
          number?,
          number?,
        ]
        if (reply[0] === 1) return { counted: true }
        return {
          counted: false,
          reason: reply[1] === 'delay' ? 'delay' : 'limit',
          failures: Number(reply[2]),
          retryAfterMs: Number(reply[3]),
        }
      },
      () => this.fallback.hit(key, now, windowMs, gate),
    )
  }

  peek(key: string, now: number): Promise<FailureCount | undefined> {
    return this.either(
      async () => {
        const [f, last, ends] = await this.redis.hmget(this.countKey(key), 'f', 'last', 'ends')
        if (f === null || Number(ends) <= now) return undefined
        return { failures: Number(f), lastFailureAt: Number(last), windowEndsAt: Number(ends) }
      },
      () => this.fallback.peek(key, now),
    )
  }

  touch(key: string, now: number): Promise<void> {
    return this.either(
      async () => void (await TOUCH.run(this.redis, [this.countKey(key)], [now])),
      () => this.fallback.touch(key, now),
    )
  }

  undo(key: string, now: number): Promise<void> {
    return this.either(
      async () => void (await UNDO.run(this.redis, [this.countKey(key)], [now])),
      () => this.fallback.undo(key, now),
    )
  }

  clear(key: string): Promise<void> {
    return this.either(
      async () => void (await this.redis.del(this.countKey(key))),
      () => this.fallback.clear(key),
    )
  }

  isKnown(account: string, ip: string, now: number): Promise<boolean> {
    return this.either(
      async () => Number((await this.redis.hget(this.knownKey(account), ip)) ?? 0) > now,
      () => this.fallback.isKnown(account, ip, now),
    )
  }

  remember(account: string, ip: string, now: number, ttlMs: number): Promise<void> {
    return this.either(
      async () =>
        void (await REMEMBER.run(this.redis, [this.knownKey(account)], [ip, now + ttlMs, ttlMs, KNOWN_PER_ACCOUNT])),
      () => this.fallback.remember(account, ip, now, ttlMs),
    )
  }

  private countKey(key: string): string {
    return `${this.prefix}count:${key}`
  }

  private knownKey(account: string): string {
    return `${this.prefix}known:${account}`
  }

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared()
    } catch (err) {
      const now = Date.now()
      if (now - this.lastLoggedAt >= LOG_EVERY_MS) {
        this.lastLoggedAt = now
        this.log.error({ err }, 'sign-in failure counts unavailable in Redis; this instance counts alone meanwhile')
      }
      return local()
    }
  }
}
