import type { Http } from '../../../api/http.ts'
import {
  getMemberRights,
  getVipGrades,
  type MemberRights,
  type VipGrade,
  type VipGradeList,
} from '../../../api/member.ts'
import { requireMember } from '../../../features/member/require-member.ts'

export interface VipData {
  grades: VipGradeList
}

export interface RightsData {
  rights: MemberRights
  /** The next grade up the member may buy, for the upgrade button; null when none (or unknown). */
  next: VipGrade | null
}

/** 会员等级: every grade with what the member holds and may buy. */
export async function loadVip(http: Http, request: Request): Promise<VipData> {
  requireMember(request)
  return { grades: await getVipGrades(http) }
}

/** 会员权益: the rights of the grade the member holds, and the next grade up to buy. */
export async function loadRights(http: Http, request: Request): Promise<RightsData> {
  requireMember(request)
  const [rights, grades] = await Promise.all([
    getMemberRights(http),
    getVipGrades(http, { silent: true }).catch(() => null),
  ])
  const next =
    [...(grades?.list ?? [])].sort((a, b) => a.grade_rank - b.grade_rank).find((item) => item.can_buy === 1) ?? null
  return { rights, next }
}
