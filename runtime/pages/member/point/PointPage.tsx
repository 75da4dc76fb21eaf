import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { formatDateTime } from '../../../lib/date.ts'
import { formatPrice } from '../../../../schemas/money.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { POINT_PAGE_SIZE, loadPoint, pointListHref, type PointData } from './load-point.ts'
import { formatPointCount, formatPointDelta, pointsWorthCents } from './point-format.ts'
import { MemberPanel, PanelMoreLink } from '../../../components/member-panel/MemberPanel.tsx'
import './point.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<PointData> {
  return loadPoint(loaderApi(context), request)
}

/** /member/point (我的积分): the balance, how points are earned and spent, and the ledger. */
export default function PointPage() {
  const { summary, page, logs, total } = useLoaderData() as PointData
  const worth = pointsWorthCents(summary.point, summary.rule.points_per_yuan)
  return (
    <MemberFrame trail={[{ title: '我的积分' }]}>
      <h1 className="mf-visually-hidden">我的积分</h1>
      <section className="mf-point-card" aria-label="积分概览">
        <div className="mf-point-card__balance">
          <p className="mf-point-card__label">可用积分</p>
          <p className="mf-point-card__value">{formatPointCount(summary.point)}</p>
          <p className="mf-point-card__worth">约可抵 {formatPrice(worth)}</p>
        </div>
        <dl className="mf-point-card__totals">
          <div>
            <dt>累计获得</dt>
            <dd>{formatPointCount(summary.total_earned)}</dd>
          </div>
          <div>
            <dt>累计使用</dt>
            <dd>{formatPointCount(summary.total_spent)}</dd>
          </div>
        </dl>
        <div className="mf-point-card__actions">
          <LinkButton to="/pointitems" type="primary" className="mf-point-card__exchange">
            去积分商城兑换
          </LinkButton>
        </div>
      </section>

      <MemberPanel
        title="积分规则"
        titleId="mf-point-rule"
        actions={<PanelMoreLink to="/pointitems">积分商城 &gt;</PanelMoreLink>}
      >
        <ul className="mf-point-rules">
          <li>
            <b>如何获得：</b>每消费 1 元可得 {summary.rule.earn_per_yuan} 积分，付费会员享多倍积分，确认收货后发放。
          </li>
          <li>
            <b>如何使用：</b>
            {summary.rule.points_per_yuan} 积分抵 1 元，结算时最多抵扣订单金额的 {summary.rule.max_deduct_percent}
            %；也可在积分商城兑换好礼。
          </li>
          <li>
            <b>退回说明：</b>订单取消或退款后，已使用的积分将退回账户。
          </li>
        </ul>
      </MemberPanel>

      <MemberPanel className="mf-point-ledger" title="积分明细" titleId="mf-point-ledger">
        {logs.length > 0 ? (
          <>
            <table className="mf-point-table">
              <caption className="mf-visually-hidden">积分明细，最新在前</caption>
              <thead>
                <tr>
                  <th scope="col">时间</th>
                  <th scope="col">来源/说明</th>
                  <th scope="col" className="is-number">
                    积分变动
                  </th>
                  <th scope="col" className="is-number">
                    余额
                  </th>
                </tr>
              </thead>
              <tbody>
                {logs.map((log) => (
                  <tr key={log.id}>
                    <td className="mf-point-table__time">{formatDateTime(log.created_at)}</td>
                    <td>
                      {log.reason}
                      {log.order_id && (
                        <Link
                          className="mf-plain-link mf-point-table__order"
                          to={`/member/trade/${encodeURIComponent(log.order_id)}`}
                        >
                          订单号：{log.order_id}
                        </Link>
                      )}
                    </td>
                    <td
                      className={`is-number mf-point-table__delta mf-point-table__delta--${log.delta < 0 ? 'out' : 'in'}`}
                    >
                      {formatPointDelta(log.delta)}
                    </td>
                    <td className="is-number">{formatPointCount(log.balance_after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination current={page} total={total} pageSize={POINT_PAGE_SIZE} pageHref={pointListHref} />
          </>
        ) : (
          <MemberEmpty title="暂无积分明细" hint="购物、评价都能赚积分" link={{ to: '/items', label: '去逛逛' }} />
        )}
      </MemberPanel>
    </MemberFrame>
  )
}
