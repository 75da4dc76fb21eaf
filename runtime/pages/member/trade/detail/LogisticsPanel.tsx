import type { LogisticsSummary, Tracking } from '../../../../api/orders.ts'
import { formatDateTime } from '../../../../lib/date.ts'
import { MemberPanel } from '../../../../components/member-panel/MemberPanel.tsx'

export interface LogisticsPanelProps {
  summary: LogisticsSummary
  tracking: Tracking | null
}

/** 物流信息: carrier, waybill and state, then the parcel's events, newest first. */
export function LogisticsPanel({ summary, tracking }: LogisticsPanelProps) {
  const events = tracking?.list ?? (summary.latest ? [{ ...summary.latest, state: summary.state }] : [])
  const stateDesc = tracking?.state_desc ?? summary.state_desc
  return (
    <MemberPanel
      className="mf-trade-detail__logistics"
      title="物流信息"
      titleId="mf-logistics-title"
      body
      id="logistics"
      tabIndex={-1}
    >
      <dl className="mf-logistics__facts">
        <div>
          <dt>物流公司</dt>
          <dd>{summary.delivery_corp_name || summary.delivery_corp}</dd>
        </div>
        <div>
          <dt>运单号</dt>
          <dd>{summary.delivery_code}</dd>
        </div>
        <div>
          <dt>物流状态</dt>
          <dd className="mf-logistics__state">{stateDesc}</dd>
        </div>
      </dl>
      {events.length > 0 ? (
        <ol className="mf-logistics__timeline" aria-label="物流跟踪">
          {events.map((event, i) => (
            <li key={`${event.time}-${i}`} className={`mf-logistics__event${i === 0 ? ' is-latest' : ''}`}>
              <time className="mf-logistics__time">{formatDateTime(event.time)}</time>
              <p className="mf-logistics__context">{event.context}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mf-logistics__none">包裹正在等待揽收，请稍后查看。</p>
      )}
    </MemberPanel>
  )
}
