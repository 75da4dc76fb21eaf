import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { preparedQuery } from '../../db/prepared.ts'
import type { AddressRow } from '../address/repo.ts'
import type { Viewer } from '../goods/viewer.ts'
import { gradeRights, type GradeRights } from '../vip/rights.ts'

/** The member placing an order, read in one query: who they are to prices, what their grade gives, their points. */
export interface Buyer {
  viewer: Viewer
  rights: GradeRights
  /** Point balance. */
  balance: number
  /** Whether the member holds an unused coupon valid now: without one, checkout need not list them. */
  holdsCoupons: boolean
}

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

const buyerQuery = preparedQuery((db, memberId: number, now: number) => buyerSelect(db, memberId, now))

// With the address too: the one named, or the one the address book lists first (default, then newest).
const buyerAtAddressQuery = preparedQuery((db, memberId: number, now: number, addressId: number | null) =>
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

type BuyerRow = Awaited<ReturnType<typeof buyerQuery>>['rows'][number]

/** The viewer as goods/viewer.ts sees it: a bought grade that has lapsed counts as the default grade. */
function toBuyer(rows: BuyerRow[], now: number): Buyer | undefined {
  const member = rows[0]
  if (!member) return undefined
  const lapsed = member.grade_expires_at !== null && member.grade_expires_at <= now
  const grade = rows.find((row) => (lapsed ? row.is_default === 1 : row.held_grade_id === member.grade_id))
  const held =
    grade && grade.held_grade_id !== null
      ? {
          id: grade.held_grade_id,
          discount: grade.discount!,
          grade_rank: grade.grade_rank!,
          is_default: grade.is_default!,
        }
      : undefined
  return {
    viewer: {
      memberId: member.id,
      gradeId: held?.id ?? member.grade_id,
      discount: held?.discount ?? 0,
      gradeRank: held?.grade_rank ?? 0,
      isStaff: member.is_staff === 1,
    },
    rights: gradeRights(held),
    balance: member.balance ?? 0,
    holdsCoupons: Number(member.unused_coupons) > 0,
  }
}

/** The buyer: viewer, the rights of its grade and the point balance; undefined when the member is gone. */
export async function findBuyer(db: Kysely<Database>, memberId: number, now: number): Promise<Buyer | undefined> {
  return toBuyer((await buyerQuery(db, memberId, now)).rows, now)
}

/**
 * The buyer and the address an order ships to, in the one query checkout starts with: the address
 * `addressId` if it is the member's, or with none named the first of the address book; null when
 * there is none.
 */
export async function findBuyerAtAddress(
  db: Kysely<Database>,
  memberId: number,
  addressId: number | undefined,
  now: number,
): Promise<(Buyer & { address: AddressRow | null }) | undefined> {
  const { rows } = await buyerAtAddressQuery(db, memberId, now, addressId ?? null)
  const buyer = toBuyer(rows, now)
  if (!buyer) return undefined
  const row = rows[0]!
  const address: AddressRow | null =
    row.address_id === null
      ? null
      : {
          id: row.address_id,
          member_id: memberId,
          name: row.address_name!,
          mobile: row.address_mobile!,
          province: row.address_province!,
          city: row.address_city!,
          county: row.address_county!,
          province_code: row.address_province_code!,
          city_code: row.address_city_code!,
          county_code: row.address_county_code!,
          addr: row.address_addr!,
          postcode: row.address_postcode!,
          is_default: row.address_is_default!,
          created_at: row.address_created_at!,
          updated_at: row.address_updated_at!,
        }
  return { ...buyer, address }
}
