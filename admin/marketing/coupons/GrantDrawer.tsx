import { useState, type FormEvent } from 'react'
import type { CouponGrantAnswer, CouponMember, CouponView } from '../../../schemas/api/admin/coupons.ts'
import { COUPON_GRANT_MAX } from '../../../schemas/api/admin/coupons.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { Drawer } from '../../kit/Drawer.tsx'
import { FormError } from '../../kit/FormField.tsx'
import { sessionEnded } from '../../shell/access.ts'
import { failureText } from '../../settings/forms.ts'
import { couponApi } from './api.ts'

const memberName = (member: Pick<CouponMember, 'mobile' | 'nickname'>) =>
  member.nickname ? `${member.mobile}（${member.nickname}）` : member.mobile

/**
 * 发放给会员: find members by the start of their mobile, tick them, and give each one a copy as if
 * they had claimed it (发放总量 and 每人限领 hold); then shows who got it and why the others did not.
 */
export function GrantDrawer({
  coupon,
  onClose,
  onDone,
}: {
  coupon: CouponView | null
  onClose: () => void
  onDone: () => void
}) {
  const [mobile, setMobile] = useState('')
  const [found, setFound] = useState<CouponMember[] | null>(null)
  const [picked, setPicked] = useState<CouponMember[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<CouponGrantAnswer | null>(null)
  const [given, setGiven] = useState(0)
  const pickedIds = new Set(picked.map((member) => member.id))

  async function search(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{3,11}$/.test(mobile.trim())) {
      setError('请输入手机号的前3到11位数字')
      return
    }
    setError('')
    try {
      setFound(await couponApi.searchMembers(mobile.trim()))
    } catch (failure) {
      if (!sessionEnded(failure)) setError(failureText(failure))
    }
  }

  function toggle(member: CouponMember) {
    if (pickedIds.has(member.id)) setPicked(picked.filter((other) => other.id !== member.id))
    else if (picked.length >= COUPON_GRANT_MAX) setError(`一次最多发放给${COUPON_GRANT_MAX}位会员`)
    else setPicked([...picked, member])
  }

  async function grant() {
    if (!coupon || busy) return
    if (picked.length === 0) {
      setError('请选择会员')
      return
    }
    setBusy(true)
    setError('')
    try {
      const result = await couponApi.grant(
        coupon.id,
        picked.map((member) => member.id),
      )
      setAnswer(result)
      setGiven((n) => n + result.granted)
      setPicked([])
      if (result.granted > 0) toast.success(`已发放给${result.granted}位会员`)
      else toast.error('没有会员领到优惠券')
      onDone()
    } catch (failure) {
      if (!sessionEnded(failure)) setError(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={coupon ? `发放给会员：${coupon.title}` : '发放给会员'}
      open={coupon !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            关闭
          </button>
          <button
            type="button"
            className="dz-btn dz-btn--primary"
            disabled={busy || picked.length === 0}
            onClick={() => void grant()}
          >
            {busy ? '发放中…' : `发放（${picked.length}位）`}
          </button>
        </>
      }
    >
      {coupon && (
        <p className="cp-note">
          剩余 {Math.max(coupon.quantity - coupon.get_num - given, 0)} 张，每人限领 {coupon.get_limit} 张
        </p>
      )}
      <form className="cp-scope__search" role="search" aria-label="查找会员" onSubmit={(event) => void search(event)}>
        <input
          className="dz-input"
          aria-label="会员手机号"
          placeholder="输入手机号（前3位以上）"
          inputMode="numeric"
          maxLength={11}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
        />
        <button type="submit" className="dz-btn">
          查找
        </button>
      </form>
      <FormError message={error} />
      {found !== null &&
        (found.length === 0 ? (
          <p className="cp-scope__empty">没有找到会员</p>
        ) : (
          <ul className="cp-options" aria-label="查找结果">
            {found.map((member) => (
              <li key={member.id}>
                <label className="cp-option">
                  <input type="checkbox" checked={pickedIds.has(member.id)} onChange={() => toggle(member)} />
                  {memberName(member)}
                </label>
              </li>
            ))}
          </ul>
        ))}
      {picked.length > 0 && (
        <ul className="cp-chips" aria-label="已选会员">
          {picked.map((member) => (
            <li key={member.id} className="cp-chip">
              {member.mobile}
              <button
                type="button"
                className="cp-chip__remove"
                aria-label={`移除 ${member.mobile}`}
                onClick={() => toggle(member)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {answer && (
        <table className="ac-table cp-results">
          <caption>
            发放结果：{answer.granted}/{answer.results.length} 位会员领到
          </caption>
          <thead>
            <tr>
              <th scope="col">会员</th>
              <th scope="col">结果</th>
            </tr>
          </thead>
          <tbody>
            {answer.results.map((result) => (
              <tr key={result.member_id}>
                <td>{result.mobile ? memberName(result) : `#${result.member_id}`}</td>
                <td>
                  {result.ok ? (
                    <span className="ac-status ac-status--ok">已发放</span>
                  ) : (
                    <span className="ac-status ac-status--warn">{result.reason}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Drawer>
  )
}
