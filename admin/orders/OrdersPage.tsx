import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { OperatorOrder } from '../../schemas/api/admin.ts'
import { PAY_TYPE_FILTERS, payTypeLabel } from '../../schemas/api/admin/order-labels.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi, type Query } from '../api.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { formatTime, money } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { StatusTabs } from '../kit/StatusTabs.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { useAccess } from '../shell/access.ts'
import { ExportDialog } from './ExportDialog.tsx'
import {
  cleaned,
  dateRangeError,
  EMPTY_FILTERS,
  filterQuery,
  filtersFrom,
  type OrderFilterDraft,
} from './order-filters.ts'
import { ORDER_TABS, ORDER_TYPES, statusTone } from './order-status.ts'
import { ShipDrawer } from './ShipDrawer.tsx'
import './orders.css'

const PAGE_SIZE = 20
const PAY_TYPES = [
  { value: '', label: '全部' },
  ...PAY_TYPE_FILTERS.map((code) => ({ value: code, label: payTypeLabel(code) })),
]

/** 订单列表: filters in the address (so lists can be linked), status tabs counting under them, export and shipping. */
export function OrdersPage() {
  const filters = useUrlFilters()
  const status = filters.text('status')
  const applied = filtersFrom(filters.text)
  const page = filters.page
  const update = filters.update
  const [draft, setDraft] = useState<OrderFilterDraft>(applied)
  const [shipping, setShipping] = useState<string | null>(null)
  const [exporting, setExporting] = useState<Query | null>(null)
  const access = useAccess()
  const areas = access.kind === 'operator' ? access.operator.areas : []
  const mayShip = areas.includes('shipping')
  const mayExport = areas.includes('orders')
  const shops = useRemote(() => adminApi.orderShops(), 'shops')
  const set = (name: keyof OrderFilterDraft) => (value: string) => setDraft({ ...draft, [name]: value })
  const rangeError = dateRangeError(draft)
  const dateLabel = useId()

  const query = { ...filterQuery(applied, status), page, pageSize: PAGE_SIZE }
  const orders = useRemote(() => adminApi.orders(query), JSON.stringify(query))

  const columns: Column<OperatorOrder>[] = [
    {
      key: 'order',
      header: '订单号',
      cell: (order) => (
        <Link to={`/orders/${order.order_id}`} aria-label={`订单 ${order.order_id} 详情`}>
          {order.order_id}
        </Link>
      ),
    },
    {
      key: 'goods',
      header: '商品',
      cell: (order) => (
        <span>
          {order.items[0]?.title}
          {order.items.length > 1 && <span className="dz-muted"> 等{order.total_num}件</span>}
        </span>
      ),
    },
    {
      key: 'receiver',
      header: '收货人',
      cell: (order) => (
        <span>
          {order.receiver_name}
          <br />
          <span className="dz-muted">{order.receiver_mobile}</span>
        </span>
      ),
    },
    { key: 'member', header: '会员手机号', cell: (order) => order.member_mobile },
    { key: 'total', header: '实付金额', numeric: true, cell: (order) => money(order.total_fee) },
    { key: 'pay', header: '支付方式', cell: (order) => payTypeLabel(order.pay_type) },
    {
      key: 'status',
      header: '状态',
      cell: (order) => <span className={`ac-status ${statusTone(order.status)}`}>{order.status_desc}</span>,
    },
    { key: 'created', header: '下单时间', cell: (order) => formatTime(order.created_at) },
    {
      key: 'actions',
      header: '操作',
      cell: (order) => (
        <span className="ac-actions">
          <Link to={`/orders/${order.order_id}`}>查看</Link>
          {mayShip && order.status === 'PAYED' && order.in_aftersales === 0 && (
            <button type="button" className="dz-link dz-link--strong" onClick={() => setShipping(order.order_id)}>
              发货
            </button>
          )}
        </span>
      ),
    },
  ]

  const counts = orders.data?.status_counts ?? {}
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0)
  const shopOptions = [{ value: '', label: '全部店铺' }, ...(shops.data ?? [])]
  return (
    <>
      <PageHeader
        crumbs={[{ label: '订单' }, { label: '订单列表' }]}
        title="订单列表"
        actions={
          mayExport && (
            <button
              type="button"
              className="dz-btn"
              disabled={exporting !== null}
              onClick={() => {
                if ((orders.data?.total_count ?? 0) === 0) return toast.error('没有可导出的订单')
                setExporting(filterQuery(applied, status))
              }}
            >
              导出 Excel
            </button>
          )
        }
      />
      <section className="ac-card" aria-label="订单">
        <FilterBar
          label="筛选订单"
          onSearch={() => {
            if (rangeError) return toast.error(rangeError)
            update({ ...cleaned(draft), page: 1 })
          }}
          onReset={() => {
            setDraft(EMPTY_FILTERS)
            filters.reset('status')
          }}
        >
          <TextFilter label="订单号" value={draft.order_id} maxLength={32} onChange={set('order_id')} />
          <TextFilter
            label="会员手机号"
            value={draft.mobile}
            maxLength={20}
            placeholder="会员或收货人手机号"
            onChange={set('mobile')}
          />
          <TextFilter
            label="关键字"
            value={draft.keywords}
            placeholder="收货人姓名/商品名称"
            onChange={set('keywords')}
          />
          <SelectFilter
            label="店铺"
            value={draft.distributor_id}
            options={shopOptions}
            onChange={set('distributor_id')}
          />
          <div className="ac-filter" role="group" aria-labelledby={dateLabel}>
            <span id={dateLabel} className="ac-filter__label">
              下单时间
            </span>
            <span className="ac-date-range">
              <input
                type="date"
                className="dz-input"
                aria-label="下单时间从"
                value={draft.created_from}
                onChange={(event) => set('created_from')(event.target.value)}
              />
              <span aria-hidden="true">至</span>
              <input
                type="date"
                className="dz-input"
                aria-label="下单时间至"
                value={draft.created_to}
                onChange={(event) => set('created_to')(event.target.value)}
                aria-invalid={rangeError ? true : undefined}
              />
            </span>
          </div>
          <SelectFilter label="支付方式" value={draft.pay_type} options={PAY_TYPES} onChange={set('pay_type')} />
          <SelectFilter label="订单类型" value={draft.order_type} options={ORDER_TYPES} onChange={set('order_type')} />
        </FilterBar>
        <StatusTabs
          label="订单状态"
          value={status}
          onChange={(value) => update({ status: value, page: 1 })}
          tabs={ORDER_TABS.map((tab) => ({ ...tab, count: tab.value ? (counts[tab.value] ?? 0) : all }))}
        />
        <PagedTable
          caption="订单列表"
          columns={columns}
          remote={orders}
          rowKey={(order) => order.order_id}
          empty="没有符合条件的订单"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => update({ page: next })}
        />
      </section>
      <ShipDrawer
        orderId={shipping}
        onClose={() => setShipping(null)}
        onShipped={() => {
          setShipping(null)
          orders.reload()
        }}
      />
      <ExportDialog filters={exporting} open={exporting !== null} onClose={() => setExporting(null)} />
    </>
  )
}
