import { refundStatusLabel } from '../../schemas/api/admin/order-labels.ts'
import { adminApi } from '../api.ts'
import { formatTime, money } from '../kit/format.ts'
import { useRemote } from '../kit/use-remote.ts'

/**
 * 处理记录 and 退款记录 of one application: each step with its time and who took it, and each
 * refund sent to the payment provider with its state (处理中 ones with the next automatic retry).
 * `version` reloads it after an action changed the application.
 */
export function AftersalesHistory({ bn, version }: { bn: string; version: number | string }) {
  const detail = useRemote(() => adminApi.aftersalesDetail(bn), `${bn}-${version}`)
  const data = detail.data
  if (!data)
    return (
      <p className="dz-muted" role={detail.error ? 'alert' : 'status'}>
        {detail.error || '正在加载处理记录…'}
      </p>
    )
  return (
    <>
      <section aria-label="处理记录">
        <h3 className="ac-as-detail__title">处理记录</h3>
        <ol className="ac-as-progress">
          {data.history.map((step) => (
            <li key={step.key}>
              <span>
                {step.title}
                {step.note && <span className="dz-muted">（{step.note}）</span>}
              </span>
              <span className="dz-muted">
                {step.actor} · {formatTime(step.time)}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {data.refunds.length > 0 && (
        <section aria-label="退款记录">
          <h3 className="ac-as-detail__title">退款记录</h3>
          <ul className="ac-as-refunds">
            {data.refunds.map((refund) => (
              <li key={refund.refund_bn}>
                <span>
                  {refund.refund_bn} · {money(refund.refund_fee)}
                </span>
                <span className={refund.status === 'FAIL' ? 'ac-as-refused' : ''}>
                  {refundStatusLabel(refund.status)}
                </span>
                <span className="dz-muted">
                  {refund.refunded_at
                    ? `退款时间 ${formatTime(refund.refunded_at)}`
                    : refund.next_retry_at
                      ? `提交于 ${formatTime(refund.created_at)}，下次自动重试约 ${formatTime(refund.next_retry_at)}`
                      : `提交于 ${formatTime(refund.created_at)}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
