import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { Page } from '../../lib/pagination.ts'
import { loadGoodsCards } from '../collect/goods-card.ts'
import { isTrue, parseIds } from '../collect/id-list.ts'
import { lockMember } from '../member/repo.ts'
import * as repo from './repo.ts'
import type { Footprint, RemoveInput } from '../../../schemas/api/history.ts'
import { now } from '../../../schemas/time.ts'

/** Footprints kept per member; older ones are dropped as new goods are viewed. */
export const MAX_FOOTPRINTS = 200

/** One footprint per goods: viewing again moves it to the top. */
export async function saveFootprint(db: Kysely<Database>, memberId: number, goodsId: number) {
  if (!(await repo.goodsExists(db, goodsId))) throw fail('GOODS_NOT_FOUND')
  const viewedAt = now()
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const id = await repo.replaceFootprint(trx, memberId, goodsId, viewedAt)
    await repo.trimFootprints(trx, memberId, MAX_FOOTPRINTS)
    return { status: true, history_id: id, item_id: goodsId, viewed_at: viewedAt }
  })
}

export async function listFootprints(db: Kysely<Database>, memberId: number, page: Page) {
  const [rows, total] = await Promise.all([
    repo.listFootprints(db, memberId, page.pageSize, page.offset),
    repo.countFootprints(db, memberId),
  ])
  const cards = await loadGoodsCards(
    db,
    memberId,
    rows.map((row) => row.goods_id),
  )
  const list: Footprint[] = []
  for (const row of rows) {
    const card = cards.get(row.goods_id)
    if (card) list.push({ ...card, history_id: row.id, viewed_at: row.viewed_at, updated: row.viewed_at })
  }
  return { list, total_count: total }
}

/** Removes footprints by history id or goods id, or all with is_empty=1; other members' ids change nothing. */
export async function removeFootprints(db: Kysely<Database>, memberId: number, input: RemoveInput) {
  if (isTrue(input.is_empty)) return { status: true, deleted: await repo.deleteFootprints(db, memberId, 'all') }
  const ids = parseIds('history_ids', input.history_ids, input['history_ids[]'])
  const goodsIds = parseIds('item_ids', input.item_ids, input['item_ids[]'])
  if (ids.length === 0 && goodsIds.length === 0) throw fail('HISTORY_NOTHING_SELECTED')
  return { status: true, deleted: await repo.deleteFootprints(db, memberId, { ids, goodsIds }) }
}
