import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import {
  getAuditStatus,
  getSettlementDetail,
  type ApplicationDetail,
  type AuditStatusAnswer,
} from '../../api/merchant.ts'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { isSessionEnded, requireShopSession, shopApi } from './load-shop.ts'
import { SettleSteps } from './SettleSteps.tsx'
import './shop.css'

export interface ReviewData {
  status: AuditStatusAnswer
  detail: ApplicationDetail | null
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<ReviewData> {
  requireShopSession(request)
  const api = shopApi(context)
  try {
    const [status, detail] = await Promise.all([
      getAuditStatus(api, { silent: true }),
      getSettlementDetail(api, { silent: true }),
    ])
    return { status, detail }
  } catch (error) {
    if (isSessionEnded(error)) throw redirect('/shop')
    throw error
  }
}

const HEADLINE: Record<AuditStatusAnswer['audit_status'], string> = {
  none: '您还没有提交入驻申请',
  editing: '入驻资料尚未提交',
  pending: '入驻申请审核中',
  approved: '入驻申请已审核通过',
  rejected: '入驻申请未通过审核',
}

/** Masks all but the last 4 digits of a bank account. */
function maskAccount(account: string): string {
  return account.length > 4 ? `${'*'.repeat(Math.min(account.length - 4, 12))}${account.slice(-4)}` : account
}

/** /shop/review: the audit status (auditstatus) with the reason of a rejection, and what was submitted. */
export default function ReviewPage() {
  const { status, detail } = useLoaderData() as ReviewData
  const submitted =
    status.audit_status === 'pending' || status.audit_status === 'approved' || status.audit_status === 'rejected'
  return (
    <div className="mf-container mf-shop">
      <Breadcrumb items={[{ title: '商家中心', href: '/shop' }, { title: '入驻审核' }]} />
      <section className="mf-shop__panel" aria-labelledby="mf-review-heading">
        <h1 id="mf-review-heading" className="mf-shop__heading">
          入驻审核
        </h1>
        <SettleSteps current={submitted ? 3 : Math.min(status.step, 2)} />
        <div className={`mf-shop-state is-${status.audit_status}`} role="status">
          <p className="mf-shop-state__headline">{HEADLINE[status.audit_status]}</p>
          <p className="mf-shop-state__label">
            审核状态：<strong>{status.audit_status_text}</strong>
          </p>
          {status.audit_status === 'pending' && (
            <p className="mf-shop-state__text">平台将在 1-3 个工作日内完成审核，审核期间资料不能修改。</p>
          )}
          {status.audit_status === 'approved' && (
            <p className="mf-shop-state__text">
              恭喜，您已成为平台商家。{status.audit_msg && `审核意见：${status.audit_msg}`}
            </p>
          )}
          {status.audit_status === 'rejected' && (
            <p className="mf-shop-state__reason">驳回原因：{status.audit_msg || '未填写'}</p>
          )}
          {(status.audit_status === 'rejected' ||
            status.audit_status === 'editing' ||
            status.audit_status === 'none') && (
            <Link className="mf-shop__action" to="/shop/settleForm">
              {status.audit_status === 'rejected'
                ? '修改资料'
                : status.audit_status === 'none'
                  ? '立即入驻'
                  : '继续填写'}
            </Link>
          )}
        </div>
        {detail && submitted && (
          <dl className="mf-review__summary" aria-label="申请资料">
            <dt>入驻类型</dt>
            <dd>{detail.settled_type_name}</dd>
            <dt>经营类目</dt>
            <dd>{detail.merchant_type_name}</dd>
            <dt>商户名称</dt>
            <dd>{detail.merchant_name}</dd>
            <dt>联系人</dt>
            <dd>
              {detail.contact_name} {detail.contact_mobile}
            </dd>
            <dt>所在地区</dt>
            <dd>{[detail.province, detail.city, detail.area, detail.address].filter(Boolean).join(' ')}</dd>
            <dt>结算账户</dt>
            <dd>
              {detail.bank_name} {maskAccount(detail.card_id_mask)}
            </dd>
            <dt>提交时间</dt>
            <dd>{formatDateTime(detail.updated)}</dd>
          </dl>
        )}
      </section>
    </div>
  )
}
