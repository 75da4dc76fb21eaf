import { useState } from 'react'
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom'
import { closeAftersales } from '../../../api/aftersales.ts'
import { getApi } from '../../../api/index.ts'
import { Button } from '../../../components/button/Button.tsx'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { MemberPanel, PanelMoreLink } from '../../../components/member-panel/MemberPanel.tsx'
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx'
import { PhotoThumbs } from '../../../components/photo-upload/PhotoViewer.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { formatDateTime } from '../../../lib/date.ts'
import { formatPrice } from '../../../../schemas/money.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { specText } from '../orders/order-lines.ts'
import { orderDetailHref } from '../orders/trade-tabs.ts'
import { AftersalesProgress } from './AftersalesProgress.tsx'
import { SendbackForm } from './SendbackForm.tsx'
import { aftersalesProgress, statusHint, statusTone } from './aftersales-progress.ts'
import { AFTERSALES_LIST_PATH, modifyHref } from './apply-rules.ts'
import { loadAftersalesDetail, type AftersalesDetailData } from './load-aftersales.ts'
import './aftersales.css'

export function loader({ request, params, context }: LoaderFunctionArgs): Promise<AftersalesDetailData> {
  return loadAftersalesDetail(loaderApi(context), request, params.id)
}

/** Where the money goes, as JD words it. */
function refundDestination(status: string): string {
  return status === 'REFUNDED' ? '已原路退回至您的支付账户' : '原路退回至您的支付账户'
}

/**
 * /member/aftersales/{id} and /member/trade/aftersale?aftersales_bn= (售后详情): the status with
 * its progress, what the member may do now (修改申请, 撤销申请, 寄回商品), the refund and the
 * application's details.
 */
export default function AftersalesDetailPage() {
  const { aftersales: view } = useLoaderData() as AftersalesDetailData
  const revalidator = useRevalidator()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const tone = statusTone(view.status)

  async function withdraw() {
    if (busy) return
    setBusy(true)
    try {
      await closeAftersales(getApi(), view.aftersales_bn)
      toast.success('售后申请已撤销')
      setConfirming(false)
      await revalidator.revalidate()
    } catch {
      // The API client has shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false)
    }
  }

  return (
    <MemberFrame trail={[{ title: '售后服务', href: AFTERSALES_LIST_PATH }, { title: '售后详情' }]}>
      <h1 className="mf-visually-hidden">售后详情</h1>
      <MemberPanel className="mf-as-status" label="售后状态">
        <div className="mf-as-status__state">
          <p className="mf-as-status__no">
            售后单号：<span>{view.aftersales_bn}</span>
          </p>
          <p className={`mf-as-status__headline mf-tone--${tone}`} aria-live="polite">
            {view.status_desc}
          </p>
          <p className="mf-as-status__hint">{statusHint(view)}</p>
          {(view.can_modify === 1 || view.can_close === 1) && (
            <div className="mf-as-status__actions">
              {view.can_modify === 1 && (
                <LinkButton size="small" type="primary" to={modifyHref(view.aftersales_bn)}>
                  修改申请
                </LinkButton>
              )}
              {view.can_close === 1 && (
                <Button size="small" onClick={() => setConfirming(true)}>
                  撤销申请
                </Button>
              )}
            </div>
          )}
        </div>
        <AftersalesProgress steps={aftersalesProgress(view)} />
      </MemberPanel>

      {view.can_sendback === 1 && (
        <MemberPanel title="寄回商品" titleId="mf-as-sendback-title" body>
          <SendbackForm bn={view.aftersales_bn} />
        </MemberPanel>
      )}

      <MemberPanel className="mf-as-info mf-member-facts" label="售后信息">
        <div className="mf-as-info__block mf-member-facts__block">
          <h2>退款信息</h2>
          <dl>
            <div>
              <dt>退款金额：</dt>
              <dd>
                <strong className="mf-as-info__amount">{formatPrice(view.refund_fee)}</strong>
                {view.refund_freight > 0 && (
                  <span className="mf-as-info__extra">（含运费 {formatPrice(view.refund_freight)}）</span>
                )}
              </dd>
            </div>
            {view.refund_point > 0 && (
              <div>
                <dt>退还积分：</dt>
                <dd>{view.refund_point}积分</dd>
              </div>
            )}
            <div>
              <dt>退款去向：</dt>
              <dd>{refundDestination(view.status)}</dd>
            </div>
            {view.refunded_at !== null && (
              <div>
                <dt>退款时间：</dt>
                <dd>{formatDateTime(view.refunded_at)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="mf-as-info__block mf-member-facts__block">
          <h2>申请信息</h2>
          <dl>
            <div>
              <dt>售后类型：</dt>
              <dd>{view.aftersales_type_desc}</dd>
            </div>
            <div>
              <dt>申请数量：</dt>
              <dd>{view.num}件</dd>
            </div>
            <div>
              <dt>退款原因：</dt>
              <dd>{view.reason}</dd>
            </div>
            <div>
              <dt>问题描述：</dt>
              <dd>{view.description || '无'}</dd>
            </div>
            <div className="mf-as-info__photos">
              <dt>凭证图片：</dt>
              <dd>{view.evidence_pic.length > 0 ? <PhotoThumbs urls={view.evidence_pic} label="凭证图片" /> : '无'}</dd>
            </div>
            <div>
              <dt>申请时间：</dt>
              <dd>{formatDateTime(view.created_at)}</dd>
            </div>
            <div>
              <dt>订单编号：</dt>
              <dd>
                <Link to={orderDetailHref(view.order_id)}>{view.order_id}</Link>
              </dd>
            </div>
            {view.status === 'SELLER_REFUSE' && view.refuse_reason && (
              <div>
                <dt>驳回原因：</dt>
                <dd className="mf-tone--danger">{view.refuse_reason}</dd>
              </div>
            )}
          </dl>
        </div>
        {view.sendback_code && (
          <div className="mf-as-info__block mf-member-facts__block">
            <h2>退货物流</h2>
            <dl>
              <div>
                <dt>物流公司：</dt>
                <dd>{view.sendback_corp}</dd>
              </div>
              <div>
                <dt>运单号：</dt>
                <dd>{view.sendback_code}</dd>
              </div>
              {view.sendback_at !== null && (
                <div>
                  <dt>寄回时间：</dt>
                  <dd>{formatDateTime(view.sendback_at)}</dd>
                </div>
              )}
            </dl>
          </div>
        )}
      </MemberPanel>

      <MemberPanel
        title="售后商品"
        titleId="mf-as-goods-title"
        actions={<PanelMoreLink to={AFTERSALES_LIST_PATH}>返回售后列表</PanelMoreLink>}
      >
        <div className="mf-as-goods">
          <SafeImage className="mf-as-goods__pic" src={view.pic} alt="" width={80} height={80} />
          <div className="mf-as-goods__info">
            <p className="mf-as-goods__name">
              {view.item_id === null ? view.title : <Link to={`/items/${view.item_id}`}>{view.title}</Link>}
            </p>
            {view.spec_desc && <p className="mf-as-goods__spec">{specText(view.spec_desc)}</p>}
          </div>
          <p className="mf-as-goods__price">
            {formatPrice(view.price)}
            <span className="mf-as-goods__num">
              申请 {view.num} 件 / 共购买 {view.quantity} 件
            </span>
          </p>
        </div>
      </MemberPanel>

      <ConfirmDialog
        open={confirming}
        title="撤销申请"
        onOk={() => void withdraw()}
        onCancel={() => setConfirming(false)}
      >
        确定撤销该售后申请？撤销后如仍有问题，可在订单中重新申请售后。
      </ConfirmDialog>
    </MemberFrame>
  )
}
