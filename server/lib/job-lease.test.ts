import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { claimLease, leased } from './job-lease.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const T0 = 1_700_000_000_000
const TTL = 120_000
let jobs = 0
const freshJob = () => `job-${++jobs}`

describe('claimLease', () => {
  it('gives a job to one holder until its lease lapses; the holder renews its own', async () => {
    const job = freshJob()
    expect(await claimLease(app.db, job, 'a', T0, TTL)).toBe(true)
    expect(await claimLease(app.db, job, 'b', T0 + 1, TTL)).toBe(false)
    expect(await claimLease(app.db, job, 'a', T0 + 60_000, TTL)).toBe(true)
    expect(await claimLease(app.db, job, 'b', T0 + 60_000 + TTL - 1, TTL)).toBe(false)
    expect(await claimLease(app.db, job, 'b', T0 + 60_000 + TTL, TTL)).toBe(true)
    expect(await claimLease(app.db, job, 'a', T0 + 60_000 + TTL, TTL)).toBe(false)
    expect(await claimLease(app.db, freshJob(), 'a', T0, TTL)).toBe(true)
  })

  it('lets exactly one of many simultaneous claimants win, on a new job and on a lapsed one', async () => {
    const job = freshJob()
    const holders = Array.from({ length: 8 }, (_, i) => `holder-${i}`)
    const first = await Promise.all(holders.map((holder) => claimLease(app.db, job, holder, T0, TTL)))
    expect(first.filter(Boolean)).toHaveLength(1)
    const lapsed = await Promise.all(holders.map((holder) => claimLease(app.db, job, `${holder}-again`, T0 + TTL, TTL)))
    expect(lapsed.filter(Boolean)).toHaveLength(1)
  })
})

describe('leased', () => {
  it('runs the job only where the lease is held, and says whether it ran', async () => {
    const lease = { name: freshJob(), ttlMs: TTL }
    const runs: string[] = []
    const here = leased(app.db, lease, async () => runs.push('here'))
    const there = leased(app.db, lease, async () => runs.push('there'))
    const outcomes = await Promise.all([here(), there()])
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    expect(runs).toHaveLength(1)
    // The holder keeps the job on its next runs; the other instance keeps waiting.
    const winner = outcomes[0] ? here : there
    const loser = outcomes[0] ? there : here
    expect(await winner()).toBe(true)
    expect(await loser()).toBe(false)
    expect(runs).toEqual([runs[0], runs[0]])
  })
})
