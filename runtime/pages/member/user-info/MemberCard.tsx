import type { MemberProfile } from '../../../api/member.ts'
import { maskMobile } from '../../../lib/validators.ts'

export interface MemberCardProps {
  profile: MemberProfile
  assets: { label: string; value: number | null; unit: string }[]
}

/** The first character of the nickname (or 会) stands in for a missing avatar. */
export function avatarInitial(nickname: string): string {
  return [...nickname.trim()][0] ?? '会'
}

/** The member's card: avatar, nickname, masked mobile, grade and staff badges, and the asset counters. */
export function MemberCard({ profile, assets }: MemberCardProps) {
  const { memberInfo, vipgrade } = profile
  const nickname = memberInfo.nickname || maskMobile(memberInfo.mobile)
  const grade = vipgrade.grade_name || memberInfo.grade_name
  return (
    <section className="mf-member-banner mf-member-card" aria-label="会员信息">
      <div className="mf-member-card__who">
        {memberInfo.avatar ? (
          <img className="mf-member-card__avatar" src={memberInfo.avatar} alt="头像" width={72} height={72} />
        ) : (
          <span className="mf-member-card__avatar mf-member-card__avatar--initial" aria-hidden="true">
            {avatarInitial(nickname)}
          </span>
        )}
        <div className="mf-member-card__text">
          <p className="mf-member-card__name">{nickname}</p>
          <p className="mf-member-card__mobile">账号：{maskMobile(memberInfo.mobile)}</p>
          <p className="mf-member-card__badges">
            {grade && <span className="mf-member-card__badge mf-member-card__badge--grade">{grade}</span>}
            {memberInfo.is_staff === '1' && (
              <span className="mf-member-card__badge mf-member-card__badge--staff">内购员工</span>
            )}
          </p>
        </div>
      </div>
      <ul className="mf-member-card__assets" aria-label="我的资产">
        {assets.map((asset) => (
          <li key={asset.label}>
            <strong className="mf-member-card__value">
              {asset.value === null ? '-' : asset.value.toLocaleString('en-US')}
            </strong>
            <span className="mf-member-card__label">
              {asset.label}
              {asset.unit && <span className="mf-visually-hidden">（{asset.unit}）</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
