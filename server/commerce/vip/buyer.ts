import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { AddressRow } from '../address/repo.ts'
import type { Viewer } from '../goods/viewer.ts'
import { buyerAtAddressQuery, buyerQuery, type BuyerRow } from './repo/buyer.ts'
import { gradeRights, type GradeRights } from './rights.ts'

/** The member placing an order, read in one query: who they are to prices, what their grade gives, their points. */
export interface Buyer {
  viewer: Viewer
  rights: GradeRights
  /** Point balance. */
  balance: number
  /** Whether the member holds an unused coupon valid now: without one, checkout need not list them. */
  holdsCoupons: boolean
}

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
