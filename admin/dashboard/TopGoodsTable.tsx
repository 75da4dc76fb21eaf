import type { DashboardTopGoods } from '../../schemas/api/admin/dashboard.ts'
import { DataTable, type Column } from '../kit/DataTable.tsx'
import { money } from '../kit/format.ts'

const columns: Column<DashboardTopGoods & { rank: number }>[] = [
  {
    key: 'rank',
    header: '排名',
    width: 56,
    cell: (row) => <span className={`ac-dash-rank ac-dash-rank--${row.rank <= 3 ? 'top' : 'rest'}`}>{row.rank}</span>,
  },
  {
    key: 'goods',
    header: '商品',
    cell: (row) => (
      <span className="ac-dash-goods">
        {row.image ? (
          <img src={row.image} alt="" width={32} height={32} loading="lazy" />
        ) : (
          <span className="ac-dash-goods__blank" aria-hidden="true" />
        )}
        <span className="ac-dash-goods__name">{row.name || '已删除的商品'}</span>
      </span>
    ),
  },
  { key: 'units', header: '销量（件）', numeric: true, width: 96, cell: (row) => row.units.toLocaleString('zh-CN') },
  { key: 'amount', header: '销售额', numeric: true, width: 120, cell: (row) => money(row.amount) },
]

/** 热销商品 TOP 10: units sold in the orders paid in the range. */
export function TopGoodsTable({
  rows,
  loading,
  error,
  onRetry,
}: {
  rows: DashboardTopGoods[] | undefined
  loading: boolean
  error: string
  onRetry: () => void
}) {
  return (
    <section className="ac-card ac-dash-top" aria-labelledby="dash-top">
      <h2 className="ac-card__title" id="dash-top">
        热销商品 TOP 10
      </h2>
      <DataTable
        caption="热销商品 TOP 10"
        columns={columns}
        rows={rows?.map((row, index) => ({ ...row, rank: index + 1 }))}
        rowKey={(row) => `${row.goods_id ?? 'none'}-${row.rank}`}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty="该时段暂无商品售出"
      />
    </section>
  )
}
