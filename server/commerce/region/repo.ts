import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

export function listRegions(db: Kysely<Database>) {
  return db
    .selectFrom('regions')
    .select(['id', 'parent_id', 'label', 'level'])
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute()
}
