import { useId, useState } from 'react'
import { CANCEL_REASON_MAX } from '../../schemas/api/admin/orders.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'

/** The reasons an operator picks from most often; 其他 lets them write their own. */
export const CANCEL_REASONS = ['买家要求取消', '商品缺货', '买家信息有误', '其他'] as const

/** 取消订单: an unpaid order, with a reason the member sees; stock, coupon and points go back. */
export function CancelOrderDrawer({
  orderId,
  onClose,
  onCancelled,
}: {
  orderId: string | null
  onClose: () => void
  onCancelled: () => void
}) {
  const [choice, setChoice] = useState<string>(CANCEL_REASONS[0])
  const [other, setOther] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { choice: useId(), other: useId(), error: useId() }

  async function cancel() {
    if (!orderId || busy) return
    const reason = (choice === '其他' ? other : choice).trim()
    if (!reason) return setError('请填写取消原因')
    if ([...reason].length > CANCEL_REASON_MAX) return setError(`取消原因不能超过${CANCEL_REASON_MAX}个字`)
    setBusy(true)
    setError('')
    try {
      await adminApi.cancelOrder(orderId, reason)
      toast.success('订单已取消，库存、优惠券和积分已退还')
      setOther('')
      onCancelled()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '取消失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={`取消订单 ${orderId ?? ''}`}
      open={orderId !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            再想想
          </button>
          <button type="button" className="dz-btn ac-btn-danger" onClick={() => void cancel()} disabled={busy}>
            {busy ? '取消中…' : '确认取消订单'}
          </button>
        </>
      }
    >
      <p className="dz-muted">只能取消待付款的订单。取消后库存、优惠券和积分会退还给买家，此操作不能撤销。</p>
      <div className="dz-field">
        <label className="dz-field__label" htmlFor={ids.choice}>
          取消原因
        </label>
        <select id={ids.choice} className="dz-input" value={choice} onChange={(e) => setChoice(e.target.value)}>
          {CANCEL_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </div>
      {choice === '其他' && (
        <div className="dz-field">
          <label className="dz-field__label" htmlFor={ids.other}>
            其他原因
          </label>
          <input
            id={ids.other}
            className="dz-input"
            value={other}
            maxLength={CANCEL_REASON_MAX}
            onChange={(e) => setOther(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
      )}
      {error && (
        <p id={ids.error} className="dz-field__error" role="alert">
          {error}
        </p>
      )}
    </Drawer>
  )
}
