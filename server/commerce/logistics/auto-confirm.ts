import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { AppError } from '../../lib/errors.ts'
import { every } from '../../lib/interval-job.ts'
import { OPEN_AFTERSALES } from '../aftersales/status.ts'
import { confirmReceipt } from '../order/service.ts'
import { shippedUnconfirmed } from './repo.ts'
import { savedOrderSettings } from '../order-settings/settings.ts'
import { ORDER_SETTING_DEFAULTS } from '../../../schemas/order-settings-rules.ts'
import { now } from '../../../schemas/time.ts'

const SWEEP_INTERVAL_MS = 10 * 60_000
const BATCH = 200

/**
 * Confirms receipt of orders shipped at least their shop's 自动确认收货时间 (订单设置) ago, as the
 * member would (points earned once, by confirmReceipt's conditional update). An order with an
 * after-sales application still open waits: the goods may be on their way back. Answers how many
 * it confirmed.
 */
export async function sweepAutoConfirm(db: Kysely<Database>, now: number): Promise<number> {
  const saved = await savedOrderSettings(db)
  const cutoff = (days: number) => now - days * 24 * 3600
  // Shops that saved their own days, each by its cutoff; every other shop by the default.
  const batches = await Promise.all([
    ...[...saved].map(([companyId, settings]) =>
      shippedUnconfirmed(db, cutoff(settings.auto_confirm_days), OPEN_AFTERSALES, BATCH, { only: companyId }),
    ),
    shippedUnconfirmed(db, cutoff(ORDER_SETTING_DEFAULTS.auto_confirm_days), OPEN_AFTERSALES, BATCH, {
      except: [...saved.keys()],
    }),
  ])
  const due = batches.flat()
  let confirmed = 0
  for (const { order_id } of due) {
    try {
      if ((await confirmReceipt(db, null, order_id, now)).changed) confirmed += 1
    } catch (error) {
      // Changed by someone else meanwhile: nothing left to do for this order.
      if (!(error instanceof AppError)) throw error
    }
  }
  return confirmed
}

/** Runs the sweep every ten minutes until stopped; a failed sweep is logged and retried next time. */
export function startAutoConfirm(
  db: Kysely<Database>,
  log: { error: (obj: unknown, msg: string) => void },
): () => void {
  return every(
    SWEEP_INTERVAL_MS,
    () => sweepAutoConfirm(db, now()),
    (error) => log.error({ err: error }, 'auto-confirm sweep failed'),
  )
}
