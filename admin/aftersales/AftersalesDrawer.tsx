import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { OperatorAftersales } from '../../schemas/api/admin.ts'
import type { AftersalesView } from '../../schemas/api/aftersales.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { AftersalesHistory } from './AftersalesHistory.tsx'
import { formatTime, money } from '../kit/format.ts'
import { sessionEnded } from '../shell/access.ts'
import { REFUSE_REASON_MAX, checkRefuseReason, secondsUntilRetry, statusTone } from './aftersales-status.ts'

type Action = 'approve' | 'refuse' | 'confirm' | 'refund'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** What the operator reads after an action went through. */
function successMessage(action: Action, view: AftersalesView): string {
  switch (action) {
    case 'approve':
      return view.status === 'WAIT_BUYER_RETURN_GOODS' ? '已同意申请，等待买家寄回商品' : '已同意申请，等待退款'
    case 'refuse':
      return '已驳回售后申请'
    case 'confirm':
      return '已确认收货，等待退款'
    case 'refund':
      return view.status === 'REFUNDED' ? '退款成功，款项已原路退回' : '退款已提交，等待支付渠道处理'
  }
}

function Photos({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <>无</>
  return (
    <ul className="ac-as-photos" aria-label="凭证图片">
      {urls.map((url, index) => (
        <li key={`${url}-${index}`}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={`凭证图片 ${index + 1}`} loading="lazy" width={64} height={64} />
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * 售后详情 in a drawer: the member's request, the line and the money, what happened so far, and the
 * steps the operator may take in its status — 同意 / 驳回 (with a reason), 确认收货, 退款.
 * `onActed` follows every action, whether it went through (with the new record) or not.
 */
export function AftersalesDrawer({
  record,
  mayHandle,
  onClose,
  onActed,
  onRefresh,
}: {
  record: OperatorAftersales | null
  mayHandle: boolean
  onClose: () => void
  onActed: (bn: string, updated: AftersalesView | null) => void
  onRefresh: () => void
}) {
  const [busy, setBusy] = useState<Action | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [now, setNow] = useState(nowSeconds)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const ids = { reason: useId(), help: useId(), error: useId(), progress: useId() }
  const bn = record?.aftersales_bn ?? null

  // A new record starts clean: no reason typed for another one, no message about another one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another record opens
  useEffect(() => {
    setReason('')
    setReasonError('')
    setNotice(null)
    setNow(nowSeconds())
  }, [bn])

  // 退款中: the server lets 退款 run again once the last attempt has gone stale; show it then.
  const retryIn = record?.status === 'REFUNDING' ? secondsUntilRetry(record.updated_at, now) : 0
  useEffect(() => {
    if (retryIn <= 0) return
    const timer = setTimeout(() => setNow(nowSeconds()), retryIn * 1000 + 500)
    return () => clearTimeout(timer)
  }, [retryIn])

  async function act(action: Action) {
    if (!record || busy) return
    let body: { result: 'approve' | 'refuse'; refuse_reason?: string } | undefined
    if (action === 'refuse') {
      const checked = checkRefuseReason(reason)
      if (checked.error) {
        setReasonError(checked.error)
        reasonField.current?.focus()
        return
      }
      body = { result: 'refuse', refuse_reason: checked.reason }
    } else if (action === 'approve') body = { result: 'approve' }
    setReasonError('')
    setBusy(action)
    setNotice(null)
    const target = record.aftersales_bn
    try {
      const updated =
        action === 'confirm'
          ? await adminApi.confirmGoods(target)
          : action === 'refund'
            ? await adminApi.refund(target)
            : await adminApi.review(target, body!)
      const text = successMessage(action, updated)
      toast.success(text)
      setNotice({ kind: 'ok', text })
      setReason('')
      onActed(target, updated)
    } catch (failure) {
      if (sessionEnded(failure)) return
      const text = failure instanceof Error ? failure.message : '操作失败，请重试'
      toast.error(text)
      setNotice({ kind: 'error', text })
      onActed(target, null)
    } finally {
      setBusy(null)
      setNow(nowSeconds())
    }
  }

  const disabled = busy !== null
  const button = (action: Action, label: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'dz-btn dz-btn--primary' : 'dz-btn'}
      disabled={disabled}
      aria-busy={busy === action || undefined}
      onClick={() => void act(action)}
    >
      {label}
    </button>
  )

  const actions =
    !record || !mayHandle ? null : record.status === 'WAIT_SELLER_AGREE' ? (
      <>
        {button('refuse', '驳回')}
        {button('approve', '同意', true)}
      </>
    ) : record.status === 'WAIT_SELLER_CONFIRM_GOODS' ? (
      button('confirm', '确认收货', true)
    ) : record.status === 'WAIT_REFUND' ? (
      button('refund', '退款', true)
    ) : record.status === 'REFUNDING' ? (
      retryIn <= 0 ? (
        button('refund', '重新退款', true)
      ) : (
        <button type="button" className="dz-btn" disabled={disabled} onClick={onRefresh}>
          刷新状态
        </button>
      )
    ) : null

  const reasonLength = [...reason].length
  const described = reasonError ? `${ids.error} ${ids.help}` : ids.help

  return (
    <Drawer
      title={record ? `售后单 ${record.aftersales_bn}` : '售后详情'}
      open={record !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            关闭
          </button>
          {actions}
        </>
      }
    >
      {record && (
        <div className="ac-as-detail">
          {notice && (
            <p
              className={`ac-as-notice ac-as-notice--${notice.kind}`}
              role={notice.kind === 'error' ? 'alert' : 'status'}
            >
              {notice.text}
            </p>
          )}
          <section aria-labelledby={`${ids.progress}-request`}>
            <h3 id={`${ids.progress}-request`} className="ac-as-detail__title">
              申请信息 <span className={`ac-status ${statusTone(record.status)}`}>{record.status_desc}</span>
            </h3>
            <dl className="ac-facts">
              <dt>订单号</dt>
              <dd>
                <Link to={`/orders/${record.order_id}`}>{record.order_id}</Link>
              </dd>
              <dt>会员ID</dt>
              <dd>{record.member_id}</dd>
              <dt>售后类型</dt>
              <dd>{record.aftersales_type_desc}</dd>
              <dt>申请时间</dt>
              <dd>{formatTime(record.created_at)}</dd>
              <dt>售后原因</dt>
              <dd>{record.reason || '—'}</dd>
              <dt>问题描述</dt>
              <dd className="ac-as-text">{record.description || '无'}</dd>
              <dt>凭证图片</dt>
              <dd>
                <Photos urls={record.evidence_pic} />
              </dd>
              {record.refuse_reason && (
                <>
                  <dt>驳回原因</dt>
                  <dd className="ac-as-refused">{record.refuse_reason}</dd>
                </>
              )}
            </dl>
          </section>

          <section aria-labelledby={`${ids.progress}-line`}>
            <h3 id={`${ids.progress}-line`} className="ac-as-detail__title">
              商品与金额
            </h3>
            <dl className="ac-facts">
              <dt>商品</dt>
              <dd>
                {record.title}
                {record.spec_desc && <span className="dz-muted"> {record.spec_desc}</span>}
              </dd>
              <dt>单价</dt>
              <dd>{money(record.price)}</dd>
              <dt>申请数量</dt>
              <dd>
                {record.num} 件<span className="dz-muted">（共购买 {record.quantity} 件）</span>
              </dd>
              <dt>退款金额</dt>
              <dd className="mf-price">
                <strong>{money(record.refund_fee)}</strong>
                {record.refund_freight > 0 && (
                  <span className="dz-muted">（含运费 {money(record.refund_freight)}）</span>
                )}
              </dd>
              {record.refund_point > 0 && (
                <>
                  <dt>退还积分</dt>
                  <dd>{record.refund_point} 积分</dd>
                </>
              )}
              {record.sendback_code && (
                <>
                  <dt>退货物流</dt>
                  <dd>
                    {record.sendback_corp} {record.sendback_code}
                  </dd>
                </>
              )}
            </dl>
          </section>

          <AftersalesHistory bn={record.aftersales_bn} version={`${record.status}-${record.updated_at}`} />

          {mayHandle && record.status === 'WAIT_SELLER_AGREE' && (
            <div className="dz-field">
              <label className="dz-field__label" htmlFor={ids.reason}>
                驳回原因
              </label>
              <textarea
                ref={reasonField}
                id={ids.reason}
                className="dz-input ac-as-reason"
                rows={3}
                value={reason}
                placeholder="驳回时必填，买家可以看到"
                onChange={(event) => {
                  setReason(event.target.value)
                  if (reasonError) setReasonError('')
                }}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={described}
              />
              <p id={ids.help} className="dz-field__help">
                驳回时必填，不超过{REFUSE_REASON_MAX}字（{reasonLength}/{REFUSE_REASON_MAX}）
              </p>
              {reasonError && (
                <p id={ids.error} className="dz-field__error" role="alert">
                  {reasonError}
                </p>
              )}
            </div>
          )}
          {mayHandle && record.status === 'WAIT_REFUND' && (
            <p className="dz-muted">退款将按原支付方式退回 {money(record.refund_fee)}。</p>
          )}
          {record.status === 'REFUNDING' && (
            <p className="ac-as-notice" role="status">
              {retryIn > 0
                ? `退款处理中：正在等待支付渠道的结果，系统会继续重试；若约 ${Math.ceil(retryIn / 60)} 分钟后仍未完成，可重新退款。`
                : '退款处理中：上次退款未完成，可以重新退款（不会重复退款）。'}
            </p>
          )}
          {busy && (
            <p className="dz-muted" role="status">
              正在提交…
            </p>
          )}
        </div>
      )}
    </Drawer>
  )
}
