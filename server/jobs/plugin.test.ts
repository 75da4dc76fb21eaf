import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { BACKGROUND_JOBS, type BackgroundJob } from './catalogue.ts'
import { jobsPlugin } from './plugin.ts'

describe('jobsPlugin', () => {
  it('starts every job once the app is ready and stops each when it closes', async () => {
    const events: string[] = []
    const job = (name: string): BackgroundJob => ({
      name,
      start: () => {
        events.push(`start ${name}`)
        return () => events.push(`stop ${name}`)
      },
    })
    const app = Fastify()
    await app.register(jobsPlugin, { jobs: [job('a'), job('b')] })
    expect(events).toEqual([])
    await app.ready()
    expect(events).toEqual(['start a', 'start b'])
    await app.close()
    expect(events).toEqual(['start a', 'start b', 'stop a', 'stop b'])
  })

  it('runs the expiry sweep, auto-confirm, refund retries and the content-version poll', () => {
    expect(BACKGROUND_JOBS.map((job) => job.name)).toEqual([
      'content-version poll',
      'order expiry sweep',
      'auto-confirm of received goods',
      'refund retries',
    ])
  })
})
