import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { orderDetailHref } from '../orders/trade-tabs.ts'
import { ApplyForm } from './ApplyForm.tsx'
import { AFTERSALES_LIST_PATH } from './apply-rules.ts'
import { loadApply, type ApplyData } from './load-aftersales.ts'
import './aftersales.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<ApplyData> {
  return loadApply(loaderApi(context), request)
}

/** /member/aftersales/apply-refund (申请售后): a new application for an order line, or changes to one. */
export default function AftersalesApplyPage() {
  const data = useLoaderData() as ApplyData
  const { order, editing } = data
  const title = editing ? '修改售后申请' : '申请售后'
  return (
    <MemberFrame trail={[{ title: '售后服务', href: AFTERSALES_LIST_PATH }, { title }]}>
      <MemberPanel
        title={title}
        level={1}
        titleId="mf-as-apply-title"
        actions={
          <span className="mf-as-apply__order">
            订单号：<Link to={orderDetailHref(order.order_id)}>{order.order_id}</Link>
          </span>
        }
        body
      >
        {/* Keyed so a different line or application in the address starts a fresh form. */}
        <ApplyForm key={`${order.order_id}-${data.lineId ?? ''}-${editing?.aftersales_bn ?? ''}`} {...data} />
      </MemberPanel>
    </MemberFrame>
  )
}
