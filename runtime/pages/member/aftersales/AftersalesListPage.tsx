import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import type { AftersalesView } from '../../../api/aftersales.ts'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberPanel, PanelMoreLink } from '../../../components/member-panel/MemberPanel.tsx'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { formatDateTime } from '../../../lib/date.ts'
import { formatPrice } from '../../../../schemas/money.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { specText } from '../orders/order-lines.ts'
import { TRADE_LIST_PATH, orderDetailHref } from '../orders/trade-tabs.ts'
import { statusTone } from './aftersales-progress.ts'
import { aftersalesDetailHref } from './apply-rules.ts'
import {
  AFTERSALES_PAGE_SIZE,
  aftersalesListHref,
  loadAftersalesList,
  type AftersalesListData,
} from './load-aftersales.ts'
import './aftersales.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<AftersalesListData> {
  return loadAftersalesList(loaderApi(context), request)
}

/** The empty list's picture: a sheet with a question mark. */
const AFTERSALES_ICON = (
  <svg viewBox="0 0 64 64" width="96" height="96" focusable="false">
    <path d="M14 12h36v40H14z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    <path d="M24 30a8 8 0 1 1 8 8v4M32 48v1" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
)

/** One application: number, date and order above; goods, type, amount, status and the way in below. */
function AftersalesRow({ view }: { view: AftersalesView }) {
  const detail = aftersalesDetailHref(view.aftersales_bn)
  return (
    <article className="mf-as-row" aria-label={`售后单${view.aftersales_bn}`}>
      <header className="mf-as-row__head">
        <span>
          申请时间：
          <time dateTime={new Date(view.created_at * 1000).toISOString()}>{formatDateTime(view.created_at)}</time>
        </span>
        <span>
          售后单号：<Link to={detail}>{view.aftersales_bn}</Link>
        </span>
        <span>
          订单号：<Link to={orderDetailHref(view.order_id)}>{view.order_id}</Link>
        </span>
      </header>
      <div className="mf-as-row__body">
        <div className="mf-as-row__goods">
          <SafeImage className="mf-as-row__pic" src={view.pic} alt="" width={64} height={64} />
          <div className="mf-as-row__info">
            <p className="mf-as-row__name">{view.title}</p>
            {view.spec_desc && <p className="mf-as-row__spec">{specText(view.spec_desc)}</p>}
            <p className="mf-as-row__num">申请数量：{view.num}</p>
          </div>
        </div>
        <p className="mf-as-row__type">{view.aftersales_type_desc}</p>
        <p className="mf-as-row__amount">{formatPrice(view.refund_fee)}</p>
        <p className={`mf-as-row__status mf-tone--${statusTone(view.status)}`}>{view.status_desc}</p>
        <div className="mf-as-row__actions">
          <Link to={detail} aria-label={`查看详情：售后单${view.aftersales_bn}`}>
            查看详情
          </Link>
        </div>
      </div>
    </article>
  )
}

/**
 * /member/aftersales and /member/trade/aftersale-list (售后订单): the member's applications,
 * newest first, 10 a page.
 */
export default function AftersalesListPage() {
  const { page, list, total } = useLoaderData() as AftersalesListData
  const { pathname } = useLocation()
  return (
    <MemberFrame trail={[{ title: '售后服务' }]}>
      <MemberPanel
        title="售后服务"
        level={1}
        titleId="mf-as-list-title"
        className="mf-as-list"
        actions={<PanelMoreLink to={TRADE_LIST_PATH}>从订单申请售后</PanelMoreLink>}
      >
        {list.length > 0 ? (
          <>
            <div className="mf-as-list__columns" aria-hidden="true">
              <span className="mf-as-list__col-goods">售后商品</span>
              <span>售后类型</span>
              <span>退款金额</span>
              <span>售后状态</span>
              <span>操作</span>
            </div>
            <div className="mf-as-list__rows">
              {list.map((view) => (
                <AftersalesRow key={view.aftersales_bn} view={view} />
              ))}
            </div>
            <Pagination
              current={page}
              total={total}
              pageSize={AFTERSALES_PAGE_SIZE}
              pageHref={(to) => aftersalesListHref(pathname, to)}
            />
          </>
        ) : (
          <MemberEmpty
            title="暂无售后申请"
            hint="收到的商品有问题？可在订单中申请退款或退货"
            icon={AFTERSALES_ICON}
            link={{ to: TRADE_LIST_PATH, label: '查看我的订单' }}
          />
        )}
      </MemberPanel>
    </MemberFrame>
  )
}
