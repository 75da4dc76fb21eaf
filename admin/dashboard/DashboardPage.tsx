import { DEFAULT_STOCK_THRESHOLD, type DashboardFigure } from '../../schemas/api/admin/dashboard.ts'
import { adminApi } from '../api.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { useAccess } from '../shell/access.ts'
import { FigureCards } from './FigureCards.tsx'
import { RangeSwitch } from './RangeSwitch.tsx'
import { periodText, previousLabel, rangeFrom, thresholdFrom } from './range.ts'
import { TodoPanel } from './TodoPanel.tsx'
import { TopGoodsTable } from './TopGoodsTable.tsx'
import { TrendChart } from './TrendChart.tsx'
import './dashboard.css'

const MONEY_LINES: readonly DashboardFigure[] = ['paid_amount', 'average_order', 'refund_amount']
const COUNT_LINES: readonly DashboardFigure[] = ['paid_orders', 'paying_members', 'new_members']

/** 概况: the console's home — the range's figures and trends, what waits to be done, and the best sellers. */
export function DashboardPage() {
  const filters = useUrlFilters()
  const range = rangeFrom(filters.text('range'))
  const threshold = thresholdFrom(filters.text('stock_threshold'))
  const access = useAccess()
  const areas = access.kind === 'operator' ? access.operator.areas : []

  const query = { range, stock_threshold: threshold }
  const remote = useRemote(() => adminApi.dashboard(query), JSON.stringify(query))
  // A new range shows skeletons, not the figures of the range before.
  const view = remote.data?.range === range ? remote.data : undefined
  const refreshing = remote.loading && view !== undefined

  return (
    <>
      <PageHeader
        crumbs={[{ label: '概况' }, { label: '经营概况' }]}
        title="经营概况"
        actions={
          <>
            <RangeSwitch value={range} onChange={(next) => filters.update({ range: next === 'today' ? '' : next })} />
            <button
              type="button"
              className="dz-btn"
              onClick={remote.reload}
              disabled={remote.loading}
              aria-busy={remote.loading}
            >
              {refreshing ? '刷新中…' : '刷新'}
            </button>
          </>
        }
      />
      <p className="ac-dash-period" aria-live="polite">
        {view ? (
          <>
            统计时间 {periodText(view)}（北京时间），与{previousLabel(range)}对比
          </>
        ) : (
          '正在加载数据…'
        )}
      </p>
      {remote.error && (
        <div className="ac-dash-error" role="alert">
          {remote.error}
          <button type="button" className="dz-btn" onClick={remote.reload}>
            重试
          </button>
        </div>
      )}
      <FigureCards figures={view?.figures} previous={view?.previous} previousLabel={previousLabel(range)} />
      <div className="ac-dash-row ac-dash-row--wide">
        <TrendChart title="成交趋势" lines={MONEY_LINES} series={view?.series} />
        <TodoPanel
          todos={remote.data?.stock_threshold === threshold ? remote.data.todos : undefined}
          threshold={threshold}
          areas={areas}
          onThreshold={(next) => filters.update({ stock_threshold: next === DEFAULT_STOCK_THRESHOLD ? '' : next })}
        />
      </div>
      <div className="ac-dash-row">
        <TrendChart title="订单与会员趋势" lines={COUNT_LINES} series={view?.series} />
        <TopGoodsTable rows={view?.top_goods} loading={remote.loading} error={remote.error} onRetry={remote.reload} />
      </div>
    </>
  )
}
