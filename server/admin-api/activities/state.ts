import type { ExpressionBuilder } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { ActivityState } from '../../../schemas/promotion-rules.ts'

/** The rows of a promotions or seckill_activities query in one state at `now` (see activityState). */
export function stateFilter<T extends 'promotions' | 'seckill_activities'>(
  eb: ExpressionBuilder<Database, T>,
  table: T,
  state: ActivityState,
  now: number,
) {
  const e = eb as unknown as ExpressionBuilder<Database, 'promotions'>
  const col = <C extends 'status' | 'starts_at' | 'ends_at'>(name: C) => `${table as 'promotions'}.${name}` as const
  switch (state) {
    case 'ended':
      return e(col('ends_at'), '<=', now)
    case 'disabled':
      return e.and([e(col('status'), '=', 'disabled'), e(col('ends_at'), '>', now)])
    case 'upcoming':
      return e.and([e(col('status'), '=', 'active'), e(col('starts_at'), '>', now), e(col('ends_at'), '>', now)])
    case 'running':
      return e.and([e(col('status'), '=', 'active'), e(col('starts_at'), '<=', now), e(col('ends_at'), '>', now)])
  }
}
