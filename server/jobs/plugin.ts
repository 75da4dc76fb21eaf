import type { FastifyPluginAsync } from 'fastify'
import { BACKGROUND_JOBS, type BackgroundJob } from './catalogue.ts'

export interface JobsOptions {
  /** The jobs to run; the app's own (catalogue.ts) unless given. */
  jobs?: readonly BackgroundJob[]
}

/**
 * Runs the app's background jobs for as long as the app runs: they start once it is ready (every
 * route and its state registered) and stop when it closes, before the database does. In worker
 * mode (WORKERS=N) each worker runs them and the primary none; leased jobs still work in one
 * instance at a time.
 */
export const jobsPlugin: FastifyPluginAsync<JobsOptions> = async (app, options) => {
  const jobs = options.jobs ?? BACKGROUND_JOBS
  const stops: (() => void)[] = []
  app.addHook('onReady', async () => {
    for (const job of jobs) stops.push(job.start(app))
  })
  app.addHook('onClose', async () => {
    for (const stop of stops.splice(0)) stop()
  })
}
