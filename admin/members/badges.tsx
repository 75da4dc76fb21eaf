/** 内购 for a staff member; nothing for others. */
export function StaffBadge({ staff }: { staff: 0 | 1 }) {
  return staff === 1 ? <span className="ac-status mb-staff">内购员工</span> : null
}

/** 正常 / 已禁用. */
export function MemberStatusBadge({ status }: { status: 'active' | 'disabled' }) {
  return status === 'active' ? (
    <span className="ac-status ac-status--ok">正常</span>
  ) : (
    <span className="ac-status ac-status--warn">已禁用</span>
  )
}
