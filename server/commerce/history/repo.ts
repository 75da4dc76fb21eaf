import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

export function goodsExists(db: Kysely<Database>, goodsId: number) {
  return db.selectFrom('goods').select('id').where('id', '=', goodsId).executeTakeFirst()
}

/**
 * Replaces the member's footprint of this goods with a fresh row, so the newest row id also
 * orders views made within the same second.
 */
export async function replaceFootprint(
  db: Kysely<Database>,
  memberId: number,
  goodsId: number,
  viewedAt: number,
): Promise<number> {
  await db.deleteFrom('browse_history').where('member_id', '=', memberId).where('goods_id', '=', goodsId).execute()
  const row = await db
    .insertInto('browse_history')
    .values({ member_id: memberId, goods_id: goodsId, viewed_at: viewedAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Deletes all but the newest `keep` footprints of the member. */
export async function trimFootprints(db: Kysely<Database>, memberId: number, keep: number) {
  await db
    .deleteFrom('browse_history')
    .where('member_id', '=', memberId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('browse_history')
        .select('id')
        .where('member_id', '=', memberId)
        .orderBy('viewed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute()
}

/** Newest first. */
export function listFootprints(db: Kysely<Database>, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('browse_history')
    .select(['id', 'goods_id', 'viewed_at'])
    .where('member_id', '=', memberId)
    .orderBy('viewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countFootprints(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('browse_history')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Deletes the member's footprints with these row ids or goods ids, or all of them. */
export async function deleteFootprints(
  db: Kysely<Database>,
  memberId: number,
  which: 'all' | { ids: number[]; goodsIds: number[] },
) {
  let query = db.deleteFrom('browse_history').where('member_id', '=', memberId)
  if (which !== 'all') {
    const { ids, goodsIds } = which
    query = query.where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        ...(goodsIds.length ? [eb('goods_id', 'in', goodsIds)] : []),
      ]),
    )
  }
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}
