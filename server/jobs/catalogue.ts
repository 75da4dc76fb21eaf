import type { FastifyInstance } from 'fastify'
import { startAutoConfirm } from '../commerce/logistics/auto-confirm.ts'
import { startExpirySweeper } from '../commerce/order/expiry.ts'
import { startRefundRetrier } from '../commerce/payment/refund-retry.ts'
import { contentWatch, pollContentVersion } from '../lib/content-version.ts'

/**
 * Periodic work of a running app. `start` sets its timer (lib/interval-job.ts `every`) and
 * answers the function that stops it. A job that must run in one instance at a time takes the
 * job's lease itself (lib/job-lease.ts): every instance ticks, the holder works.
 */
export interface BackgroundJob {
  name: string
  start(app: FastifyInstance): () => void
}

/** Every background job of the app, started and stopped by the jobs plugin (plugin.ts). */
export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  // Per instance by design: each instance's caches follow the counter.
  { name: 'content-version poll', start: (app) => pollContentVersion(contentWatch(app.db), app.log) },
  // Leased: one instance cancels expired unpaid orders per minute.
  { name: 'order expiry sweep', start: (app) => startExpirySweeper(app.db, app.log) },
  // Every instance: confirmReceipt's conditional update confirms each order once.
  { name: 'auto-confirm of received goods', start: (app) => startAutoConfirm(app.db, app.log) },
  // Leased: one instance re-sends unanswered refunds every five minutes.
  { name: 'refund retries', start: (app) => startRefundRetrier(app.db, app.log) },
]
