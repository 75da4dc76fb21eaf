import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis, redisReady } from '../redis.ts'
import { dropRedisPrefix, recordingLog, TEST_REDIS_URL, testRedisPrefix } from '../redis-fixtures.ts'
import { MemoryFailureStore } from './failure-store-memory.ts'
import { RedisFailureStore } from './failure-store-redis.ts'
import { KNOWN_PER_ACCOUNT, type FailureGate, type FailureStore } from './failure-store.ts'

/**
 * One set of rules, two stores: every case below runs against the in-process store and against
 * Redis (when the test Redis answers; otherwise that half is skipped and says why).
 */

const T0 = 1_700_000_000_000
const WINDOW = 15 * 60_000
const GATE: FailureGate = { max: 10, freeFailures: 3, maxDelayMs: 60_000 }

const clients: Redis[] = []
const prefix = testRedisPrefix()
afterAll(async () => {
  for (const client of clients) client.disconnect()
  await dropRedisPrefix(prefix)
})
async function redisStore(): Promise<RedisFailureStore> {
  const client = connectRedis(TEST_REDIS_URL, recordingLog())
  clients.push(client)
  expect(await redisReady(client, 5_000)).toBe(true)
  return new RedisFailureStore(client, prefix, recordingLog())
}

// Redis is part of the test setup (README, .ci/run): an unreachable one fails here rather than skipping.
const stores: [string, () => Promise<FailureStore>][] = [
  ['memory', async () => new MemoryFailureStore()],
  ['Redis', redisStore],
]

let keySequence = 0
const freshKey = () => `key-${++keySequence}`

describe.each(stores)('the %s failure store', (_name, makeStore) => {
  let store: FailureStore
  beforeAll(async () => {
    store = await makeStore()
  })

  it('counts failures in a window opened by the first one, and forgets them when it lapses', async () => {
    const key = freshKey()
    expect(await store.peek(key, T0)).toBeUndefined()
    await store.hit(key, T0, WINDOW)
    await store.hit(key, T0 + 1_000, WINDOW)
    expect(await store.peek(key, T0 + 2_000)).toEqual({
      failures: 2,
      lastFailureAt: T0 + 1_000,
      windowEndsAt: T0 + WINDOW,
    })
    expect(await store.peek(key, T0 + WINDOW)).toBeUndefined()
    await store.hit(key, T0 + WINDOW, WINDOW)
    expect(await store.peek(key, T0 + WINDOW)).toEqual({
      failures: 1,
      lastFailureAt: T0 + WINDOW,
      windowEndsAt: T0 + 2 * WINDOW,
    })
  })

  it("refuses past the gate's max until the window ends, without counting the refusal", async () => {
    const key = freshKey()
    const wide = { ...GATE, freeFailures: GATE.max }
    for (let i = 0; i < GATE.max; i++) expect(await store.hit(key, T0 + i, WINDOW, wide)).toEqual({ counted: true })
    expect(await store.hit(key, T0 + 100, WINDOW, wide)).toEqual({
      counted: false,
      reason: 'limit',
      failures: GATE.max,
      retryAfterMs: WINDOW - 100,
    })
    expect((await store.peek(key, T0 + 100))?.failures).toBe(GATE.max)
    expect(await store.hit(key, T0 + WINDOW, WINDOW, wide)).toEqual({ counted: true })
  })

  it('makes each try past the free failures wait 1 s, 2 s, 4 s … since the last failure, at most the cap', async () => {
    const key = freshKey()
    const gate = { ...GATE, max: 20 }
    let now = T0
    for (let i = 0; i < gate.freeFailures; i++)
      expect(await store.hit(key, now, WINDOW, gate)).toEqual({ counted: true })
    const waits: number[] = []
    for (let i = 0; i < 8; i++) {
      const early = await store.hit(key, now, WINDOW, gate)
      expect(early).toMatchObject({ counted: false, reason: 'delay' })
      const wait = early.counted ? 0 : early.retryAfterMs
      waits.push(wait)
      expect(await store.hit(key, now + wait - 1, WINDOW, gate)).toMatchObject({
        counted: false,
        reason: 'delay',
        retryAfterMs: 1,
      })
      now += wait
      expect(await store.hit(key, now, WINDOW, gate)).toEqual({ counted: true })
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000])
  })

  it('measures the delay from a touch, takes failures back, and clears', async () => {
    const key = freshKey()
    for (let i = 0; i < GATE.freeFailures; i++) await store.hit(key, T0, WINDOW, GATE)
    await store.touch(key, T0 + 500)
    expect(await store.hit(key, T0 + 1_000, WINDOW, GATE)).toMatchObject({ counted: false, retryAfterMs: 500 })
    await store.undo(key, T0 + 1_000)
    expect(await store.hit(key, T0 + 1_000, WINDOW, GATE)).toEqual({ counted: true })
    expect((await store.peek(key, T0 + 1_000))?.failures).toBe(GATE.freeFailures)
    await store.clear(key)
    expect(await store.peek(key, T0 + 1_000)).toBeUndefined()
    await store.undo(key, T0 + 1_000)
    await store.touch(key, T0 + 1_000)
    expect(await store.peek(key, T0 + 1_000)).toBeUndefined()
  })

  it('never counts below zero', async () => {
    const key = freshKey()
    await store.hit(key, T0, WINDOW)
    await store.undo(key, T0)
    await store.undo(key, T0)
    await store.hit(key, T0, WINDOW)
    expect((await store.peek(key, T0))?.failures).toBe(1)
  })

  it('lets exactly max of many simultaneous tries through the gate', async () => {
    const key = freshKey()
    const wide = { ...GATE, freeFailures: GATE.max }
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => store.hit(key, T0, WINDOW, wide)))
    expect(outcomes.filter((outcome) => outcome.counted)).toHaveLength(GATE.max)
  })

  it("remembers an account's addresses for their time, keeping the latest ones", async () => {
    const account = freshKey()
    await store.remember(account, '10.0.0.1', T0, 60_000)
    expect(await store.isKnown(account, '10.0.0.1', T0 + 59_999)).toBe(true)
    expect(await store.isKnown(account, '10.0.0.1', T0 + 60_000)).toBe(false)
    expect(await store.isKnown(account, '10.0.0.2', T0)).toBe(false)
    expect(await store.isKnown(freshKey(), '10.0.0.1', T0)).toBe(false)

    for (let i = 1; i <= KNOWN_PER_ACCOUNT + 1; i++) await store.remember(account, `10.0.1.${i}`, T0 + i, 60_000)
    expect(await store.isKnown(account, '10.0.1.1', T0 + 100)).toBe(false)
    expect(await store.isKnown(account, '10.0.1.2', T0 + 100)).toBe(true)
    expect(await store.isKnown(account, `10.0.1.${KNOWN_PER_ACCOUNT + 1}`, T0 + 100)).toBe(true)
  })
})

describe('the Redis failure store across instances', () => {
  it('counts what every instance counts', async () => {
    const [a, b] = await Promise.all([redisStore(), redisStore()])
    const key = freshKey()
    const wide = { ...GATE, freeFailures: GATE.max }
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit(key, T0, WINDOW, wide)))
    expect(outcomes.filter((outcome) => outcome.counted)).toHaveLength(GATE.max)
    await a.remember(key, '10.9.9.9', T0, 60_000)
    expect(await b.isKnown(key, '10.9.9.9', T0)).toBe(true)
  })

  it('counts in this instance alone while Redis is unreachable, and logs it once', async () => {
    const log = recordingLog()
    // Nothing listens on port 1: every command fails at once, as during an outage.
    const down = connectRedis('redis://127.0.0.1:1', recordingLog())
    clients.push(down)
    const store = new RedisFailureStore(down, prefix, log)
    const key = freshKey()
    for (let i = 0; i < 3; i++) expect(await store.hit(key, T0, WINDOW)).toEqual({ counted: true })
    expect((await store.peek(key, T0))?.failures).toBe(3)
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(1)
  })
})
