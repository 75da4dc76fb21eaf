import { useId, useRef, useState } from 'react'
import { toast } from '../../runtime/components/toast/toast.ts'
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationAudited,
  type ApplicationView,
} from '../../schemas/api/admin/merchants.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { formatTime } from '../kit/format.ts'
import { useRemote } from '../kit/use-remote.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from '../settings/forms.ts'
import { merchantsApi } from './api.ts'
import { STATUS_TONE } from './status-tone.ts'

export const REASON_MAX = 500
export const REASON_REQUIRED = '请填写驳回原因'

/** One photo of the application, shown large; a click opens it full size in a new tab. */
function Photo({ label, url }: { label: string; url: string }) {
  return (
    <figure className="mc-photo">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" aria-label={`${label}（在新窗口打开原图）`}>
          <img src={url} alt={label} />
        </a>
      ) : (
        <span className="mc-photo__none">未上传</span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  )
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="ac-facts mc-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="mc-facts__row">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * An application's detail: every field the merchant submitted, the licence and ID photos, and
 * for a pending one 通过 / 驳回 (驳回原因 required; the merchant reads it at /shop/review).
 */
export function ApplicationDrawer({
  id,
  onClose,
  onDecided,
}: {
  id: number | null
  onClose: () => void
  onDecided: () => void
}) {
  const detail = useRemote<ApplicationView | null>(
    () => (id === null ? Promise.resolve(null) : merchantsApi.application(id)),
    String(id),
  )
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const [busy, setBusy] = useState(false)
  const [account, setAccount] = useState<ApplicationAudited['account']>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const ids = { reason: useId(), help: useId(), error: useId() }
  const app = detail.data

  async function decide(decision: 'approved' | 'rejected') {
    if (!app || busy) return
    const text = reason.trim()
    if (decision === 'rejected' && !text) {
      setReasonError(REASON_REQUIRED)
      reasonField.current?.focus()
      return
    }
    if (text.length > REASON_MAX) {
      setReasonError(`驳回原因不能超过${REASON_MAX}字`)
      reasonField.current?.focus()
      return
    }
    setBusy(true)
    try {
      const result = await merchantsApi.decide(app.id, { decision, reason: text })
      toast.success(decision === 'approved' ? `已通过「${app.merchant_name}」的入驻申请` : '已驳回入驻申请')
      setAccount(result.account)
      onDecided()
      detail.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
      detail.reload()
    } finally {
      setBusy(false)
    }
  }

  const pending = app?.status === 'pending'
  const described = reasonError ? `${ids.help} ${ids.error}` : ids.help

  return (
    <Drawer
      title={app ? `入驻申请 · ${app.merchant_name}` : '入驻申请'}
      open={id !== null}
      onClose={onClose}
      footer={
        pending ? (
          <>
            <button type="button" className="dz-btn" disabled={busy} onClick={() => void decide('rejected')}>
              驳回
            </button>
            <button
              type="button"
              className="dz-btn dz-btn--primary"
              disabled={busy}
              onClick={() => void decide('approved')}
            >
              通过
            </button>
          </>
        ) : (
          <button type="button" className="dz-btn" onClick={onClose}>
            关闭
          </button>
        )
      }
    >
      {detail.error && (
        <p className="dz-form__error" role="alert">
          {detail.error}
        </p>
      )}
      {!app && !detail.error && <p role="status">正在加载…</p>}
      {app && (
        <div className="mc-detail">
          <p className="mc-detail__status">
            <span className={`ac-status ${STATUS_TONE[app.status]}`}>{APPLICATION_STATUS_LABELS[app.status]}</span>
            <span className="dz-muted">
              提交于 {formatTime(app.created)}
              {app.status !== 'pending' && ` · 审核于 ${formatTime(app.updated)}`}
            </span>
          </p>
          {app.status === 'rejected' && (
            <p className="mc-detail__reason">
              驳回原因：<span>{app.audit_msg}</span>
            </p>
          )}
          {account && (
            <p className="mc-detail__account" role="status">
              已开通商户账号 {account.username}，初始密码 <code>{account.password}</code>（只显示这一次，请转告商户）
            </p>
          )}
          <h3 className="mc-detail__title">入驻信息</h3>
          <Facts
            rows={[
              ['入驻类型', app.settled_type_name],
              ['经营类目', app.merchant_type_name],
              ['商户名称', app.merchant_name],
              ['联系人', app.contact_name],
              ['联系手机', app.contact_mobile],
            ]}
          />
          <h3 className="mc-detail__title">主体与证照</h3>
          <Facts
            rows={[
              ['统一社会信用代码', app.social_credit_code_id],
              ['法人姓名', app.legal_name],
              ['法人身份证号', app.legal_cert_id],
              ['所在地区', [app.province, app.city, app.area].filter(Boolean).join(' ')],
              ['详细地址', app.address],
            ]}
          />
          <div className="mc-photos">
            <Photo label="营业执照" url={app.license_url} />
            <Photo label="身份证人像面" url={app.id_card_front_url} />
            <Photo label="身份证国徽面" url={app.id_card_back_url} />
          </div>
          <h3 className="mc-detail__title">结算账户</h3>
          <Facts
            rows={[
              ['开户银行', app.bank_name],
              ['开户名', app.bank_acct_name],
              ['银行账号', app.card_id_mask],
              ['开户行地区', [app.bank_province, app.bank_city].filter(Boolean).join(' ')],
            ]}
          />
          {pending && (
            <div className="dz-field mc-detail__decide">
              <label className="dz-field__label" htmlFor={ids.reason}>
                驳回原因
              </label>
              <textarea
                ref={reasonField}
                id={ids.reason}
                className="dz-input"
                rows={3}
                maxLength={REASON_MAX}
                value={reason}
                placeholder="驳回时必填，商户在审核结果页可以看到"
                onChange={(event) => {
                  setReason(event.target.value)
                  if (reasonError) setReasonError('')
                }}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={described}
              />
              <p id={ids.help} className="dz-field__help">
                驳回时必填，不超过{REASON_MAX}字；通过时可不填
              </p>
              {reasonError && (
                <p id={ids.error} className="dz-field__error" role="alert">
                  {reasonError}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </Drawer>
  )
}
