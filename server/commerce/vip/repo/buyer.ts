import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/types.ts'
import { preparedQuery } from '../../../db/prepared.ts'

// The member's own grade and the default grade (what a lapsed bought grade falls back to), the
// balance, and how many unused coupons the member holds that are valid now.
const buyerSelect = (db: Kysely<Database>, memberId: number, now: number) =>
  db
    .selectFrom('members as m')
    .leftJoin('vip_grades as g', (join) =>
      join.on((eb) => eb.or([eb('g.id', '=', eb.ref('m.grade_id')), eb('g.is_default', '=', 1)])),
    )
    .leftJoin('member_points as p', 'p.member_id', 'm.id')
    .select([
      'm.id',
      'm.grade_id',
      'm.grade_expires_at',
      'm.is_staff',
      'g.id as held_grade_id',
      'g.discount',
      'g.grade_rank',
      'g.is_default',
      'p.balance',
    ])
    .select((eb) =>
      eb
        .selectFrom('member_coupons as mc')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('mc.member_id', '=', 'm.id')
        .where('mc.status', '=', 'unused')
        .where('mc.begin_time', '<=', now)
        .where('mc.end_time', '>=', now)
        .as('unused_coupons'),
    )
    .where('m.id', '=', memberId)
    .orderBy('g.id')

export const buyerQuery = preparedQuery((db, memberId: number, now: number) => buyerSelect(db, memberId, now))

// With the address too: the one named, or the one the address book lists first (default, then newest).
export const buyerAtAddressQuery = preparedQuery((db, memberId: number, now: number, addressId: number | null) =>
  buyerSelect(db, memberId, now)
    .leftJoin('addresses as a', (join) =>
      join
        .onRef('a.member_id', '=', 'm.id')
        .on(
          'a.id',
          '=',
          sql<number>`coalesce(${addressId}, (select d.id from addresses d where d.member_id = m.id order by d.is_default desc, d.created_at desc, d.id desc limit 1))`,
        ),
    )
    .select([
      'a.id as address_id',
      'a.name as address_name',
      'a.mobile as address_mobile',
      'a.province as address_province',
      'a.city as address_city',
      'a.county as address_county',
      'a.province_code as address_province_code',
      'a.city_code as address_city_code',
      'a.county_code as address_county_code',
      'a.addr as address_addr',
      'a.postcode as address_postcode',
      'a.is_default as address_is_default',
      'a.created_at as address_created_at',
      'a.updated_at as address_updated_at',
    ]),
)

export type BuyerRow = Awaited<ReturnType<typeof buyerQuery>>['rows'][number]
