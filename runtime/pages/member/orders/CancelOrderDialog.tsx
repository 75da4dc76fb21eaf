import { useEffect, useId, useState } from 'react'
import { Button } from '../../../components/button/Button.tsx'
import { Modal } from '../../../components/modal/Modal.tsx'
import {
  CANCEL_REASONS,
  OTHER_DETAIL_MAX,
  OTHER_REASON,
  cancelReasonText,
  type CancelReason,
} from './cancel-reasons.ts'

export interface CancelOrderDialogProps {
  open: boolean
  /** A paid order is refunded in full when cancelled; the dialog says so. */
  paid: boolean
  busy: boolean
  onConfirm: (reason: string) => void
  onCancel: () => void
}

const REASON_REQUIRED = '请选择取消原因'

/** 取消订单: the member picks a reason (其他 may add their own words) before the order is cancelled. */
export function CancelOrderDialog({ open, paid, busy, onConfirm, onCancel }: CancelOrderDialogProps) {
  const [reason, setReason] = useState<CancelReason | ''>('')
  const [detail, setDetail] = useState('')
  const [error, setError] = useState('')
  const selectId = useId()
  const detailId = useId()
  const errorId = useId()

  // Each opening starts afresh.
  useEffect(() => {
    if (!open) return
    setReason('')
    setDetail('')
    setError('')
  }, [open])

  const submit = () => {
    if (!reason) {
      setError(REASON_REQUIRED)
      return
    }
    onConfirm(cancelReasonText(reason, detail))
  }

  return (
    <Modal
      open={open}
      title="取消订单"
      width={460}
      height="auto"
      top="30%"
      className="mf-modal--confirm mf-cancel-order"
      onClose={(why) => (why === 'ok' ? submit() : onCancel())}
      footer={
        <>
          <Button onClick={onCancel}>暂不取消</Button>
          <Button type="primary" onClick={submit} disabled={busy}>
            {busy ? '正在取消…' : '确定取消'}
          </Button>
        </>
      }
    >
      <p className="mf-cancel-order__note">
        {paid
          ? '订单已付款，取消后实付金额将原路退回，优惠券与积分同时退还。'
          : '取消后订单将无法恢复，使用的优惠券与积分将退还到您的账户。'}
      </p>
      <div className="mf-cancel-order__field">
        <label htmlFor={selectId}>取消原因</label>
        <select
          id={selectId}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setReason(event.target.value as CancelReason | '')
            setError('')
          }}
        >
          <option value="">请选择取消原因</option>
          {CANCEL_REASONS.map((text) => (
            <option key={text} value={text}>
              {text}
            </option>
          ))}
        </select>
      </div>
      {reason === OTHER_REASON && (
        <div className="mf-cancel-order__field">
          <label htmlFor={detailId}>补充说明</label>
          <textarea
            id={detailId}
            value={detail}
            maxLength={OTHER_DETAIL_MAX}
            rows={3}
            placeholder="请填写取消原因（选填）"
            onChange={(event) => setDetail(event.target.value)}
          />
        </div>
      )}
      <p className="mf-cancel-order__error" id={errorId} role="alert">
        {error}
      </p>
    </Modal>
  )
}
