import type { MemberProfile } from './member.ts'

/** A member's profile as member/account and member/profile answer it, with `patch` over its memberInfo. */
export const memberFixture = (patch: Partial<MemberProfile['memberInfo']> = {}): MemberProfile => ({
  memberInfo: {
    user_id: 1,
    mobile: '13800000000',
    nickname: '演示会员',
    avatar: '',
    grade_id: 3,
    grade_name: '黄金会员',
    is_staff: '0',
    sex: 2,
    birthday: '1990-05-08',
    email: '',
    created: 1700000000,
    ...patch,
  },
  vipgrade: { grade_id: 3, grade_name: '黄金会员', discount: 5 },
  point: 5000,
})
