import { requestAt } from '../../../designer/api/client.ts'
import type {
  CouponDetail,
  CouponGrantAnswer,
  CouponMember,
  CouponSaveBody,
  CouponView,
} from '../../../schemas/api/admin/coupons.ts'
import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import { ADMIN_API_BASE, adminRequest, type Paged, type Query } from '../../api.ts'

const call = <T>(method: string, path: string, options?: Parameters<typeof requestAt>[3]) =>
  requestAt<T>(ADMIN_API_BASE, method, path, options)

/** A save whose refusal may carry per-field messages (400 COUPON_INVALID with `fields`). */
const save = (method: 'POST' | 'PUT', path: string, body: CouponSaveBody) =>
  adminRequest<CouponDetail>(method, path, { body })

/** The console's calls of 营销 › 优惠券, and the goods and categories its pickers offer. */
export const couponApi = {
  list: (query: Query) => call<Paged<CouponView>>('GET', 'coupons', { query }),
  detail: (id: number) => call<CouponDetail>('GET', `coupons/${id}`),
  create: (body: CouponSaveBody) => save('POST', 'coupons', body),
  update: (id: number, body: CouponSaveBody) => save('PUT', `coupons/${id}`, body),
  stop: (id: number) => call<CouponView>('POST', `coupons/${id}/stop`, { body: {} }),
  grant: (id: number, memberIds: number[]) =>
    call<CouponGrantAnswer>('POST', `coupons/${id}/grant`, { body: { member_ids: memberIds } }),
  searchMembers: (mobile: string) => call<CouponMember[]>('GET', 'coupons/member-search', { query: { mobile } }),
  claimsFileUrl: (id: number) => `${ADMIN_API_BASE}/coupons/${id}/claims.xlsx`,
  categories: () => call<CategoryNode[]>('GET', 'categories'),
}
