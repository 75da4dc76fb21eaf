import type { Http } from '../../../api/http.ts'
import { getMemberAccount, type MemberAccount } from '../../../api/member.ts'
import { requireMember } from '../../../features/member/require-member.ts'

export interface ProfileData {
  account: MemberAccount
}

/** /member/profile (个人信息): the member's own profile, to edit. */
export async function loadProfile(http: Http, request: Request): Promise<ProfileData> {
  requireMember(request)
  return { account: await getMemberAccount(http) }
}
