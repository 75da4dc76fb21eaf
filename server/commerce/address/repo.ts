import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { AddressesTable, Database } from '../../db/types.ts'
import { findRow } from '../../lib/find-row-repo.ts'

export type AddressRow = Selectable<AddressesTable>

/** Default first, then newest first; the address picker and the list page both show this order. */
export function listAddresses(db: Kysely<Database>, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countAddresses(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findAddress(db: Kysely<Database>, memberId: number, id: number) {
  return findRow(db, 'addresses', { id, member_id: memberId })
}

export async function insertAddress(db: Kysely<Database>, values: Insertable<AddressesTable>): Promise<number> {
  const row = await db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateAddress(
  db: Kysely<Database>,
  memberId: number,
  id: number,
  values: Updateable<AddressesTable>,
) {
  await db.updateTable('addresses').set(values).where('id', '=', id).where('member_id', '=', memberId).execute()
}

export async function deleteAddress(db: Kysely<Database>, memberId: number, id: number) {
  await db.deleteFrom('addresses').where('id', '=', id).where('member_id', '=', memberId).execute()
}

export async function clearDefault(db: Kysely<Database>, memberId: number) {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('member_id', '=', memberId)
    .where('is_default', '=', 1)
    .execute()
}

export async function markDefault(db: Kysely<Database>, memberId: number, id: number) {
  await db
    .updateTable('addresses')
    .set({ is_default: 1 })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .execute()
}

export function findNewest(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('addresses')
    .select('id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** The first region of a level (under a parent, unless null) with this code, or else with this name. */
export function findRegion(
  db: Kysely<Database>,
  where: { level: 1 | 2 | 3; parentId: string | null; code: string; name: string },
) {
  let query = db.selectFrom('regions').select(['id', 'label']).where('level', '=', where.level)
  query = where.parentId === null ? query : query.where('parent_id', '=', where.parentId)
  query = where.code ? query.where('id', '=', where.code) : query.where('label', '=', where.name)
  return query.orderBy('sort').orderBy('id').executeTakeFirst()
}

export async function hasChildRegion(db: Kysely<Database>, regionId: string): Promise<boolean> {
  const child = await db
    .selectFrom('regions')
    .select('id')
    .where('parent_id', '=', regionId)
    .limit(1)
    .executeTakeFirst()
  return child !== undefined
}
