import type {
  GradeBody,
  GradeView,
  MemberAddressRow,
  MemberCouponRow,
  MemberDetail,
  MemberFavoriteRow,
  MemberOrderRow,
  MemberPointRow,
  MemberRow,
  PointAdjustBody,
} from '../../schemas/api/admin/members.ts'
import { adminRequest, adminUrl, type Paged, type Query } from '../api.ts'

/** The console's calls of /api/admin/members: JSON answers, Chinese refusals with their `fields`. */

const send = adminRequest

export const memberApi = {
  list: (query: Query) => send<Paged<MemberRow>>('GET', 'members', { query }),
  exportUrl: (query: Query) => adminUrl('members/export.xlsx', query),
  detail: (id: number) => send<MemberDetail>('GET', `members/${id}`),
  orders: (id: number, page: number) =>
    send<Paged<MemberOrderRow>>('GET', `members/${id}/orders`, { query: { page, page_size: 10 } }),
  points: (id: number, page: number) =>
    send<Paged<MemberPointRow>>('GET', `members/${id}/points`, { query: { page, page_size: 10 } }),
  coupons: (id: number, page: number) =>
    send<Paged<MemberCouponRow>>('GET', `members/${id}/coupons`, { query: { page, page_size: 10 } }),
  addresses: (id: number) => send<MemberAddressRow[]>('GET', `members/${id}/addresses`),
  favorites: (id: number, page: number) =>
    send<Paged<MemberFavoriteRow>>('GET', `members/${id}/favorites`, { query: { page, page_size: 10 } }),
  setGrade: (id: number, gradeId: number) =>
    send<MemberDetail>('PUT', `members/${id}/grade`, { body: { grade_id: gradeId } }),
  adjustPoints: (id: number, body: PointAdjustBody) =>
    send<{ balance: number }>('POST', `members/${id}/points`, { body }),
  setStaff: (id: number, isStaff: 0 | 1) =>
    send<MemberDetail>('PUT', `members/${id}/staff`, { body: { is_staff: isStaff } }),
  setStatus: (id: number, status: 'active' | 'disabled') =>
    send<MemberDetail>('PUT', `members/${id}/status`, { body: { status } }),
  grades: () => send<GradeView[]>('GET', 'members/grades'),
  saveGrade: (id: number, body: GradeBody) => send<GradeView>('PUT', `members/grades/${id}`, { body }),
}
