import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { Personal, PersonalQuery } from '../../../schemas/api/personal.ts'
import { countCart } from '../cart/service.ts'
import { isItemCollected, isShopCollected } from '../collect/service.ts'
import { countHeldByMember } from '../coupon/repo.ts'
import { findMemberById, pointBalance } from '../member/repo.ts'
import { maskMobile } from '../member/rules.ts'

/** The member's own parts of a shared page, read side by side; a member who is gone is signed out. */
export async function personalParts(db: Kysely<Database>, memberId: number, query: PersonalQuery): Promise<Personal> {
  const [member, cart, point, coupons, item, shop] = await Promise.all([
    findMemberById(db, memberId),
    countCart(db, memberId),
    pointBalance(db, memberId),
    countHeldByMember(db, memberId),
    query.item_id === undefined ? undefined : isItemCollected(db, memberId, query.item_id),
    query.distributor_id === undefined ? undefined : isShopCollected(db, memberId, query.distributor_id),
  ])
  if (!member) return { signed_in: false }
  return {
    signed_in: true,
    mobile: member.mobile ? maskMobile(member.mobile) : '',
    cart_count: cart.item_count,
    point,
    coupons,
    ...(item && { item_collected: item.is_collect }),
    ...(shop && { shop_collected: shop.is_collect }),
  }
}
